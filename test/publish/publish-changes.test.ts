import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/errors.js';
import { createRedactor } from '../../src/publish/redact.js';
import {
  PublishIncompleteError,
  publishResult,
  type PublishContext,
} from '../../src/publish/publish-result.js';
import type { RunResult } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor, makeResult } from './fixtures.js';

/**
 * post: commit and pr with what a runner's checkout holds: the agents' results branch, and
 * branches left for a human. Real git (a checkout and its bare origin, the "GitHub" side), the
 * local GitHub server talked to by the real client.
 */

const runId = '20261126T000000Z-0000test';
const resultsBranch = `flotilla/results-${runId}`;
const repositoryUrl = 'https://github.test/octo/demo';

let repo: TempRepo;
let origin: string;
let server: GitHubServer;
let lines: string[];

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'README.md': 'demo\n', 'NOTES.md': 'base\n' } });
  origin = path.join(repo.dir, 'origin.git');
  repo.run(['init', '--quiet', '--bare', origin], repo.dir);
  repo.run(['remote', 'add', 'origin', origin]);
  repo.run(['push', '--quiet', 'origin', 'main', 'main:feature']);
  server = await startGitHubServer({
    gitDir: origin,
    refs: {},
    resolveRef: (ref) => {
      try {
        return repo.run(['rev-parse', '--verify', '--quiet', `refs/${ref}`], origin);
      } catch {
        return undefined;
      }
    },
  });
  lines = [];
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

const originRef = (ref: string): string | undefined => {
  try {
    return repo.run(['rev-parse', '--verify', '--quiet', `refs/heads/${ref}`], origin);
  } catch {
    return undefined;
  }
};

/** A commit on a new local branch from main (the checkout stays on main). */
async function branchWith(branch: string, files: Record<string, string>): Promise<string> {
  repo.run(['checkout', '--quiet', '-b', branch, 'main']);
  const commit = await repo.commit(`changes on ${branch}`, files);
  repo.run(['checkout', '--quiet', 'main']);
  return commit;
}

/** Two agents changed NOTES.md: writer-a's is merged, writer-b's conflicted and is kept. */
async function conflictingRun(): Promise<{ result: RunResult; writerB: string }> {
  const writerA = await branchWith('flotilla/a1-writer-a', { 'NOTES.md': 'from A\n' });
  const writerB = await branchWith('flotilla/a2-writer-b', { 'NOTES.md': 'from B\n' });
  repo.run(['branch', resultsBranch, writerA]);
  const result = makeResult({
    conclusion: 'partial',
    results_branch: resultsBranch,
    changes: [
      { agent: 'writer-a', branch: 'flotilla/a1-writer-a', files: ['NOTES.md'], commit: writerA },
      {
        agent: 'writer-b',
        branch: 'flotilla/a2-writer-b',
        files: ['NOTES.md'],
        commit: writerB,
        conflict: true,
      },
    ],
  });
  return { result, writerB };
}

function publish(overrides: Partial<PublishContext> & Pick<PublishContext, 'target' | 'result'>) {
  return publishResult({
    github: clientFor(server),
    git: repo.git,
    redact: createRedactor([]),
    auditName: 'flotilla-audit',
    log: (line) => lines.push(line),
    ...overrides,
  });
}

