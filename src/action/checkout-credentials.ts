import {
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentError, errorMessage } from '../errors.js';
import type { Git } from '../platform/git.js';

/**
 * actions/checkout leaves the workflow token where an agent's Bash could read it (unless
 * `persist-credentials: false`): v4 and v5 in the repository's git config
 * (`http.<url>.extraheader`) and, with `submodules: true`, in every submodule's config under
 * `.git/modules/` (nested ones too); v6 in a file under $RUNNER_TEMP that those configs include
 * (`includeIf.gitdir:….path`). While the agents run, the config entries are taken out and those
 * files emptied (both kept in memory only); `restore()` puts them back for Flotilla's own push.
 *
 * The token never goes on a command line (where `ps` and process audit logs see it): git is only
 * asked to read the entries and to unset them by key; putting them back writes the config file
 * itself, under git's own `<file>.lock`, the way actions/checkout writes its token.
 */
export interface HiddenCheckoutCredentials {
  restore(): Promise<void>;
  /** The same, for a forced exit; restoring twice (or after `restore()`) does nothing. */
  restoreSync(): void;
}

interface HiddenEntry {
  /** The `<url>` of `http.<url>.extraheader`, exactly as git names it. */
  subsection: string;
  value: string;
}

interface HiddenFile {
  path: string;
  /** Text to write back as a whole (an included credentials file), or entries to append. */
  restore: { text: string } | { entries: HiddenEntry[] };
}

export async function hideCheckoutCredentials(git: Git): Promise<HiddenCheckoutCredentials> {
  const configFiles = await repositoryConfigFiles(git);
  const hidden: HiddenFile[] = [];
  // Each file goes back once, whichever restore gets to it. Restoring is synchronous (a few small
  // files), so a forced exit can never interleave with a restore half done.
  const restoreSync = (): void => {
    // One file that cannot be written (its lock held) does not keep the others from going back.
    const failed: HiddenFile[] = [];
    let firstError: unknown;
    for (const file of hidden.splice(0)) {
      try {
        restoreFile(file);
      } catch (error) {
        failed.push(file);
        firstError ??= error;
      }
    }
    hidden.push(...failed);
    if (failed.length > 0) throw firstError;
  };
  try {
    for (const file of await includedCredentialFiles(git, configFiles)) {
      hidden.push({ path: file.path, restore: { text: file.text } });
      replaceFileSync(file.path, () => '');
    }
    for (const configFile of configFiles) {
      const entries = await extraheaderEntries(git, configFile);
      for (const key of new Set(entries.map((entry) => entry.key))) {
        await git.raw(['config', '--file', configFile, '--unset-all', key]);
        // Recorded once gone, so a failure halfway puts back only what was taken out.
        const taken = entries.filter((entry) => entry.key === key).map((entry) => entry.entry);
        hidden.push({ path: configFile, restore: { entries: taken } });
      }
    }
  } catch (error) {
    // Half hidden is worse than not hidden: whatever was taken out goes back before the error.
    try {
      restoreSync();
    } catch (restoreError) {
      // Both are told: why hiding failed, and that some credentials are still taken out.
      throw new EnvironmentError(
        `${errorMessage(error)}; and what was taken out could not all be put back: ${errorMessage(restoreError)}`,
        restoreError instanceof EnvironmentError ? restoreError.hint : undefined,
        { cause: new AggregateError([error, restoreError]) },
      );
    }
    throw error;
  }
  return { restore: async () => restoreSync(), restoreSync };
}

/**
 * The repository's own config and the config of every submodule git directory under
 * `modules/` (a submodule's name may hold slashes; nested submodules sit in their parent's
 * `modules/`).
 */
async function repositoryConfigFiles(git: Git): Promise<string[]> {
  const commonDir = await git.commonDir();
  const gitDir = await git.gitDir();
  const files = [path.join(commonDir, 'config')];
  for (const directory of new Set([commonDir, gitDir])) {
    files.push(...(await submoduleConfigFiles(path.join(directory, 'modules'))));
  }
  return [...new Set(files)];
}

async function submoduleConfigFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    // Symbolic links are not followed: git itself never puts one here.
    if (!entry.isDirectory()) continue;
    const child = path.join(directory, entry.name);
    if (await isGitDirectory(child)) {
      found.push(path.join(child, 'config'));
      found.push(...(await submoduleConfigFiles(path.join(child, 'modules'))));
    } else {
      found.push(...(await submoduleConfigFiles(child)));
    }
  }
  return found;
}

/**
 * A submodule's git directory is told by its `config` file (HEAD and objects/ are not waited for:
 * a half-made directory may already hold a credential). Only `modules/` inside one is searched
 * further, so a branch named `config` under refs/ is never taken for one.
 */
async function isGitDirectory(directory: string): Promise<boolean> {
  const config = await lstat(path.join(directory, 'config')).catch(() => undefined);
  return config?.isFile() ?? false;
}

