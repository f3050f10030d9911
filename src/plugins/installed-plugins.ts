/**
 * Plugins installed and enabled the Claude Code way. `claude plugin install teamkit@local-mkt`
 * (Claude Code 2.1.332, observed) copies the plugin to
 * `~/.claude/plugins/cache/local-mkt/teamkit/<version>`, records that `installPath` under
 * `plugins["teamkit@local-mkt"]` in `~/.claude/plugins/installed_plugins.json`, and writes
 * `enabledPlugins: {"teamkit@local-mkt": true}` to `~/.claude/settings.json`. A `-p` run then
 * loads every installed plugin that the settings it reads enable (the highest file's value of
 * each id wins; `false` turns one off; `--setting-sources` leaves a file's out) from its
 * `installPath`, exactly as a `--plugin-dir` one but with the id `<name>@<marketplace>`. A
 * plugin of a local (`directory`) marketplace is loaded from the marketplace's directory instead,
 * where the team edits it (the cache copy is what `install` saw), installed or not.
 *
 * Flotilla never installs a plugin (no network, no marketplace clone): an enabled plugin that is
 * not installed is named in a notice that says how to get it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.js';
import { isRecord } from '../is-record.js';
import type { PluginLocation } from './plugin-manifest.js';
import type { PluginOptionValues } from './plugin-options.js';

/** What the run's merged settings say about plugins (src/settings/load-settings.ts). */
export interface PluginSettings {
  enabledPlugins: Readonly<Record<string, { enabled: boolean; source: string }>>;
  extraKnownMarketplaces: Readonly<Record<string, unknown>>;
  /** `pluginConfigs`: each plugin id's option values (src/plugins/plugin-options.ts). */
  pluginOptions: Readonly<Record<string, PluginOptionValues>>;
}

export interface EnabledPlugins {
  plugins: PluginLocation[];
  /** Enabled plugins the run goes without, and why. */
  notices: string[];
}

const installEntrySchema = z.looseObject({
  scope: z.string().optional(),
  installPath: z.string(),
  projectPath: z.string().optional(),
});

// Version 2 keeps a list of installs per plugin id (one per scope); version 1 kept one.
const installedPluginsSchema = z.looseObject({
  plugins: z.record(z.string(), z.union([z.array(installEntrySchema), installEntrySchema])),
});

/** Marketplace sources Claude Code fetches over the network (a `directory` one is local). */
const remoteSources = new Set(['github', 'git', 'url']);

/**
 * The installed plugins `settings` enable, in the order the settings name them, for a run in
 * `repoRoot` whose home is `homeDir`. An install for this project (`projectPath`) is preferred
 * to the user's.
 */
export async function findEnabledPlugins(
  settings: PluginSettings,
  place: { homeDir?: string; repoRoot: string },
): Promise<EnabledPlugins> {
  const enabled = Object.entries(settings.enabledPlugins).filter(([, entry]) => entry.enabled);
  const found: EnabledPlugins = { plugins: [], notices: [] };
  if (enabled.length === 0) return found;
  const pluginsDirectory =
    place.homeDir === undefined ? undefined : path.join(place.homeDir, '.claude', 'plugins');
  const installed =
    pluginsDirectory === undefined
      ? {}
      : await readInstalledPlugins(path.join(pluginsDirectory, 'installed_plugins.json'));
  const known =
    pluginsDirectory === undefined
      ? {}
      : await readKnownMarketplaces(path.join(pluginsDirectory, 'known_marketplaces.json'));
  for (const [id, { source }] of enabled) {
    const marketplace = id.slice(id.lastIndexOf('@') + 1);
    const marketplaceSourceOf = settings.extraKnownMarketplaces[marketplace] ?? known[marketplace];
    // Only a marketplace the user added (known_marketplaces.json, in their home) is read live:
    // settings name marketplaces too (extraKnownMarketplaces), and a checkout's could send an
    // enabled plugin to a directory of its own, whose hooks and MCP servers run on the host.
    const live =
      pluginsDirectory === undefined
        ? undefined
        : await pluginInDirectoryMarketplace(
            known[marketplace],
            id.slice(0, id.lastIndexOf('@')),
            pluginsDirectory,
          );
    if (live !== undefined) {
      found.plugins.push({ root: live, marketplace });
      continue;
    }
    const installs = installed[id] ?? [];
    const install =
      installs.find((entry) => entry.projectPath === place.repoRoot) ??
      installs.find((entry) => entry.projectPath === undefined) ??
      installs[0];
    const enabledIn = `${id}, enabled in ${source},`;
    const getIt = `Install it with \`claude plugin install ${id}\`, or pass its directory with --plugin-dir.`;
    if (install === undefined) {
      const where = marketplaceSource(marketplaceSourceOf);
      const remote =
        where === undefined
          ? ''
          : ` Its marketplace ${marketplace} comes from ${where}, which would need the network; Flotilla never installs plugins.`;
      found.notices.push(
        `Plugin ${enabledIn} is not installed (${pluginsDirectory === undefined ? 'the run has no home directory' : `no entry in ${path.join(pluginsDirectory, 'installed_plugins.json')}`}): the run goes without it.${remote} ${getIt}`,
      );
      continue;
    }
    const root = path.resolve(pluginsDirectory ?? '', install.installPath);
    if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
      found.notices.push(
        `Plugin ${enabledIn} is installed at ${root}, which is not there any more: the run goes without it. ${getIt}`,
      );
      continue;
    }
    found.plugins.push({ root, marketplace });
  }
  return found;
}

