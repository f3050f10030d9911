import type { Git } from '../platform/git.js';

/**
 * actions/checkout leaves the workflow token in the repository's git config
 * (`http.<url>.extraheader`, unless `persist-credentials: false`), where an agent's Bash could
 * read it with `git config --list`. While the agents run, those entries are taken out of the
 * config (kept in memory only); `restore()` puts them back for Flotilla's own push.
 */
export async function hideCheckoutCredentials(
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
