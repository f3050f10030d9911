import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RUN_RESULT_VERSION,
  runResultSchema,
  type RunResult,
} from '../../src/results/run-result.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';

const exec = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const usage = {
  input_tokens: 10,
  output_tokens: 5,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

function resultOf(agent: string, line: number): RunResult {
  return {
    version: RUN_RESULT_VERSION,
    run_id: '20261126T000000Z-0000test',
    incomplete: [],
    conclusion: 'findings',
    started_at: '2026-11-25T10:00:00.000Z',
    duration_ms: 1000,
    final_text: `${agent} done`,
    agents: [
      {
        name: agent,
        agent_id: `a1-${agent}`,
        status: 'completed',
        turns: 2,
        tool_uses: 1,
        usage,
        cost_usd: 0.01,
        duration_ms: 900,
      },
    ],
    findings: [
      {
        agent,
        path: 'src/app.js',
        line,
        severity: 'high',
        title: `Problem found by ${agent}`,
        body: 'Fix it.',
      },
    ],
    changes: [],
    usage,
    cost_usd: 0.01,
  };
}

describe('flotilla merge and publish', () => {
  let dir: string;
  let github: GitHubServer;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-merge-'));
    github = await startGitHubServer({
      pulls: [
        {
          number: 7,
          headSha: 'c'.repeat(40),
          files: [{ filename: 'src/app.js', patch: '@@ -1,2 +1,4 @@\n a\n+b\n+c\n d' }],
        },
      ],
    });
  });
  afterEach(async () => {
    await github.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (args: string[], env: Record<string, string> = {}) =>
    exec(process.execPath, [cli, ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  it('merges matrix results and publishes one review for them, once per head', async () => {
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(resultOf('security', 2)));
    await writeFile(path.join(dir, 'b.json'), JSON.stringify(resultOf('tests', 3)));
    await run(['merge', 'a.json', 'b.json', '--output', 'merged.json']);
    const merged = runResultSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')),
    );
    expect(merged.agents.map((agent) => agent.name)).toEqual(['security', 'tests']);
    expect(merged.findings).toHaveLength(2);
    expect(merged.cost_usd).toBeCloseTo(0.02);

    const env = {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    };
    const first = await run(['publish', 'merged.json', '--to', 'review', '--pr', '7'], env);
    expect(first.stdout).toMatch(/Posted review/);
    const second = await run(['publish', 'merged.json', '--to', 'review', '--pr', '7'], env);
    expect(second.stdout).toMatch(/already posted/);
    expect(github.state.reviews).toHaveLength(1);
    expect(github.state.reviewComments.map((comment) => comment.line).sort()).toEqual([2, 3]);
  });

  it('appends the job summary to GITHUB_STEP_SUMMARY', async () => {
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(resultOf('security', 2)));
    const summary = path.join(dir, 'summary.md');
    await writeFile(summary, '');
    await run(['publish', 'a.json', '--to', 'summary'], { GITHUB_STEP_SUMMARY: summary });
    expect(await readFile(summary, 'utf8')).toMatch(/\| security \| completed \| 1 \|/);
  });

  it('names the bad file and field of an invalid RunResult', async () => {
    await writeFile(
      path.join(dir, 'bad.json'),
      JSON.stringify({ ...resultOf('x', 1), conclusion: 'great' }),
    );
    const failure = await run(['merge', 'bad.json']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in failure ? failure.code : 0).toBe(2);
    expect('stderr' in failure ? failure.stderr : '').toMatch(/bad\.json[\s\S]*conclusion/);
  });
});
