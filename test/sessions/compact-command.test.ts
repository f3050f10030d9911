import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { loadLatestSession } from '../../src/sessions/session-store.js';
import {
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  streamJsonEvents,
} from '../subagents/harness.js';

type TempRepo = Awaited<ReturnType<typeof newRepo>>;

/**
 * `-p "/compact [instructions]"` on a resumed session, as Claude Code 2.1.332 runs its built-in
 * command (observed against a logging server): PreCompact with trigger `manual` and the
 * instructions, one summary request that carries them, no model turn of its own, an empty
 * result, and a next `--continue` that starts from the summary.
 */
describe('the /compact command', () => {
  let sessionsDir: string;
  beforeEach(async () => {
    sessionsDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
  });
  afterEach(async () => {
    await cleanupRuns();
    await rm(sessionsDir, { recursive: true, force: true });
  });

  /** Each hook appends its input to a file in the repository and prints a line. */
  const hook = (file: string, printed: string) => ({
    type: 'command',
    command: `cat >> "$CLAUDE_PROJECT_DIR/${file}"; echo >> "$CLAUDE_PROJECT_DIR/${file}"; echo "${printed}"`,
  });
  const files = {
    'a.txt': 'alpha\n',
    '.claude/settings.json': JSON.stringify({
      hooks: {
        PreCompact: [{ matcher: 'manual', hooks: [hook('precompact.jsonl', 'Keep the paths.')] }],
        SessionStart: [
          { matcher: 'compact', hooks: [hook('session-start.jsonl', 'Re-read NOTES.md.')] },
        ],
      },
    }),
  };
  const settings = () => ({
    sessionsDir,
    sandbox: 'off' as const,
    permissionMode: 'bypassPermissions' as const,
  });
  const hookInputs = async (repo: TempRepo, file: string) =>
    (await readFile(path.join(repo.root, file), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** A first run that reads a.txt, the conversation the command then compacts. */
  const firstRun = async (repo: TempRepo) =>
    run({
      repo,
      config: { ...settings(), prompt: 'Read a.txt.' },
      scenario: {
        name: 'before-compact',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
              { text: 'It says alpha.' },
            ],
          },
        ],
      },
    });

  it('compacts the resumed conversation with the instructions, and the next --continue starts from the summary', async () => {
    const repo = await newRepo({ files });
    expect((await firstRun(repo)).result.conclusion).toBe('success');

    const compacting = await run({
      repo,
      config: { ...settings(), prompt: '/compact keep the file names' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'compact-command',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: '<summary>Read a.txt: it says alpha.</summary>' }],
          },
        ],
      },
    });
    expect(compacting.result.conclusion).toBe('success');
    expect(compacting.result.final_text).toBe('');
    expect(compacting.result.agents[0]).toMatchObject({ status: 'completed', turns: 0 });
    // One request: the summary request, with the instructions and what PreCompact printed.
    const requests = compacting.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(1);
    const asked = messageText(requestMessages(requests[0]).at(-1)!);
    expect(asked).toContain('Additional Instructions:\nkeep the file names');
    expect(asked).toContain('Keep the paths.');
    expect(asked).not.toContain('/compact');
    // stream-json prints the boundary with trigger manual, as Claude Code does.
    const boundary = streamJsonEvents(compacting).find(
      (event) => (event as { subtype?: string }).subtype === 'compact_boundary',
    );
    expect(boundary).toMatchObject({ compact_metadata: { trigger: 'manual' } });
    expect(await hookInputs(repo, 'precompact.jsonl')).toEqual([
      expect.objectContaining({
        hook_event_name: 'PreCompact',
        trigger: 'manual',
        custom_instructions: 'keep the file names',
      }),
    ]);
    expect(await hookInputs(repo, 'session-start.jsonl')).toEqual([
      expect.objectContaining({ hook_event_name: 'SessionStart', source: 'compact' }),
    ]);

    const next = await run({
      repo,
      config: { ...settings(), prompt: 'What next?' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'after-compact',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing.' }] }],
      },
    });
    expect(next.result.conclusion).toBe('success');
    const [continued] = next.requestsOf('flotilla-lead');
    const messages: MessageParam[] = requestMessages(continued);
    // The summary, what the SessionStart hook printed, then the new prompt: the earlier turns
    // (the Read and its result) are gone.
    expect(messages).toHaveLength(1);
    const opening = messageText(messages[0]!);
    expect(opening).toContain('Read a.txt: it says alpha.');
    expect(opening).toContain('as the /compact command asked');
    expect(opening).toContain('Re-read NOTES.md.');
    expect(opening).toMatch(/What next\?$/);
    expect(JSON.stringify(messages)).not.toContain('tool_use');
  });

  it('answers a call the earlier run was killed in before asking for the summary', async () => {
    const outcome = await run({
      files,
      config: { ...settings(), prompt: '/compact' },
      resume: {
        sessionId: 'killed',
        messages: [
          { role: 'user', content: 'Read a.txt.' },
          {
            role: 'assistant',
            content: [
              { type: 'tool_use', id: 'toolu_cut', name: 'Read', input: { file_path: 'a.txt' } },
            ],
          },
        ],
      },
      scenario: {
        name: 'compact-cut-off',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: '<summary>A read was cut off.</summary>' }],
          },
        ],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const [asked] = outcome.requestsOf('flotilla-lead');
    const last = requestMessages(asked).at(-1)!;
    expect(JSON.stringify(last)).toContain('"tool_use_id":"toolu_cut"');
    expect(messageText(last)).toContain('Compaction: summarize the conversation so far.');
  });

  it('fires no UserPromptSubmit for /compact, and answers a PreCompact refusal with a success that says so, as Claude Code 2.1.332 does', async () => {
    const repo = await newRepo({
      files: {
        ...files,
        '.claude/settings.json': JSON.stringify({
          hooks: {
            // A prompt guard that would refuse this prompt, were it one.
            UserPromptSubmit: [
              {
                hooks: [
                  { type: 'command', command: 'touch "$CLAUDE_PROJECT_DIR/submitted"; exit 0' },
                ],
              },
            ],
            PreCompact: [{ hooks: [{ type: 'command', command: 'echo NO-COMPACT >&2; exit 2' }] }],
          },
        }),
      },
    });
    expect((await firstRun(repo)).result.conclusion).toBe('success');
    await rm(path.join(repo.root, 'submitted'));
    const compacting = await run({
      repo,
      config: { ...settings(), prompt: '/compact keep FOCUS' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'compact-refused',
        agents: [{ match: { agent: 'nobody' }, turns: [{ text: 'Unexpected.' }] }],
      },
    });
    expect(compacting.result.conclusion).toBe('success');
    expect(compacting.result.final_text).toBe('Compaction blocked by PreCompact hook: NO-COMPACT');
    expect(compacting.requestsOf('flotilla-lead')).toHaveLength(0);
    await expect(readFile(path.join(repo.root, 'submitted'))).rejects.toThrow(/ENOENT/);
  });

  it('says there is nothing to compact without a conversation, and asks the model nothing', async () => {
    const outcome = await run({
      files,
      config: { ...settings(), prompt: '/compact' },
      // Any request at all would find no script and fail the run.
      scenario: {
        name: 'compact-nothing',
        agents: [{ match: { agent: 'nobody' }, turns: [{ text: 'Unexpected.' }] }],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    expect(outcome.result.final_text).toBe('Not enough messages to compact.');
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(0);
  });

  // Observed: Claude Code 2.1.332 with DISABLE_COMPACT=1 answers `--continue -p "/compact"` with a
  // success that says it is not available and sends nothing; with DISABLE_AUTO_COMPACT=1 it compacts.
  for (const variable of ['DISABLE_COMPACT', 'DISABLE_AUTO_COMPACT'] as const) {
    it(`${variable === 'DISABLE_COMPACT' ? 'refuses' : 'still runs'} /compact with ${variable}=1 in the settings' env`, async () => {
      const settingsFile = JSON.parse(files['.claude/settings.json']) as Record<string, unknown>;
      const repo = await newRepo({
        files: {
          ...files,
          '.claude/settings.json': JSON.stringify({ ...settingsFile, env: { [variable]: '1' } }),
        },
      });
      expect((await firstRun(repo)).result.conclusion).toBe('success');
      const compacting = await run({
        repo,
        config: { ...settings(), prompt: '/compact' },
        resume: await loadLatestSession(sessionsDir, repo.root),
        scenario: {
          name: 'compact-disabled',
          agents: [
            {
              match: { agent: 'flotilla-lead', summary_request: true },
              turns: [{ text: '<summary>Read a.txt: it says alpha.</summary>' }],
            },
          ],
        },
      });
      expect(compacting.result.conclusion).toBe('success');
      const requests = compacting.requestsOf('flotilla-lead');
      const preCompactRan = readFile(path.join(repo.root, 'precompact.jsonl'), 'utf8');
      if (variable === 'DISABLE_COMPACT') {
        expect(requests).toHaveLength(0);
        expect(compacting.result.final_text).toMatch(
          /^\/compact is disabled: DISABLE_COMPACT is set .*Unset it to compact/,
        );
        await expect(preCompactRan).rejects.toThrow(/ENOENT/);
      } else {
        expect(requests).toHaveLength(1);
        expect(compacting.result.final_text).toBe('');
        await expect(preCompactRan).resolves.toContain('"trigger":"manual"');
      }
    });
  }

  it("runs the repository's own command named compact instead, as Claude Code does", async () => {
    const repo = await newRepo({
      files: { ...files, '.claude/commands/compact.md': 'Squash the history: $ARGUMENTS\n' },
    });
    await firstRun(repo);
    const outcome = await run({
      repo,
      config: { ...settings(), prompt: '/compact now' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'own-compact',
        // Turns 0 and 1 are the first run's: the resumed conversation holds them.
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ text: 'unused' }, { text: 'unused' }, { text: 'Squashed.' }],
          },
        ],
      },
    });
    expect(outcome.result.final_text).toBe('Squashed.');
    const [request] = outcome.requestsOf('flotilla-lead');
    expect(messageText(requestMessages(request).at(-1)!)).toContain('Squash the history: now');
  });
});
