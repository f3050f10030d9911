import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Git } from '../platform/git.js';

/**
 * actions/checkout leaves the workflow token where an agent's Bash could read it (unless
 * `persist-credentials: false`): v4 and v5 in the repository's git config
 * (`http.<url>.extraheader`), v6 in a file under $RUNNER_TEMP that the config includes
 * (`includeIf.gitdir:….path`). While the agents run, the config entries are taken out and those
 * files emptied (both kept in memory only); `restore()` puts them back for Flotilla's own push.
 */
export async function hideCheckoutCredentials(
  git: Git,
): Promise<{ restore(): Promise<void>; restoreSync(): void }> {
  const files = await emptyIncludedCredentialFiles(git);
  const config = await hideConfigEntries(git);
  return {
    restore: async () => {
      await config.restore();
      for (const file of files.splice(0)) await writeFile(file.path, file.text);
    },
    restoreSync: () => {
      config.restoreSync();
      for (const file of files.splice(0)) writeFileSync(file.path, file.text);
    },
  };
}

/** The files the local config includes that hold an extraheader (checkout v6), emptied. */
async function emptyIncludedCredentialFiles(
  git: Git,
): Promise<Array<{ path: string; text: string }>> {
  const result = await git.run(
    ['config', '--local', '--null', '--get-regexp', '^includeif\\..*\\.path$'],
    { okExitCodes: [0, 1] },
  );
  const emptied: Array<{ path: string; text: string }> = [];
  for (const entry of result.stdout.split('\0').filter(Boolean)) {
    const value = entry.slice(entry.indexOf('\n') + 1);
    const file = path.resolve(git.cwd, value);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined || !/extraheader/i.test(text)) continue;
    if (emptied.some((known) => known.path === file)) continue;
    await writeFile(file, '');
    emptied.push({ path: file, text });
  }
  return emptied;
}

async function hideConfigEntries(
  git: Git,
): Promise<{ restore(): Promise<void>; restoreSync(): void }> {
  const result = await git.run(
    ['config', '--local', '--null', '--get-regexp', '^http\\..*\\.extraheader$'],
    {
      okExitCodes: [0, 1],
    },
  );
  const entries = result.stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const newline = entry.indexOf('\n');
      return { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
    });
  for (const key of new Set(entries.map((entry) => entry.key))) {
    await git.raw(['config', '--local', '--unset-all', key]);
  }
  // Each entry goes back once, whichever restore gets to it: a second signal during the
  // asynchronous restore still puts back the ones not yet written.
  const pending = [...entries];
  return {
    restore: async () => {
      while (pending.length > 0) {
        const { key, value } = pending[0]!;
        await git.raw(['config', '--local', '--add', key, value]);
        pending.shift();
      }
    },
    // The last word, on a forced exit: writes every entry again from scratch, so an add still in
    // flight from restore() cannot leave one missing or doubled.
    restoreSync: () => {
      if (pending.length === 0) return;
      pending.length = 0;
      for (const key of new Set(entries.map((entry) => entry.key))) {
        try {
          git.rawSync(['config', '--local', '--unset-all', key]);
        } catch {
          // Not there (yet): nothing to unset.
        }
      }
      for (const { key, value } of entries) git.rawSync(['config', '--local', '--add', key, value]);
    },
  };
}
