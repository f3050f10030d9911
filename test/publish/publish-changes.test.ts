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
