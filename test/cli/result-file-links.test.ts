import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * An agent that can run `ln` plants links where Flotilla will write its result files, aiming at
 * files outside the repository (a stand-in for ~/.ssh/authorized_keys). Flotilla, on the host,
 * must never write through them: a link at a file name is replaced, a linked directory refused.
 */
let repo: TempRepo;
let outside: string;
let server: ScriptedServer | undefined;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.txt': 'hi\n' } });
  outside = path.join(repo.dir, 'outside');
  await mkdir(outside);
  await writeFile(path.join(outside, 'authorized_keys'), '# authorized keys\n');
});
afterEach(async () => {
  await server?.close();
  await repo.cleanup();
});

async function runPlanting(command: string, output: string): Promise<CliRun> {
  server = await startScriptedServer({
    scenario: {
      name: 'plant-links',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Bash', input: { command } }] },
            {
              tool_use: [
                {
                  name: 'ReportFindings',
                  input: {
                    findings: [
                      {
                        path: 'a.txt',
                        line: 1,
                        severity: 'low',
                        title: 'style',
                        body: 'Consider this.\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPlanted attacker\n',
                      },
                    ],
                  },
                },
              ],
            },
            { text: 'Done.' },
          ],
        },
      ],
    },
  });
  return runCliInProcess(
    [
      'run',
      '--prompt',
      'go',
      '--permission-mode',
      'bypassPermissions',
      '--no-sandbox',
      '--output',
      output,
    ],
    {
      cwd: repo.root,
      env: {
        ...repo.env,
        HOME: repo.dir,
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'sk-offline-test',
      },
    },
  );
}

describe('result files in a directory an agent could change', () => {
  it('replace links planted at review.md and results.sarif, leaving their targets alone', async () => {
    const ran = await runPlanting(
      `mkdir -p out && ln -s ${outside}/authorized_keys out/review.md && ln -s ${outside}/x.sarif out/results.sarif && ln -s ${outside}/x.json out/results.json`,
      'out',
    );
    expect(ran.code, ran.stderr).toBe(0);
    expect(await readFile(path.join(outside, 'authorized_keys'), 'utf8')).toBe(
      '# authorized keys\n',
    );
    expect(await readdir(outside)).toEqual(['authorized_keys']);
    for (const name of ['review.md', 'results.sarif', 'results.json']) {
      const file = path.join(repo.root, 'out', name);
      expect((await lstat(file)).isFile(), name).toBe(true);
    }
    expect(await readFile(path.join(repo.root, 'out', 'review.md'), 'utf8')).toContain(
      'Consider this.',
    );
  });

  it('are refused, naming the link, when the output directory is linked out of the repository', async () => {
    const ran = await runPlanting(`ln -s ${outside} out`, 'out/report');
    // The environment error (exit 6) names the refused file and the link.
    expect(ran.code, ran.stderr).toBe(6);
    expect(ran.stderr).toContain(
      `Refusing to write ${path.join(repo.root, 'out', 'report', 'results.json')}: ${path.join(repo.root, 'out')} is a symbolic link to ${outside}, outside ${repo.root}`,
    );
    expect(await readdir(outside)).toEqual(['authorized_keys']);
    // The run's report is printed all the same, without naming files that were not written.
    expect(ran.stdout).toContain('Findings (1):');
    expect(ran.stdout).toContain('a.txt:1');
    expect(ran.stdout).not.toContain('review.md');
  });
});
