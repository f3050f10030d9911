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
  let restored = entries.length === 0;
  return {
    restore: async () => {
      if (restored) return;
      restored = true;
      for (const { key, value } of entries)
        await git.raw(['config', '--local', '--add', key, value]);
    },
    // A second cancellation signal exits at once: the config is put back before that.
    restoreSync: () => {
      if (restored) return;
      restored = true;
      for (const { key, value } of entries) git.rawSync(['config', '--local', '--add', key, value]);
    },
  };
}
