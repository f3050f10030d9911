import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

/**
 * Settings hooks on a whole run, checked against what Claude Code 2.1.332 does with the same
 * settings: a guard that logs to stderr is obeyed, PostToolUseFailure fires, events Flotilla does
 * not fire load without failing the run, and PostToolUse hooks get Claude Code's tool_response.
 */
describe('settings hooks in a run, as Claude Code runs them', () => {
  afterEach(cleanupRuns);
  // Hooks run in the OS sandbox, which lets them write in the repository only.
  const dump = '.hookdump';

  it('obeys a deny on stdout whatever the hook logs to stderr, fires PostToolUseFailure, loads unfired events, and gives tool_response objects', async () => {
    const guard = [
      'input=$(cat)',
      'case "$input" in *guarded*)',
      `  echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"GUARD: not this one"}}';;`,
      'esac',
      'echo "guard: checked the command" >&2',
      'exit 0',
    ].join('\n');
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'bash guard.sh' }] }],
        PostToolUse: [
          {
            hooks: [
              {
                type: 'command',
                command: `mkdir -p ${dump}; input=$(cat); name=$(printf '%s' "$input" | grep -o '"tool_name":"[A-Za-z]*"' | cut -d'"' -f4); printf '%s' "$input" > ${dump}/post-$name.json`,
              },
            ],
          },
        ],
        PostToolUseFailure: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: `mkdir -p ${dump}; cat > ${dump}/failure.json; echo 'noise on stdout'; echo 'exit code 3 means: rerun with --fix' >&2; exit 2`,
              },
            ],
          },
        ],
        // Claude Code knows these; Flotilla does not fire them. They must not fail the run.
        PermissionRequest: [{ hooks: [{ type: 'command', command: 'true' }] }],
        TaskCompleted: [{ hooks: [{ type: 'command', command: 'true' }] }],
        // A name Claude Code does not know either: ignored with a warning, as there.
        PreToolUze: [{ hooks: [{ type: 'command', command: 'true' }] }],
      },
    };
    const outcome = await run({
      files: { 'guard.sh': guard, 'a.txt': 'hello\n' },
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-events',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo guarded > ran.txt' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'echo hi' } }] },
              { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
              { tool_use: [{ name: 'Write', input: { file_path: 'b.txt', content: 'x\n' } }] },
              {
                tool_use: [
                  { name: 'Edit', input: { file_path: 'b.txt', old_string: 'x', new_string: 'y' } },
                ],
              },
              { tool_use: [{ name: 'Bash', input: { command: 'echo H; exit 3' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const root = outcome.repo.root;
    const dumped = async (name: string) =>
      JSON.parse(await readFile(path.join(root, dump, name), 'utf8')) as Record<string, unknown>;
    expect(outcome.result.conclusion).not.toBe('error');
    expect(outcome.logs.join('\n')).toMatch(
      /does not fire the Claude Code hook event 'PermissionRequest'/,
    );
    expect(outcome.logs.join('\n')).toMatch(/Unknown hook event 'PreToolUze'/);

    // 1. The guard denied, though it also wrote to stderr: the command never ran.
    expect(existsSync(path.join(root, 'ran.txt'))).toBe(false);
    const requests = outcome.requestsOf('flotilla-lead');
    const resultOf = (turn: number) => toolResults(requestMessages(requests[turn]).at(-1))[0];
    expect(resultOf(1)?.isError).toBe(true);
    expect(resultOf(1)?.text).toContain('GUARD: not this one');
    expect(resultOf(1)?.text).not.toContain('guard: checked');

    // 2. PostToolUseFailure: Claude Code's input, and the hook's stderr (only) for the model.
    expect(await dumped('failure.json')).toMatchObject({
      hook_event_name: 'PostToolUseFailure',
      tool_name: 'Bash',
      tool_input: { command: 'echo H; exit 3' },
      tool_use_id: expect.any(String),
      error: 'Exit code 3\nH',
      is_interrupt: false,
      duration_ms: expect.any(Number),
    });
    expect(resultOf(6)?.isError).toBe(true);
    expect(resultOf(6)?.text).toContain('exit code 3 means: rerun with --fix');
    expect(resultOf(6)?.text).not.toContain('noise on stdout');

    // 3. tool_response in Claude Code's shapes; the model still reads the text.
    expect(await dumped('post-Bash.json')).toMatchObject({
      tool_response: {
        stdout: 'hi',
        stderr: '',
        interrupted: false,
        isImage: false,
        noOutputExpected: false,
      },
      duration_ms: expect.any(Number),
    });
    expect(resultOf(2)?.text).toBe('hi');
    expect((await dumped('post-Read.json')).tool_response).toEqual({
      type: 'text',
      file: {
        filePath: path.join(root, 'a.txt'),
        // Counted as Claude Code 2.1.332 counts them: the final line end starts a second line.
        content: 'hello\n',
        numLines: 2,
        startLine: 1,
        totalLines: 2,
      },
    });
    const write = await dumped('post-Write.json');
    const edit = await dumped('post-Edit.json');
    expect(write.tool_response).toEqual({
      type: 'create',
      filePath: path.join(root, 'b.txt'),
      content: 'x\n',
      structuredPatch: [],
      originalFile: null,
      userModified: false,
    });
    expect(edit.tool_response).toEqual({
      filePath: path.join(root, 'b.txt'),
      oldString: 'x',
      newString: 'y',
      originalFile: 'x\n',
      structuredPatch: [
        { oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ['-x', '+y'] },
      ],
      userModified: false,
      replaceAll: false,
    });
  });
});
