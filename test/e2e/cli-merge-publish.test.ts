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
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
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
    // The sticky summary follows the review, as in the Action: one comment, updated in place.
    const summaries = github.state.issueComments.filter((comment) =>
      String(comment.body).includes('Flotilla summary'),
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.issue_number).toBe(7);
  });

  it('posts the review on the head a result names (head_sha), not on the pull request’s newer head', async () => {
    const analysed = 'a'.repeat(40);
    await writeFile(
      path.join(dir, 'a.json'),
      JSON.stringify({ ...resultOf('security', 2), head_sha: analysed }),
    );
    await run(['merge', 'a.json', '--output', 'merged.json']);
    const merged = runResultSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')),
    );
    expect(merged.head_sha).toBe(analysed);
    const env = {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    };
    await run(['publish', 'merged.json', '--to', 'review', '--pr', '7'], env);
    expect(github.state.reviews).toHaveLength(1);
    const review = github.state.reviews[0] as { commit_id: string; body: string };
    expect(review.commit_id).toBe(analysed);
    // The pull request's head is 'ccc…' now: line 2 of the analysed commit is listed, not anchored.
    expect(review.body).toContain('Problem found by security');
    expect(github.state.reviewComments).toEqual([]);
  });

  it('refuses to push the changes of several matrix jobs that no one branch holds, instead of saying there are none', async () => {
    const changed = (agent: string): RunResult => ({
      ...resultOf(agent, 2),
      run_id: `20261126T000000Z-${agent}`,
      changes: [{ agent, branch: `flotilla/a1-${agent}`, files: ['x'], commit: 'c'.repeat(40) }],
      results_branch: `flotilla/results-${agent}`,
    });
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(changed('security')));
    await writeFile(path.join(dir, 'b.json'), JSON.stringify(changed('tests')));
    await run(['merge', 'a.json', 'b.json', '--output', 'merged.json']);
    const merged = runResultSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')),
    );
    expect(merged.changes).toHaveLength(2);
    expect(merged.results_branch).toBeUndefined();
    const failure = (await run(['publish', 'merged.json', '--to', 'pr'], {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    }).catch((error: unknown) => error)) as { code: number; stdout: string; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('The agents (security, tests) changed files');
    expect(failure.stdout).not.toContain('changed no files');

    // One job's changes: the merged result names its branch, which this checkout does not have.
    await run(['merge', 'a.json', '--output', 'one.json']);
    const missing = (await run(['publish', 'one.json', '--to', 'pr'], {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'are on flotilla/results-security, which this checkout does not have',
    );
  });

  it('publishes an audit under the Action’s default name, so both find the same issue', async () => {
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(resultOf('security', 2)));
    await run(['publish', 'a.json', '--to', 'issue'], {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    });
    expect(github.state.issues).toHaveLength(1);
    expect(String(github.state.issues[0]?.body)).toContain(
      '<!-- flotilla:audit name=flotilla-audit -->',
    );
  });

  it('tells the user which permission a 403 lacks (exit 2)', async () => {
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(resultOf('security', 2)));
    github.injectFault({
      method: 'POST',
      path: /\/pulls\/7\/reviews$/,
      when: 'before',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 5,
    });
    const failure = (await run(['publish', 'a.json', '--to', 'review', '--pr', '7'], {
      GITHUB_TOKEN: github.token,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_API_URL: github.url,
    }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Resource not accessible by integration');
    expect(failure.stderr).toContain('pull-requests: write');
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

describe('flotilla publish --to pr|commit (agents’ changes)', () => {
  let repo: TempRepo;
  let origin: string;
  let github: GitHubServer;
  const resultsBranch = 'flotilla/results-20261126T000000Z-0000test';

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'README.md': 'demo\n' } });
    origin = path.join(repo.dir, 'origin.git');
    repo.run(['init', '--quiet', '--bare', origin], repo.dir);
    repo.run(['remote', 'add', 'origin', origin]);
    repo.run(['push', '--quiet', 'origin', 'main']);
    repo.run(['checkout', '--quiet', '-b', resultsBranch]);
    await repo.commit('tests by test-gap-finder', { 'test/a.test.js': 'test\n' });
    repo.run(['checkout', '--quiet', 'main']);
    github = await startGitHubServer({
      refs: { 'heads/main': repo.run(['rev-parse', 'main']) },
      resolveRef: (ref) => {
        try {
          return repo.run(['rev-parse', '--verify', '--quiet', `refs/${ref}`], origin);
        } catch {
          return undefined;
        }
      },
    });
    await writeFile(
      path.join(repo.dir, 'result.json'),
      JSON.stringify({
        ...resultOf('test-gap-finder', 1),
        findings: [],
        results_branch: resultsBranch,
        changes: [
          {
            agent: 'test-gap-finder',
            branch: 'flotilla/test-gap-finder',
            files: ['test/a.test.js'],
            commit: repo.run(['rev-parse', resultsBranch]),
          },
        ],
      }),
    );
  });
  afterEach(async () => {
    await github.close();
    await repo.cleanup();
  });

  const publish = (args: string[]) =>
    exec(process.execPath, [cli, 'publish', path.join(repo.dir, 'result.json'), ...args], {
      cwd: repo.root,
      env: {
        ...repo.env,
        GITHUB_TOKEN: github.token,
        GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
        GITHUB_API_URL: github.url,
      },
    });

  it('pr: pushes the results branch to a new branch and opens a pull request for it', async () => {
    const { stdout } = await publish(['--to', 'pr', '--audit-name', 'tests']);
    const pulls = [...github.state.pulls.values()] as unknown as Array<{
      html_url: string;
      head: { ref: string };
      base: { ref: string };
      body: string;
    }>;
    expect(pulls).toHaveLength(1);
    const branch = pulls[0]!.head.ref;
    expect(branch).toBe('flotilla/tests-20261126T000000Z-0000test');
    expect(pulls[0]!.base.ref).toBe('main');
    expect(pulls[0]!.body).toContain('test-gap-finder');
    expect(repo.run(['show', `refs/heads/${branch}:test/a.test.js`], origin)).toBe('test');
    expect(stdout).toContain(pulls[0]!.html_url);
  });

  it('commit: pushes onto the pull request’s own branch', async () => {
    repo.run(['push', '--quiet', 'origin', 'main:feature']);
    const pullNumber = github.addPullRequest({
      headSha: repo.run(['rev-parse', 'main']),
      headRef: 'feature',
      baseRef: 'main',
    });
    await publish(['--to', 'commit', '--pr', String(pullNumber)]);
    expect(repo.run(['rev-parse', 'refs/heads/feature'], origin)).toBe(
      repo.run(['rev-parse', resultsBranch]),
    );
    expect(github.state.pulls.size).toBe(1);
  });

  /** Sets the result file's conclusion (a run that did not finish). */
  async function concluded(conclusion: RunResult['conclusion']) {
    const file = path.join(repo.dir, 'result.json');
    const result = JSON.parse(await readFile(file, 'utf8')) as RunResult;
    await writeFile(file, JSON.stringify({ ...result, conclusion }));
  }

  for (const to of ['commit', 'pr'])
    it(`${to}: a run stopped by a limit goes to flotilla/<run id> only, with no pull request`, async () => {
      const head = repo.run(['rev-parse', 'main']);
      repo.run(['push', '--quiet', 'origin', 'main:feature']);
      const pullNumber = github.addPullRequest({
        headSha: head,
        headRef: 'feature',
        baseRef: 'main',
      });
      await concluded('budget');
      const { stdout } = await publish(['--to', to, '--pr', String(pullNumber)]);
      expect(repo.run(['rev-parse', 'refs/heads/feature'], origin)).toBe(head);
      expect(repo.run(['rev-parse', 'refs/heads/flotilla/20261126T000000Z-0000test'], origin)).toBe(
        repo.run(['rev-parse', resultsBranch]),
      );
      expect(github.state.pulls.size).toBe(1);
      expect(stdout).toContain(
        'The run ended with budget before its work was done, so its changes were pushed to `flotilla/20261126T000000Z-0000test` only',
      );
    });

  it('commit: a cancelled run pushes nothing', async () => {
    const head = repo.run(['rev-parse', 'main']);
    repo.run(['push', '--quiet', 'origin', 'main:feature']);
    const pullNumber = github.addPullRequest({
      headSha: head,
      headRef: 'feature',
      baseRef: 'main',
    });
    await concluded('cancelled');
    const before = repo.run(['for-each-ref'], origin);
    const { stdout } = await publish(['--to', 'commit', '--pr', String(pullNumber)]);
    expect(repo.run(['for-each-ref'], origin)).toBe(before);
    expect(stdout).toContain(
      `The run was cancelled: its changes were not pushed (they are on ${resultsBranch} in this checkout).`,
    );
  });
});