const marketplaceFileSchema = z.looseObject({
  metadata: z.looseObject({ pluginRoot: z.string().optional() }).optional(),
  plugins: z.array(z.looseObject({ name: z.string(), source: z.unknown() })),
});

/**
 * The directory of plugin `name` in a local (`directory`) marketplace, as
 * `.claude-plugin/marketplace.json` there lists it with a relative source (`./plugins/teamkit`,
 * or `teamkit` under `metadata.pluginRoot`); undefined for any other marketplace, or one that is
 * not there or does not list the plugin as a directory of its own (its install is used then).
 * Claude Code 2.1.332 loads such a plugin from there, not from the install's cache copy: edits to
 * the marketplace's files take effect in the next session.
 */
async function pluginInDirectoryMarketplace(
  source: unknown,
  name: string,
  /** Where a relative path is read from: the user's plugins directory, never the checkout. */
  base: string,
): Promise<string | undefined> {
  if (!isRecord(source) || source.source !== 'directory' || typeof source.path !== 'string') {
    return undefined;
  }
  const directory = path.resolve(base, source.path);
  let listed;
  try {
    const text = await readFile(path.join(directory, '.claude-plugin', 'marketplace.json'), 'utf8');
    listed = marketplaceFileSchema.safeParse(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (!listed.success) return undefined;
  const entry = listed.data.plugins.find((plugin) => plugin.name === name);
  if (typeof entry?.source !== 'string') return undefined;
  const root = path.resolve(directory, listed.data.metadata?.pluginRoot ?? '.', entry.source);
  // A source that leads out of the marketplace is not one of its plugins' directories.
  const inside = path.relative(directory, root);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  return (await stat(root).catch(() => undefined))?.isDirectory() ? root : undefined;
}

/** installed_plugins.json's installs by plugin id; none when the file is not there. */
async function readInstalledPlugins(
  file: string,
): Promise<Record<string, z.infer<typeof installEntrySchema>[]>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw new UserError(
      `Cannot read ${file}: ${errorMessage(error)}.`,
      'Make it readable, or turn the plugins off in enabledPlugins.',
      { cause: error },
    );
  });
  if (text === undefined) return {};
  let parsed;
  try {
    parsed = installedPluginsSchema.safeParse(JSON.parse(text));
  } catch (error) {
    parsed = { success: false as const, error };
  }
  // The settings enable plugins that may guard the run: they must never be silently lost.
  if (!parsed.success) {
    throw new UserError(
      `${file} is not the installed-plugins record Claude Code writes: ${errorMessage(parsed.error)}.`,
      'Expected {"version": 2, "plugins": {"<plugin>@<marketplace>": [{"scope": "user", "installPath": "/…"}]}}. Reinstall the plugins with `claude plugin install`, or turn them off in enabledPlugins.',
    );
  }
  return Object.fromEntries(
    Object.entries(parsed.data.plugins).map(([id, entries]) => [
      id,
      Array.isArray(entries) ? entries : [entries],
    ]),
  );
}

/** known_marketplaces.json's `source` of each marketplace; none when it cannot be read. */
async function readKnownMarketplaces(file: string): Promise<Record<string, unknown>> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    if (!isRecord(value)) return {};
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => [
        name,
        isRecord(entry) ? entry.source : undefined,
      ]),
    );
  } catch {
    // Only read to word a notice: without it the notice says less.
    return {};
  }
}

/** Where a marketplace that needs the network comes from; undefined for a local or unknown one. */
function marketplaceSource(source: unknown): string | undefined {
  if (!isRecord(source) || typeof source.source !== 'string') return undefined;
  if (!remoteSources.has(source.source)) return undefined;
  const where = source.repo ?? source.url;
  return typeof where === 'string' ? `${source.source} ${where}` : source.source;
}
