import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Installs plugin `name@marketplace` in `home` as `claude plugin install` (Claude Code 2.1.332)
 * leaves it: its files under ~/.claude/plugins/cache/<marketplace>/<name>/1.0.0, that
 * `installPath` recorded in installed_plugins.json, and the plugin enabled in
 * ~/.claude/settings.json. `files` maps paths inside the plugin to their text. Returns the
 * install path.
 */
export async function installPlugin(
  home: string,
  id: `${string}@${string}`,
  files: Record<string, string>,
): Promise<string> {
  const [name = '', marketplace = ''] = id.split('@');
  const plugins = path.join(home, '.claude', 'plugins');
  const installPath = path.join(plugins, 'cache', marketplace, name, '1.0.0');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(installPath, file)), { recursive: true });
    await writeFile(path.join(installPath, file), text);
  }
  await writeFile(
    path.join(plugins, 'installed_plugins.json'),
    JSON.stringify({ version: 2, plugins: { [id]: [{ scope: 'user', installPath }] } }),
  );
  await writeFile(
    path.join(home, '.claude', 'settings.json'),
    JSON.stringify({ enabledPlugins: { [id]: true } }),
  );
  return installPath;
}
