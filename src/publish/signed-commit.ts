import { UserError } from '../errors.js';
import type { Git } from '../platform/git.js';
import type { CommitInfo, GitHubClient, TreeEntryInput } from '../platform/github.js';

/**
 * `use_commit_signing`: the agents' changes reach GitHub as one commit made through the Git data
 * API (blobs, trees, a commit, a ref update) instead of `git push`. GitHub signs commits it
 * creates for a token without a custom author, so they show as verified and satisfy branch
 * protection that requires signed commits. The API has limits a push does not: a blob is at
 * most 100 MB and a request should stay small, so each file is its own blob and the tree is
 * built in chunks, each chunk a tree on top of the previous one.
 */

/** GitHub refuses blobs over 100 MB through the API. */
const maximumBlobBytes = 100 * 1024 * 1024;
/** Tree entries sent in one createTree request. */
const defaultTreeChunkEntries = 100;
/** Inline content sent in one createTree request. */
const treeChunkBytes = 1024 * 1024;
/** Larger text files go as blobs of their own. */
const inlineMaximumBytes = 256 * 1024;

export interface SignedCommitOptions {
  github: GitHubClient;
  git: Git;
  /** A commit GitHub has (the branch tip the new commit goes on). */
  parent: string;
  /** The local commit whose tree the new commit must have. */
  head: string;
  message: string;
  treeChunkEntries?: number;
  log?: (line: string) => void;
}

interface Changed {
  path: string;
  /** null: deleted. */
  mode: TreeEntryInput['mode'] | null;
  blob: string | null;
}

/** What changed between `parent` and `head`, as tree entries (renames as delete + add). */
async function changedEntries(git: Git, parent: string, head: string): Promise<Changed[]> {
  const output = await git.raw(['diff-tree', '-r', '-z', '--no-renames', parent, head]);
  const fields = output.split('\0');
  const changed: Changed[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const meta = fields[index] ?? '';
    const path = fields[index + 1] ?? '';
    // ":100644 100644 <old sha> <new sha> M"
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ ([0-9a-f]+) ([A-Z])/.exec(meta);
    if (!match) continue;
    const [, , newMode = '', newSha = '', status] = match;
    if (status === 'D') {
      changed.push({ path, mode: null, blob: null });
      continue;
    }
    if (newMode === '160000')
      throw new UserError(
        `The agents changed the submodule ${path}; a signed commit through the GitHub API cannot record submodule changes.`,
        'Set use_commit_signing: false for this run, or leave submodules unchanged.',
      );
    if (newMode !== '100644' && newMode !== '100755' && newMode !== '120000') continue;
    changed.push({ path, mode: newMode, blob: newSha });
  }
  return changed;
}

/** Creates the commit on GitHub; its parent is `parent`, its tree that of `head`. */
export async function createSignedCommit(options: SignedCommitOptions): Promise<CommitInfo> {
  const { github, git } = options;
  const chunkSize = Math.max(1, options.treeChunkEntries ?? defaultTreeChunkEntries);
  const changed = await changedEntries(git, options.parent, options.head);
  const entries: TreeEntryInput[] = [];
  for (const change of changed) {
    if (change.mode === null || change.blob === null) {
      entries.push({ path: change.path, mode: '100644', sha: null });
      continue;
    }
    const bytes = await git.readBlob(change.blob);
    if (bytes.length > maximumBlobBytes)
      throw new UserError(
        `${change.path} is ${bytes.length} bytes; the GitHub API takes files of at most 100 MB, so it cannot be part of a signed commit.`,
        'Set use_commit_signing: false (git push) for changes with files that large.',
      );
    const text = inlineText(bytes);
    if (text !== undefined)
      entries.push({ path: change.path, mode: change.mode, sha: null, content: text });
    else
      entries.push({ path: change.path, mode: change.mode, sha: await github.createBlob(bytes) });
  }
  let tree = await github.getCommit(options.parent).then((commit) => commit.tree);
  const chunks = chunkEntries(entries, chunkSize, treeChunkBytes);
  for (const chunk of chunks) tree = await github.createTree(tree, chunk);
  const expected = (await git.raw(['rev-parse', `${options.head}^{tree}`])).trim();
  if (tree !== expected)
    throw new UserError(
      `The tree GitHub built (${tree.slice(0, 12)}) differs from the agents' tree (${expected.slice(0, 12)}); nothing was committed.`,
      'This happens when the branch on GitHub is not the commit the agents started from; run again on the current head.',
    );
  const commit = await github.createCommit({
    message: options.message,
    tree,
    parents: [options.parent],
  });
  options.log?.(
    `Created commit ${commit.sha.slice(0, 12)} through the GitHub API (${entries.length} file(s) in ${chunks.length} tree request(s))${commit.verified ? ', signed by GitHub' : ''}.`,
  );
  return commit;
}

/** The bytes as text when they survive a round trip through UTF-8 and hold no NUL; else undefined. */
function inlineText(bytes: Buffer): string | undefined {
  if (bytes.length > inlineMaximumBytes || bytes.includes(0)) return undefined;
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}

/** Consecutive chunks of at most `maxEntries` entries and (beyond one entry) `maxBytes` inline bytes. */
export function chunkEntries(
  entries: readonly TreeEntryInput[],
  maxEntries: number,
  maxBytes: number,
): TreeEntryInput[][] {
  const chunks: TreeEntryInput[][] = [];
  let current: TreeEntryInput[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = entry.content === undefined ? 0 : Buffer.byteLength(entry.content);
    if (current.length > 0 && (current.length >= maxEntries || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
