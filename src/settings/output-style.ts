/**
 * Output styles, as Claude Code 2.1.332 has them: `outputStyle` in the settings names a markdown
 * file of `.claude/output-styles/` (the project's, which wins a name) or
 * `~/.claude/output-styles/` (the user's); its name is its frontmatter `name`, else the file's
 * name without `.md`, matched exactly; a plugin's style (its `output-styles/`) is
 * `plugin:Name`, and one with `force-for-plugin: true` is in force over any `outputStyle`. The
 * lead's system prompt gets its instructions under
 * `# Output Style: <name>`, and each of its tool rounds ends with a reminder that the style
 * holds; a resumed conversation, which keeps the system prompt it started with, is told of a
 * style that changed since (`resumedOutputStyleReminder`). Subagents and teammates do not get it (it shapes the answer the run gives).
 *
 * Claude Code's own built-in styles (`Explanatory`, `Learning`) are its prompts, which Flotilla
 * does not copy: naming one is a notice, and the run keeps the default style.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap } from 'yaml';
import { findMarkdownFiles, markdownFilesAt } from '../agents/find-agent-files.js';
import { normalizeText, splitFrontmatter } from '../agents/frontmatter.js';
import { parseFrontmatterYaml } from '../agents/yaml-source.js';
import {
  readPluginManifest,
  type PluginLocation,
  type PluginManifest,
} from '../plugins/plugin-manifest.js';
import { readSources, type SettingSource } from './setting-sources.js';

export interface OutputStyle {
  name: string;
  /** The markdown after the frontmatter: what the lead is told. */
  instructions: string;
  file: string;
  /**
   * `keep-coding-instructions`: read, and changes nothing; Claude Code 2.1.332's `-p` sent the
   * same system prompt with it true or false.
   */
  keepCodingInstructions: boolean;
  /** `force-for-plugin: true` in a plugin's style: in force whenever the plugin is loaded. */
  forceForPlugin: boolean;
}

export interface OutputStyleChoice {
  /** The style in force; undefined for the default one. */
  style?: OutputStyle;
  /** Why a style the settings name is not in force, for the run's log. */
  notice?: string;
}

/** The name the default style goes by (in `outputStyle` and the stream-json `init` event). */
export const defaultOutputStyle = 'default';

/** Claude Code's built-in styles besides the default: their text is Claude Code's own. */
const claudeCodeStyles = new Set(['Explanatory', 'Learning']);

export async function chooseOutputStyle(
  name: string | undefined,
  sources: {
    configRoot: string;
    homeDir?: string;
    /** `--setting-sources`: which of the project's and the user's styles are read. */
    settingSources?: readonly SettingSource[];
    /** The run's plugins: their styles are `plugin:Name`, read whatever `settingSources` says. */
    plugins?: readonly PluginLocation[];
  },
): Promise<OutputStyleChoice> {
  // A plugin's style with `force-for-plugin: true` is in force as soon as the plugin is loaded,
  // over any `outputStyle`, as Claude Code 2.1.332 applies it (observed).
  const plugins = await Promise.all((sources.plugins ?? []).map(readPluginManifest));
  for await (const style of pluginStyles(plugins)) {
    if (!style.forceForPlugin) continue;
    return {
      style,
      ...(name !== undefined && name !== defaultOutputStyle && name !== style.name
        ? {
            notice: `outputStyle "${name}" is not in force: the plugin style ${style.name} (${style.file}) says force-for-plugin: true.`,
          }
        : {}),
    };
  }
  if (name === undefined || name === defaultOutputStyle) return {};
  if (claudeCodeStyles.has(name)) {
    return {
      notice: `outputStyle "${name}" is one of Claude Code's built-in styles, which Flotilla does not have: the default style applies. A style of your own goes in .claude/output-styles/<name>.md.`,
    };
  }
  const read = readSources(sources.settingSources);
  const directories = [
    ...(read.has('project') ? [path.join(sources.configRoot, '.claude', 'output-styles')] : []),
    ...(read.has('user') && sources.homeDir
      ? [path.join(sources.homeDir, '.claude', 'output-styles')]
      : []),
  ];
  for (const directory of directories) {
    for (const file of await findMarkdownFiles(directory)) {
      const style = parseOutputStyle(await readFile(file, 'utf8'), file);
      if (style.name === name) return { style };
    }
  }
  for await (const style of pluginStyles(
    plugins.filter((plugin) => name.startsWith(`${plugin.name}:`)),
  )) {
    if (style.name === name) return { style };
  }
  const searched = [...directories, ...plugins.flatMap((plugin) => plugin.outputStylePaths)];
  return {
    notice: `outputStyle "${name}" names no output style (looked for in ${searched.length > 0 ? searched.join(' and ') : 'no directory: --setting-sources reads neither the project nor the user'}): the default style applies.`,
  };
}