describe('post: commit when the pull request moved on during the run', () => {
  async function movedPullRequest(): Promise<{ result: RunResult; newHead: string }> {
    const agents = await branchWith(resultsBranch, { 'FIX.md': 'An important fix\n' });
    // Someone pushes to the pull request's branch from another clone: the checkout never sees it.
    const other = path.join(repo.dir, 'other');
    repo.run(['clone', '--quiet', '--branch', 'feature', origin, other], repo.dir);
    repo.run(['commit', '--quiet', '--allow-empty', '-m', 'human push'], other);
    repo.run(['push', '--quiet', 'origin', 'feature'], other);
    const newHead = repo.run(['rev-parse', 'HEAD'], other);
    server.addPullRequest({ number: 7, headSha: newHead, headRef: 'feature', baseRef: 'main' });
    const result = makeResult({
      conclusion: 'success',
      results_branch: resultsBranch,
      changes: [{ agent: 'fixer', branch: 'flotilla/a1-fixer', files: ['FIX.md'], commit: agents }],
    });
    return { result, newHead };
  }

  for (const signCommits of [false, true])
    it(`sets the changes aside on flotilla/<run id> and says how to take them${signCommits ? ' (signed commits)' : ''}`, async () => {
      const { result, newHead } = await movedPullRequest();
      const error: unknown = await publish({
        target: 'commit',
        result,
        pullNumber: 7,
        ...(signCommits ? { signCommits } : {}),
      }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(PublishIncompleteError);
      const incomplete = error as PublishIncompleteError;
      const setAside = `flotilla/${runId}`;
      expect(incomplete.links.branch).toBe(setAside);
      expect(incomplete.exitCode).toBe(ExitCode.environment);
      expect(incomplete.message).toContain(
        `The pull request's branch feature is at ${newHead.slice(0, 12)}, which the agents' changes`,
      );
      expect(incomplete.message).toContain(`they were pushed to ${setAside} instead`);
      expect(incomplete.hint).toContain(`open a pull request from it into feature`);
      // The pull request's branch keeps what was pushed to it; the agents' work is on origin.
      expect(originRef('feature')).toBe(newHead);
      expect(repo.run(['show', `refs/heads/${setAside}:FIX.md`], origin)).toBe('An important fix');
      expect(server.state.pulls.size).toBe(1);
    });

  it('pushes onto the pull request’s branch when its head is what the agents worked on', async () => {
    const agents = await branchWith(resultsBranch, { 'FIX.md': 'fix\n' });
    server.addPullRequest({
      number: 7,
      headSha: repo.run(['rev-parse', 'main']),
      headRef: 'feature',
      baseRef: 'main',
    });
    const links = await publish({
      target: 'commit',
      result: makeResult({
        conclusion: 'success',
        results_branch: resultsBranch,
        changes: [
          { agent: 'fixer', branch: 'flotilla/a1-fixer', files: ['FIX.md'], commit: agents },
        ],
      }),
      pullNumber: 7,
    });
    expect(links.branch).toBe('feature');
    expect(originRef('feature')).toBe(agents);
  });
});

describe('post: pr: the branch and the base of the new pull request', () => {
  async function fixed(): Promise<RunResult> {
    const agents = await branchWith(resultsBranch, { 'FIX.md': 'fix\n' });
    return makeResult({
      conclusion: 'success',
      results_branch: resultsBranch,
      changes: [{ agent: 'fixer', branch: 'flotilla/a1-fixer', files: ['FIX.md'], commit: agents }],
    });
  }
  const opened = () => [...server.state.pulls.values()].at(-1);

  it('targets the branch the event names (a failed CI run’s), even with its pull request known', async () => {
    server.addPullRequest({ number: 7, headSha: 'a'.repeat(40), headRef: 'feature' });
    const links = await publish({
      target: 'pr',
      result: await fixed(),
      pullNumber: 7,
      baseBranch: 'feature',
    });
    expect(links.branch).toBe(`flotilla/changes-${runId}`);
    expect(opened()).toMatchObject({ base: { ref: 'feature' } });
  });

  it('from a detached checkout, targets the repository’s default branch: the event’s, else GitHub’s', async () => {
    // The repository has no `main` to guess: its default branch is trunk.
    repo.run(['push', '--quiet', 'origin', 'main:trunk', ':main']);
    const result = await fixed();
    repo.run(['checkout', '--quiet', '--detach', 'main']);
    await publish({ target: 'pr', result, defaultBranch: 'trunk' });
    expect(opened()).toMatchObject({ base: { ref: 'trunk' } });
    // No event says it (flotilla publish): GitHub is asked.
    await server.close();
    server = await startGitHubServer({
      gitDir: origin,
      refs: {},
      defaultBranch: 'trunk',
      resolveRef: (ref) => originRef(ref.replace(/^heads\//, '')),
    });
    await publish({ target: 'pr', result });
    expect(opened()).toMatchObject({ base: { ref: 'trunk' } });
  });

  it('names an audit’s branch after the audit, and no other run’s', async () => {
    const links = await publish({
      target: 'pr',
      result: await fixed(),
      audit: true,
      auditName: 'nightly',
    });
    expect(links.branch).toBe(`flotilla/nightly-${runId}`);
  });
});

describe('branches left for a human to merge', () => {
  it('the Action pushes a conflicting agent branch to origin and links it from the pull request', async () => {
    const { result, writerB } = await conflictingRun();
    const links = await publish({ target: 'pr', result, pushKeptBranches: { repositoryUrl } });
    expect(originRef('flotilla/a2-writer-b')).toBe(writerB);
    // Only what a reader can find is named: the merged agent's local branch is not.
    expect(originRef('flotilla/a1-writer-a')).toBeUndefined();
    const url = `${repositoryUrl}/tree/flotilla/a2-writer-b`;
    expect(links.keptBranches).toEqual([
      expect.objectContaining({ branch: 'flotilla/a2-writer-b', pushed: true, url }),
    ]);
    const body = [...server.state.pulls.values()][0]?.body as string;
    expect(body).toContain(
      `writer-b: \`${writerB.slice(0, 12)}\` on [\`flotilla/a2-writer-b\`](${url}) — **conflicts: not included; merge it by hand**`,
    );
    expect(body).not.toContain('flotilla/a1-writer-a');
    expect(lines).toContain(
      `Pushed writer-b's branch flotilla/a2-writer-b to origin (its changes conflicted with the others’ and were not merged): ${url}`,
    );
  });

  it('says so when a conflicting branch cannot be pushed, and still opens the pull request', async () => {
    const { result } = await conflictingRun();
    // origin already has a branch of that name with other commits: a push never overwrites it.
    const other = await branchWith('elsewhere', { 'OTHER.md': 'x\n' });
    repo.run(['push', '--quiet', 'origin', `${other}:refs/heads/flotilla/a2-writer-b`]);
    const links = await publish({ target: 'pr', result, pushKeptBranches: { repositoryUrl } });
    expect(originRef('flotilla/a2-writer-b')).toBe(other);
    expect(links.keptBranches).toEqual([
      expect.objectContaining({ branch: 'flotilla/a2-writer-b', pushed: false }),
    ]);
    expect(links.prUrl).toBeDefined();
    const body = [...server.state.pulls.values()][0]?.body as string;
    expect(body).toContain('its branch could not be pushed');
    expect(body).not.toContain('merge it by hand');
    expect(lines.join('\n')).toMatch(
      /Warning: writer-b's branch flotilla\/a2-writer-b \(.*\) could not be pushed to origin, so it goes away with this runner/,
    );
  });

  it('pushes the commits of an agent whose worktree could not be finished', async () => {
    const committed = await branchWith('flotilla/a3-fixer', { 'FIX.md': 'fix\n' });
    const merged = await branchWith(resultsBranch, { 'OTHER.md': 'other\n' });
    const base = makeResult().agents[0]!;
    const result = makeResult({
      conclusion: 'partial',
      results_branch: resultsBranch,
      agents: [
        {
          ...base,
          name: 'fixer',
          agent_id: 'a3-fixer',
          worktree: path.join(repo.root, '.claude/worktrees/a3-fixer'),
          branch: 'flotilla/a3-fixer',
          error:
            'its worktree could not be finished, so none of its work was merged; it stays in … (branch flotilla/a3-fixer): git add failed',
        },
      ],
      changes: [
        { agent: 'other', branch: 'flotilla/a1-other', files: ['OTHER.md'], commit: merged },
      ],
    });
    const links = await publish({ target: 'pr', result, pushKeptBranches: { repositoryUrl } });
    expect(originRef('flotilla/a3-fixer')).toBe(committed);
    expect(links.keptBranches).toEqual([
      expect.objectContaining({ branch: 'flotilla/a3-fixer', why: 'unfinished', pushed: true }),
    ]);
    const body = [...server.state.pulls.values()][0]?.body as string;
    expect(body).toContain(
      `fixer: \`${committed.slice(0, 12)}\` on [\`flotilla/a3-fixer\`](${repositoryUrl}/tree/flotilla/a3-fixer) — **its worktree could not be finished`,
    );
  });

  it('names the pushed branches when origin then refuses the changes themselves', async () => {
    const { result, writerB } = await conflictingRun();
    // origin refuses the agents' branch (it holds other commits there), not the kept one.
    const other = await branchWith('elsewhere', { 'OTHER.md': 'x\n' });
    repo.run(['push', '--quiet', 'origin', `${other}:refs/heads/flotilla/changes-${runId}`]);
    const error = await publish({
      target: 'commit',
      result,
      pushKeptBranches: { repositoryUrl },
    }).catch((caught: unknown) => caught);
    expect(originRef('flotilla/a2-writer-b')).toBe(writerB);
    expect(error).toBeInstanceOf(PublishIncompleteError);
    const links = (error as PublishIncompleteError).links;
    expect(links.keptBranches).toEqual([
      expect.objectContaining({ branch: 'flotilla/a2-writer-b', pushed: true }),
    ]);
    expect(originRef(`flotilla/changes-${runId}`)).toBe(other);
  });

  it('pushes the branches when none of the changes could be merged', async () => {
    const { result, writerB } = await conflictingRun();
    const { results_branch: _merged, ...unmerged } = result;
    const links = await publish({
      target: 'pr',
      result: {
        ...unmerged,
        changes: result.changes.map((change) => ({ ...change, conflict: true })),
      },
      pushKeptBranches: { repositoryUrl },
    });
    expect(originRef('flotilla/a2-writer-b')).toBe(writerB);
    expect(links.keptBranches?.map((kept) => kept.branch)).toEqual([
      'flotilla/a1-writer-a',
      'flotilla/a2-writer-b',
    ]);
    expect(server.state.pulls.size).toBe(0);
    expect(lines.join('\n')).toContain("None of the agents' changes could be merged");
  });

  it('the CLI keeps them in its checkout and says so in the pull request', async () => {
    const { result } = await conflictingRun();
    const links = await publish({ target: 'pr', result });
    expect(originRef('flotilla/a2-writer-b')).toBeUndefined();
    expect(links.keptBranches).toBeUndefined();
    const body = [...server.state.pulls.values()][0]?.body as string;
    expect(body).toContain(
      '`flotilla/a2-writer-b` — **conflicts: left for a human to merge** (in the checkout the run ran in)',
    );
  });
});
