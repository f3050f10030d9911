/**
 * A plugin's hooks (`hooks/hooks.json`, `{"hooks": {…}}` in the settings files' form, then the
 * files its manifest's `hooks` names, or the hooks it gives there inline), which
 * Claude Code 2.1.332 runs beside the settings' hooks: a plugin's PreToolUse hook that exits 2
 * blocks the call. Each of its commands runs with CLAUDE_PLUGIN_ROOT set to the plugin's directory
 * (Claude Code sets the variable; it does not rewrite the command text) and, in a run,
 * CLAUDE_PLUGIN_DATA to its data directory (src/plugins/plugin-data.ts), made then, and
 * CLAUDE_PLUGIN_OPTION_<NAME> for each of its options (src/plugins/plugin-options.ts).
 */
import { readFile } from 'node:fs/promises';
import { appendHooks, hookEvents, type AgentHooks } from '../agents/definition.js';
import { createProblem, type Problem } from '../agents/problems.js';
import { SourceText } from '../agents/yaml-source.js';
import { errorMessage, UserError } from '../errors.js';
import { parseSettingsText } from '../settings/settings-file.js';
import { ensurePluginDataDirectory, pluginDataDirectory, pluginVariables } from './plugin-data.js';
import { readPluginManifest, type PluginLocation } from './plugin-manifest.js';
import { optionEnvironment, optionPlaceholderPattern } from './plugin-options.js';

export interface PluginHooks {
  /** Every plugin's hooks, in the run's order of plugins. */
  hooks: AgentHooks;
  problems: Problem[];
}

/** `dataRoot`: where the plugins' data directories live (a run's); undefined: none is set. */
export async function loadPluginHooks(
  plugins: readonly PluginLocation[],
  dataRoot?: string,
): Promise<PluginHooks> {
  const loaded: PluginHooks = { hooks: {}, problems: [] };
  for (const location of plugins) {
    const manifest = await readPluginManifest(location);
    const root = manifest.root;
    const hooks: AgentHooks = {};
    for (const file of manifest.hookFiles) {
      const read = await readHooksFile(file);
      if (read === undefined) continue;
      loaded.problems.push(...read.problems);
      appendHooks(hooks, withoutOptionCommands(read.hooks, manifest.id, read, loaded.problems));
    }
    if (manifest.hooks && namesAnOption(manifest.hooks)) {
      // The manifest's text, to say where: read again only for this rare refusal.
      const written = { file: manifest.file, text: await readFile(manifest.file, 'utf8') };
      appendHooks(
        hooks,
        withoutOptionCommands(manifest.hooks, manifest.id, written, loaded.problems),
      );
    } else if (manifest.hooks) appendHooks(hooks, manifest.hooks);
    const data = dataRoot === undefined ? undefined : pluginDataDirectory(dataRoot, manifest.id);
    if (data !== undefined && hookEvents.some((event) => (hooks[event]?.length ?? 0) > 0)) {
      await ensurePluginDataDirectory(data);
    }
    const environment = {
      ...pluginVariables(root, data),
      ...optionEnvironment(location.options ?? {}),
    };
    const rooted: AgentHooks = {};
    for (const event of hookEvents) {
      rooted[event] = hooks[event]?.map((matcher) => ({
        ...matcher,
        hooks: matcher.hooks.map((hook) => ({
          ...hook,
          environment,
          sandboxPaths: { visible: [root], writable: data === undefined ? [] : [data] },
        })),
      }));
    }
    appendHooks(loaded.hooks, rooted);
  }
  return loaded;
}

/** Whether a hook's command names `${user_config.…}` (see withoutOptionCommands). */
function namesAnOption(hooks: AgentHooks): boolean {
  return hookEvents.some((event) =>
    hooks[event]?.some((matcher) =>
      matcher.hooks.some((hook) => optionPlaceholderPattern.test(hook.command)),
    ),
  );
}

/**
 * The hooks but those whose command names `${user_config.…}`, each reported where it is written:
 * Claude Code 2.1.332 fails such a hook each time it would run (the value, spliced into the
 * command, would be parsed again by the shell), so it never runs.
 */
function withoutOptionCommands(
  hooks: AgentHooks,
  pluginId: string,
  written: { file: string; text: string },
  problems: Problem[],
): AgentHooks {
  const kept: AgentHooks = {};
  let searchFrom = 0;
  for (const event of hookEvents) {
    kept[event] = hooks[event]?.map((matcher) => ({
      ...matcher,
      hooks: matcher.hooks.filter((hook) => {
        const option = optionPlaceholderPattern.exec(hook.command);
        if (option === null) return true;
        // Where it is written: the next such text, else the first (the events' order is not the file's).
        const next = written.text.indexOf(option[0], searchFrom);
        const offset = next >= 0 ? next : Math.max(written.text.indexOf(option[0]), 0);
        searchFrom = offset + 1;
        problems.push(
          createProblem(
            'plugin-hook-option-in-command',
            new SourceText(written.file, written.text, 1).locate(offset),
            `A ${event} hook of plugin ${pluginId} names ${option[0]} in its command (${hook.command}); it does not run, as in Claude Code 2.1.332: the value would be parsed again by the shell.`,
            'Read the option from the hook\'s environment instead: $CLAUDE_PLUGIN_OPTION_<NAME> (the option\'s name in upper case), quoted: "$CLAUDE_PLUGIN_OPTION_API_URL".',
          ),
        );
        return false;
      }),
    }));
  }
  return kept;
}

/** A hooks file's hooks and problems; undefined when it does not exist. */
async function readHooksFile(
  file: string,
): Promise<{ file: string; text: string; hooks: AgentHooks; problems: Problem[] } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UserError(
      `Cannot read the plugin hooks file '${file}': ${errorMessage(error)}`,
      'A plugin policy must not be silently lost: make the file readable, or leave out the --plugin-dir.',
      { cause: error },
    );
  }
  const parsed = parseSettingsText(file, text);
  return { file, text, hooks: parsed.settings?.hooks ?? {}, problems: parsed.problems };
}