/**
 * The plugins' styles (`output-styles/`, or the manifest's `outputStyles` instead), in order,
 * named `plugin:Name` as Claude Code 2.1.332 names them (`# Output Style: px:Pirate`).
 */
async function* pluginStyles(plugins: readonly PluginManifest[]): AsyncGenerator<OutputStyle> {
  for (const plugin of plugins) {
    for (const entry of plugin.outputStylePaths) {
      for (const file of await markdownFilesAt(entry)) {
        const style = parseOutputStyle(await readFile(file, 'utf8'), file);
        yield { ...style, name: `${plugin.name}:${style.name}` };
      }
    }
  }
}

/** One style file; frontmatter it cannot read is left out, as a skill's is (skill-file.ts). */
export function parseOutputStyle(text: string, file: string): OutputStyle {
  const normalized = normalizeText(text);
  const split = splitFrontmatter(normalized);
  const fields =
    split.kind === 'ok'
      ? parseFrontmatterYaml(file, split.yaml, split.yamlFirstLine).document
      : undefined;
  const mapping =
    fields && fields.errors.length === 0 && isMap(fields.contents) ? fields : undefined;
  const written = mapping?.get('name');
  return {
    name:
      typeof written === 'string' && written.trim() !== ''
        ? written.trim()
        : path.basename(file).replace(/\.md$/i, ''),
    instructions: (split.kind === 'ok' ? split.body : normalized).trim(),
    file,
    keepCodingInstructions: mapping?.get('keep-coding-instructions') === true,
    forceForPlugin: mapping?.get('force-for-plugin') === true,
  };
}

/** The section that ends the lead's system prompt. */
export function outputStyleSection(style: OutputStyle): string {
  return `# Output Style: ${style.name}\n${style.instructions}`;
}

/** What follows each of the lead's tool rounds while a style is in force. */
export function outputStyleReminder(style: OutputStyle): string {
  return systemReminder(
    `The output style "${style.name}" is in force: keep to its instructions in what you write.`,
  );
}

/**
 * What follows the prompt of a resumed conversation whose recorded system prompt is sent again,
 * given the style in force when the conversation last ran (`recorded`, `default` for none) and
 * the one in force now, as Claude Code 2.1.332 does on `--continue`: a style that changed (or
 * came in) gets its section, since the resent system prompt holds the earlier one or none; a
 * style gone says the default applies again; an unchanged style gets the tool rounds' reminder;
 * the default kept, nothing. Nothing either for a session that recorded no style (an older
 * Flotilla's).
 */
export function resumedOutputStyleReminder(
  recorded: string | undefined,
  style: OutputStyle | undefined,
): string | undefined {
  if (recorded === undefined) return undefined;
  if (style === undefined) {
    return recorded === defaultOutputStyle
      ? undefined
      : systemReminder(
          `The output style is the default again from here on, in place of "${recorded}": answer in your usual way.`,
        );
  }
  if (style.name === recorded) return outputStyleReminder(style);
  return systemReminder(
    `${outputStyleSection(style)}\n\nThe output style "${style.name}" is in force from here on, in place of any the system prompt names: keep to its instructions in what you write.`,
  );
}

function systemReminder(text: string): string {
  return `<system-reminder>\n${text}\n</system-reminder>`;
}
