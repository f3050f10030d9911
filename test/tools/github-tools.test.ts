import { afterEach, describe, expect, it } from 'vitest';
import { ToolError } from '../../src/errors.js';
import type { AnyTool, ToolContext } from '../../src/tools/define-tool.js';
import { createGitHubTools, gitHubToolNames } from '../../src/tools/github-tools.js';
import { logTail, stripLogTimestamps } from '../../src/tools/ci-logs.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor } from '../publish/fixtures.js';

/** The read-only GitHub tools against the local GitHub server, through the real client. */

let server: GitHubServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const context = {
  root: '/nonexistent',
  signal: new AbortController().signal,
  agentId: 'a1-ci-fixer',
  agentName: 'ci-fixer',
  environment: {},
  toolUseId: 'toolu_1',
} satisfies ToolContext;

const log = [
  '2026-11-24T09:42:58.1000000Z ##[group]Run npm test',
  ...Array.from({ length: 50 }, (_, index) => `2026-11-24T09:42:59.0000000Z line ${index}`),
  '2026-11-24T09:43:00.0000000Z ##[error]Process completed with exit code 1.',
].join('\n');

async function tools(defaults: Parameters<typeof createGitHubTools>[1]) {
  server = await startGitHubServer({
    workflowRuns: {
      5: [
        { id: 51, name: 'build', conclusion: 'success', log: 'ok' },
        { id: 52, name: 'test', conclusion: 'failure', log },
      ],
      6: [{ id: 61, name: 'build', conclusion: 'success', log: 'ok' }],
    },
  });
  const all = createGitHubTools(clientFor(server), defaults);
  const byName = (name: string): AnyTool => {
    const tool = all.find((candidate) => candidate.name === name);
    if (!tool) throw new Error(`no tool ${name}`);
    return tool;
  };
  return { all, byName };
}

describe('GitHub tools', () => {
  it('are the five named tools, all read-only', async () => {
    const { all } = await tools({});
    expect(all.map((tool) => tool.name)).toEqual([...gitHubToolNames]);
    expect(new Set(all.map((tool) => tool.kind))).toEqual(new Set(['read']));
  });

  it('GitHubJobLogs reads the failed jobs of the default run, or one job by id', async () => {
    const { byName } = await tools({ runId: 5 });
    const failed = String(await byName('GitHubJobLogs').run({}, context));
    expect(failed).toContain('Job "test" (id 52): failure');
    expect(failed).toContain('##[error]Process completed with exit code 1.');
    expect(failed).not.toContain('Job "build"');
    expect(failed).not.toContain('2026-11-24T');
    const one = String(await byName('GitHubJobLogs').run({ job_id: 51 }, context));
    expect(one).toContain('ok');
    const green = String(await byName('GitHubJobLogs').run({ run_id: 6 }, context));
    expect(green).toBe('Workflow run 6 has 1 job(s) and none failed: build (success).');
  });

  it('say what is missing when the run has no default, and what GitHub refused', async () => {
    const { byName } = await tools({});
    await expect(byName('GitHubPullRequestDiff').run({}, context)).rejects.toThrow(
      new ToolError('This run has no default pull request; give pull_number.'),
    );
    await expect(byName('GitHubJobLogs').run({}, context)).rejects.toThrow(/give run_id or job_id/);
    await expect(byName('GitHubPullRequestDiff').run({ pull_number: 99 }, context)).rejects.toThrow(
      /GitHub refused to give the diff of #99: .*404/,
    );
  });
});

describe('CI log helpers', () => {
  it('strip timestamps and keep the end of a log at a line start', () => {
    const plain = stripLogTimestamps(log);
    expect(plain.split('\n')[0]).toBe('##[group]Run npm test');
    const tail = logTail(plain, 60);
    expect(tail).toMatch(/^… \(\d+ earlier characters of the log left out\)\n/);
    expect(tail.endsWith('##[error]Process completed with exit code 1.')).toBe(true);
    expect(logTail('short', 60)).toBe('short');
  });
});
