import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

/**
 * Issue #9's attacks, played by a scripted hostile model against the built CLI: each must be
 * refused (the Bash and Write calls) or cut off in time (the Grep), and the transcript must say so.
 */

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

let repo: TempRepo;
beforeEach(async () => {
  repo = await createTempRepo({
    files: {
      'src/a.ts': 'export const a = 1;\n',
      'notes/a.txt': `${'a'.repeat(40)}b\n`,
    },
  });
});
afterEach(async () => repo.cleanup());

interface Outcome {
  code: number;
  stdout: string;
  toolResults: { content: string; is_error?: boolean }[];
}

async function runHostile(
  toolUses: { name: string; input: Record<string, unknown> }[],
  args: string[],
): Promise<Outcome> {
  const scenario = path.join(repo.dir, 'scenario.json');
  const stateDirectory = path.join(repo.dir, 'state');
  await writeFile(
    scenario,
    JSON.stringify({
      name: 'hostile',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [...toolUses.map((toolUse) => ({ tool_use: [toolUse] })), { text: 'done' }],
        },
      ],
    }),
  );
  const argv = [cli, 'run', '-p', 'go', '--scenario', scenario, '--state-dir', stateDirectory];
  argv.push('--format', 'json', ...args);
  let code = 0;
  let stdout = '';
  try {
    ({ stdout } = await exec(process.execPath, argv, {
      cwd: repo.root,
      env: { PATH: process.env.PATH ?? '', HOME: repo.dir },
    }));
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    code = failure.code;
    stdout = failure.stdout;
  }
  const transcript = await readFile(path.join(stateDirectory, 'transcripts', 'lead.jsonl'), 'utf8');
  const toolResults = transcript
    .split('\n')
    .filter((line) => line.includes('"tool_result"'))
    .flatMap((line) => {
      const found: { content: string; is_error?: boolean }[] = [];
      JSON.parse(line, (key, value: unknown) => {
        const block = value as { type?: string; content?: unknown; is_error?: boolean };
        if (block && block.type === 'tool_result') {
          found.push({
            content: JSON.stringify(block.content),
            ...(block.is_error ? { is_error: true } : {}),
          });
        }
        return value;
      });
      return found;
    });
  return { code, stdout, toolResults };
}

describe('issue #9 attacks on the built CLI', () => {
  it('refuses the Bash commands that slipped a second command past Bash(npm test:*)', async () => {
    const attacks = [
      "npm test $'\\'' ; touch X #'",
      'npm test \\ #; touch X',
      "npm test \"a\"'b'$'\\''; touch X #'",
      'npm test "a"#b; touch X',
    ];
    const outcome = await runHostile(
      attacks.map((command) => ({ name: 'Bash', input: { command } })),
      ['--allowed-tools', 'Bash(npm test:*)'],
    );
    expect(outcome.toolResults).toHaveLength(attacks.length);
    for (const result of outcome.toolResults) {
      expect(result.is_error).toBe(true);
      expect(result.content).toContain('was denied');
    }
    expect(await readdir(repo.root)).not.toContain('X');
  });

  it('refuses a Write through a symlink out of the allowed directory', async () => {
    await symlink('..', path.join(repo.root, 'src', 'up'));
    const outcome = await runHostile(
      [
        {
          name: 'Write',
          // Outside src/ once the link resolves (not a sensitive file, which is refused anyway).
          input: { file_path: 'src/up/planted.md', content: 'planted' },
        },
        { name: 'Write', input: { file_path: 'src/b.ts', content: 'export const b = 2;\n' } },
      ],
      ['--allowed-tools', 'Edit(src/**)'],
    );
    expect(outcome.toolResults.map((result) => result.is_error === true)).toEqual([true, false]);
    expect(outcome.toolResults[0]?.content).toContain('Edit(src/**)');
    await expect(readFile(path.join(repo.root, 'planted.md'))).rejects.toThrow();
    expect(await readFile(path.join(repo.root, 'src/b.ts'), 'utf8')).toContain('b = 2');
  });

  it('ends a run whose Grep backtracks catastrophically at --timeout', async () => {
    const started = performance.now();
    const outcome = await runHostile(
      [{ name: 'Grep', input: { pattern: '^(a+)+$' } }],
      ['--timeout', '3'],
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(20_000);
    expect(outcome.code).toBe(4);
    expect(runResultSchema.parse(JSON.parse(outcome.stdout)).conclusion).toBe('timeout');
  });
});
