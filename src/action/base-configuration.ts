import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorMessage } from '../errors.js';
import { followProjectImports, isMemoryFileName } from '../memory/memory-imports.js';
import type { Git } from '../platform/git.js';
import type { PullRequestInfo } from '../platform/github.js';
import { configurationBase, pullRequestNumberOf, type GitHubEvent } from './context.js';

/**
 * What a run reads as configuration: agents, skills, settings, hooks, MCP servers and agent
 * memory (`.claude/agent-memory/`, `.claude/agent-memory-local/`) under `.claude/` and
 * `.mcp.json`, and the memory files (every CLAUDE.md and CLAUDE.local.md, and the rules under
 * any directory's `.claude/rules`, with the files they import), and the skills of every package
 * (`<dir>/.claude/skills/`), which an agent gets as it works there (src/skills/nested-skills.ts).
 */
function isConfigurationFile(file: string, pluginDirs: readonly string[]): boolean {
  return (
    file === '.mcp.json' ||
    file.startsWith('.claude/') ||
    file.includes('/.claude/skills/') ||
    isMemoryFileName(file) ||
    pluginDirs.some((directory) => directory === '' || file.startsWith(`${directory}/`))
  );
}

/**
 * The commit a run on `event` reads its configuration from (DESIGN §6): the pull request's base,
 * taken from the payload, or — for a comment on a pull request, whose payload names no base —
 * from the pull request GitHub reports (`known`, when the caller already fetched it, else looked
 * up). Undefined when the event is about no pull request: the checked-out tree is trusted. Every
 * reader of the configuration (the run, the matrix plan) asks here, so that no event lets a pull
 * request pick its own agents.
 */
export async function findConfigurationBase(
  event: GitHubEvent,
  lookupPullRequest: (pullNumber: number) => Promise<PullRequestInfo>,
  known?: PullRequestInfo,
): Promise<{ ref: string; sha: string } | undefined> {
  const fromPayload = configurationBase(event);
  if (fromPayload) return fromPayload;
  const pullNumber = pullRequestNumberOf(event);
  if (pullNumber === undefined) return undefined;
  const pullRequest = known ?? (await lookupPullRequest(pullNumber));
  return { ref: pullRequest.baseRef, sha: pullRequest.baseSha };
}

/**
 * Copies the base branch's configuration into a temp directory, so that on pull-request events
 * agents, skills, settings and hooks come from the base, never from the pull request under review. When
 * the base commit cannot be had the directory is left empty (with a warning): the run then uses
 * the built-in agents only, never the pull request's. `pluginDirs` (the `plugin_dirs` in the
 * workspace, relative to it with `/`) are configuration too: copied whole.
 */
export async function checkoutBaseConfiguration(
  git: Git,
  base: { ref: string; sha: string },
  warn: (line: string) => void,
  pluginDirs: readonly string[] = [],
): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-base-config-'));
  try {
    if (!(await git.tryRevParse(`${base.sha}^{commit}`))) {
      await git.raw(['fetch', '--no-tags', '--depth=1', 'origin', base.sha]);
    }
    const listing = await git.raw(['ls-tree', '-r', '-z', '--name-only', base.sha]);
    const files = new Set(listing.split('\0').filter(Boolean));
    const copy = async (file: string): Promise<string> => {
      const text = await git.raw(['show', `${base.sha}:${file}`]);
      const target = path.join(directory, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
      return text;
    };
    const memoryTexts = new Map<string, string>();
    for (const file of files) {
      if (!isConfigurationFile(file, pluginDirs)) continue;
      const text = await copy(file);
      if (isMemoryFileName(file)) memoryTexts.set(file, text);
    }
    // What memory files import comes from the base too, never from the pull request.
    await followProjectImports(memoryTexts, async (file) =>
      files.has(file) ? await copy(file) : undefined,
    );
    return directory;
  } catch (error) {
    warn(
      `Could not read the agent configuration of the base branch ${base.ref} (${base.sha.slice(0, 12)}): ${errorMessage(error)}. Running with the built-in agents only.`,
    );
    // Nothing half-copied: an empty configuration, not part of one.
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory);
    return directory;
  }
}
