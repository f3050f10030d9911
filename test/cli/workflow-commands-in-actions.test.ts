import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'));
const cli = path.join(projectRoot, 'src', 'cli', 'index.ts');

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

/** The lines the runner would take as workflow commands (trimmed; CR or LF end a line). */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^(::|##\[)/.test(line.trim()));
}

describe('npx flotilla in a workflow step (GITHUB_ACTIONS=true)', () => {
  it('prints no line of the answer that the runner would take as a workflow command', async () => {
    repo = await createTempRepo();
    const scenario = path.join(repo.dir, 'scenario.json');
    const answer = 'Done.\n::stop-commands::pwned\n##[error]forged\n  ::add-mask::x';
    await writeFile(
      scenario,
      JSON.stringify({ name: 'commands', agents: [{ turns: [{ text: answer }] }] }),
    );
    const run = (actions: boolean) =>
      exec(
        process.execPath,
        ['--import', tsx.href, cli, 'run', '-p', 'Hi', '--scenario', scenario, '--no-sandbox'],
        {
          cwd: repo?.root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: repo?.dir,
            ...(actions ? { GITHUB_ACTIONS: 'true' } : {}),
          },
        },
      );
    const outside = await run(false);
    expect(commandLines(outside.stdout)).toHaveLength(3);
    const inside = await run(true);
    expect(commandLines(inside.stdout + inside.stderr)).toEqual([]);
    expect(inside.stdout).toContain('\\::stop-commands::pwned');
  }, 60_000);
});