/** The files these configs include that hold an extraheader (checkout v6). */
async function includedCredentialFiles(
  git: Git,
  configFiles: readonly string[],
): Promise<Array<{ path: string; text: string }>> {
  const found: Array<{ path: string; text: string }> = [];
  for (const configFile of configFiles) {
    const result = await git.run(
      ['config', '--file', configFile, '--null', '--get-regexp', '^include(if\\..*)?\\.path$'],
      { okExitCodes: [0, 1] },
    );
    for (const { value } of nullSeparatedEntries(result.stdout)) {
      // As git reads it: a relative include is relative to the including file's directory.
      const file = path.resolve(path.dirname(configFile), value);
      if (found.some((known) => known.path === file)) continue;
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined || !/extraheader/i.test(text)) continue;
      found.push({ path: file, text });
    }
  }
  return found;
}

async function extraheaderEntries(
  git: Git,
  configFile: string,
): Promise<Array<{ key: string; entry: HiddenEntry }>> {
  const result = await git.run(
    ['config', '--file', configFile, '--null', '--get-regexp', '^http\\..*\\.extraheader$'],
    { okExitCodes: [0, 1] },
  );
  return nullSeparatedEntries(result.stdout).map(({ key, value }) => ({
    key,
    // The key is `http.<url>.extraheader`, the url kept as written.
    entry: { subsection: key.slice('http.'.length, -'.extraheader'.length), value },
  }));
}

/** `git config --null --get-regexp` output: `key\nvalue\0` per entry. */
function nullSeparatedEntries(stdout: string): Array<{ key: string; value: string }> {
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return newline < 0
        ? { key: entry, value: '' }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
    });
}

function restoreFile(file: HiddenFile): void {
  const { restore } = file;
  if ('text' in restore) {
    replaceFileSync(file.path, () => restore.text);
    return;
  }
  replaceFileSync(file.path, (current) => {
    // A submodule removed while the agents ran takes its credentials with it.
    if (current === undefined) return undefined;
    const separator = current === '' || current.endsWith('\n') ? '' : '\n';
    return `${current}${separator}${extraheaderSections(restore.entries)}`;
  });
}

/** The entries as config text: one `[http "<url>"]` section per url, values in their order. */
function extraheaderSections(entries: readonly HiddenEntry[]): string {
  const byUrl = new Map<string, string[]>();
  for (const { subsection, value } of entries) {
    byUrl.set(subsection, [...(byUrl.get(subsection) ?? []), value]);
  }
  return [...byUrl]
    .map(
      ([subsection, values]) =>
        `[http "${quoted(subsection)}"]\n${values.map((value) => `\textraheader = "${quoted(value)}"\n`).join('')}`,
    )
    .join('');
}

/** Escapes text for inside double quotes in a git config file. */
function quoted(text: string): string {
  return text.replace(/[\\"\n\t\b]/g, (character) =>
    character === '\n'
      ? '\\n'
      : character === '\t'
        ? '\\t'
        : character === '\b'
          ? '\\b'
          : `\\${character}`,
  );
}

const lockAttempts = 40;
const lockRetryMilliseconds = 50;

/**
 * Replaces a file the way git does: create `<file>.lock` exclusively (so no concurrent `git
 * config` loses our write or we its), write and flush it, rename it over the file. `change`
 * gets the current text (undefined if there is no file) and returns the new one, or undefined
 * to leave things as they are. Synchronous on purpose: see `hideCheckoutCredentials`.
 */
function replaceFileSync(
  file: string,
  change: (current: string | undefined) => string | undefined,
): void {
  const lock = `${file}.lock`;
  const descriptor = takeLock(lock);
  let renamed = false;
  try {
    let current: string | undefined;
    try {
      current = readFileSync(file, 'utf8');
      // The file keeps its permission bits (a shared repository's config is group-writable).
      fchmodSync(descriptor, statSync(file).mode & 0o7777);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const next = change(current);
    if (next === undefined) return;
    writeSync(descriptor, next);
    fsyncSync(descriptor);
    renameSync(lock, file);
    renamed = true;
  } catch (error) {
    throw new EnvironmentError(
      `Cannot write ${file}: ${errorMessage(error)}`,
      'Check that the checkout is writable; the checkout credentials may need `actions/checkout` again.',
      { cause: error },
    );
  } finally {
    closeSync(descriptor);
    if (!renamed) rmSync(lock, { force: true });
  }
}

function takeLock(lock: string): number {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    try {
      return openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= lockAttempts) {
        throw new EnvironmentError(
          `Cannot lock ${lock}: ${errorMessage(error)}`,
          (error as NodeJS.ErrnoException).code === 'EEXIST'
            ? `Another git process holds ${lock}; if none runs, remove the file and run again.`
            : `Check that ${path.dirname(lock)} is writable.`,
          { cause: error },
        );
      }
      // A git command holds the lock for milliseconds: wait a little and try again.
      Atomics.wait(wait, 0, 0, lockRetryMilliseconds);
    }
  }
}
