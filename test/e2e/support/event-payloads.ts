import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './action-repo.js';

/**
 * Real webhook payloads (octokit/webhooks examples, in test/fixtures/github-events), copied
 * and rewritten so their pull request, commits and repository are the ones a test set up.
 */

export const fixturesDir = path.resolve(repoRoot, 'test/fixtures/github-events');

type Json = Record<string, unknown>;

export function loadPayload(relative: string): Json {
  return JSON.parse(readFileSync(path.join(fixturesDir, relative), 'utf8')) as Json;
}

export interface PullRequestFacts {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef?: string;
  /** Who opened the pull request and who caused the event. */
  author?: string;
  sender?: { login: string; type: 'User' | 'Bot' };
  /** The head lives in a fork (another repository). */
  forkOwner?: string;
}

function repository(payload: Json, owner: string, repo: string): Json {
  const original = (payload.repository ?? {}) as Json;
  return {
    ...original,
    name: repo,
    full_name: `${owner}/${repo}`,
    owner: { ...(original.owner as Json), login: owner },
  };
}

/** A pull_request (or pull_request_target) payload, from the real `opened` example by default. */
export function pullRequestPayload(
  facts: PullRequestFacts,
  fixture = 'pull_request/opened.payload.json',
): Json {
  const payload = loadPayload(fixture);
  const repo = repository(payload, facts.owner, facts.repo);
  const pull = payload.pull_request as Json;
  const head = pull.head as Json;
  const base = pull.base as Json;
  const headRepo = facts.forkOwner
    ? { ...repo, full_name: `${facts.forkOwner}/${facts.repo}`, fork: true }
    : repo;
  const sender = facts.sender ?? { login: facts.author ?? 'octocat', type: 'User' };
  return {
    ...payload,
    number: facts.number,
    repository: repo,
    sender: { ...(payload.sender as Json), ...sender },
    pull_request: {
      ...pull,
      number: facts.number,
      title: facts.title,
      body: facts.body,
      draft: false,
      state: 'open',
      merge_commit_sha: null,
      user: { ...(pull.user as Json), login: facts.author ?? 'octocat', type: 'User' },
      head: { ...head, sha: facts.headSha, ref: facts.headRef, repo: headRepo },
      base: { ...base, sha: facts.baseSha, ref: facts.baseRef ?? 'main', repo },
    },
  };
}

/** The real workflow_dispatch example, pointed at this repository. */
export function dispatchPayload(
  owner: string,
  repo: string,
  sender: { login: string; type: 'User' | 'Bot' },
): Json {
  const payload = loadPayload('workflow_dispatch/payload.json');
  return {
    ...payload,
    ref: 'refs/heads/main',
    inputs: {},
    repository: repository(payload, owner, repo),
    sender: { ...(payload.sender as Json), ...sender },
  };
}

/** Writes a payload where GITHUB_EVENT_PATH will point. */
export async function writePayload(file: string, payload: Json): Promise<string> {
  await writeFile(file, JSON.stringify(payload, null, 2));
  return file;
}
