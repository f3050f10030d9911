/**
 * One Claude Code settings file (`settings.json`, `settings.local.json`, managed settings,
 * `--settings`), read with positions: every problem names file:line:column and a rule id, as
 * agent files do. Unknown keys are kept (and ignored), as Claude Code keeps them.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';
import {
  parseToolRule,
  permissionModeNamed,
  permissionModes,
  unavailablePermissionModes,
  type AgentHooks,
  type PermissionMode,
  type ToolRule,
} from '../agents/definition.js';
import { readHooks, settingsHookEvents } from '../agents/hooks.js';
import { createProblem, type Problem, type SourceLocation } from '../agents/problems.js';
import { ParseContext, parseYamlText } from '../agents/yaml-source.js';
import { optionValue, type PluginOptionValue } from '../plugins/plugin-options.js';

export interface SettingsFile {
  /** Absolute path, or `<--settings>` for inline JSON. */
  file: string;
  permissions: {
    allow: ToolRule[];
    deny: ToolRule[];
    ask: ToolRule[];
    defaultMode?: PermissionMode;
    additionalDirectories: string[];
    /** `"disable"`: bypassPermissions mode is refused (a restriction any file may add). */
    disableBypassPermissionsMode?: 'disable';
  };
  env: Record<string, string>;
  model?: string;
  /** The output style's name: a file of an output-styles directory (output-style.ts). */
  outputStyle?: string;
  /** The agent that leads the run when `--agent` names none (Claude Code's main-thread agent). */
  agent?: string;
  hooks: AgentHooks;
  disableAllHooks?: boolean;
  /** `false`: no auto memory (`~/.claude/projects/<project>/memory/`, src/memory/auto-memory.ts). */
  autoMemoryEnabled?: boolean;
  /** Only the managed settings' hooks run (read from managed settings only). */
  allowManagedHooksOnly?: boolean;
  /** Only the managed settings' allow rules apply (read from managed settings only). */
  allowManagedPermissionRulesOnly?: boolean;
  enableAllProjectMcpServers?: boolean;
  enabledMcpjsonServers?: string[];
  disabledMcpjsonServers?: string[];
  /** Flotilla's own: whether Agent calls without a subagent_type fork the caller. */
  forkSubagents?: boolean;
  /**
   * `enabledPlugins`: `"<plugin>@<marketplace>": true` turns an installed plugin on, `false` off
   * (src/plugins/installed-plugins.ts).
   */
  enabledPlugins?: Record<string, boolean>;
  /**
   * `extraKnownMarketplaces`: each marketplace's `source` as written, read only to say where an
   * enabled plugin that is not installed would come from.
   */
  extraKnownMarketplaces?: Record<string, unknown>;
  /**
   * `pluginConfigs`: for each plugin id, the option values of `"options"`
   * (src/plugins/plugin-options.ts).
   */
  pluginConfigs?: Record<string, Record<string, PluginOptionValue>>;
  /** A shell command whose output is the API key (run once when a CLI run starts). */
  apiKeyHelper?: string;
  /** A shell command printing a JSON object of headers for the telemetry export. */
  otelHeadersHelper?: string;
  /**
   * Claude Code keys Flotilla reads but does not act on (`awsAuthRefresh`,
   * `awsCredentialExport`): named in a notice, never silently dropped.
   */
  unsupportedKeys?: string[];
  /**
   * The keys of Claude Code's `sandbox` object (`enabled`, `network.allowedDomains`, …), which
   * Flotilla does not read (it has its own OS sandbox): named in a notice.
   */
  sandboxKeys?: string[];
}

export interface ParsedSettings {
  /** Undefined when the file has an error: a broken file is never half-used. */
  settings?: SettingsFile;
  problems: Problem[];
}

export function emptySettings(file: string): SettingsFile {
  return {
    file,
    permissions: { allow: [], deny: [], ask: [], additionalDirectories: [] },
    env: {},
    hooks: {},
  };
}

export function parseSettingsText(file: string, text: string): ParsedSettings {
  const start: SourceLocation = { file, line: 1, column: 1 };
  const jsonError = jsonSyntaxError(text);
  if (jsonError) {
    const at = locateOffset(file, text, jsonError.offset);
    return {
      problems: [
        createProblem(
          'settings-json-invalid',
          at,
          `Invalid JSON: ${jsonError.message}.`,
          'Settings files are strict JSON: double-quoted keys and strings, no trailing commas, no comments.',
        ),
      ],
    };
  }
  const parsed = parseYamlText(file, text, 1, { uniqueKeys: false });
  const context = new ParseContext(parsed.source, start);
  const root = parsed.document.contents;
  if (!isMap(root)) {
    context.report(
      'settings-json-invalid',
      start,
      'A settings file must hold one JSON object.',
      'For example: {"permissions": {"deny": ["Read(./.env)"]}}',
    );
    return { problems: context.problems };
  }
  const settings = emptySettings(file);
  for (const pair of root.items as Pair[]) {
    const key = scalarValue(pair.key);
    if (typeof key !== 'string') continue;
    const at = context.at(pair.key);
    switch (key) {
      case 'permissions':
        readPermissions(pair.value, at, context, settings);
        break;
      case 'env':
        readEnv(pair.value, at, context, settings);
        break;
      case 'model': {
        const value = nonEmptyText(pair.value);
        if (value !== undefined) settings.model = value;
        else invalid(context, at, 'model must be a model alias or id as text.', '"model": "opus"');
        break;
      }
      case 'outputStyle': {
        const value = nonEmptyText(pair.value);
        if (value !== undefined) settings.outputStyle = value;
        else
          invalid(
            context,
            at,
            'outputStyle must be the name of an output style as text.',
            '"outputStyle": "Concise"',
          );
        break;
      }
      case 'agent': {
        const value = nonEmptyText(pair.value);
        if (value !== undefined) settings.agent = value;
        else
          invalid(
            context,
            at,
            'agent must be the name of the agent that leads the run, as text.',
            '"agent": "reviewer"',
          );
        break;
      }
      case 'hooks':
        settings.hooks = readHooks(pair.value, at, context, settingsHookEvents) ?? {};
        break;
      case 'disableAllHooks':
      case 'autoMemoryEnabled':
      case 'allowManagedHooksOnly':
      case 'allowManagedPermissionRulesOnly':
      case 'enableAllProjectMcpServers': {
        const value = scalarValue(pair.value);
        if (typeof value === 'boolean') settings[key] = value;
        else invalid(context, at, `${key} must be true or false.`, `"${key}": true`);
        break;
      }
      case 'enabledMcpjsonServers':
      case 'disabledMcpjsonServers': {
        const names = textList(pair.value);
        if (names) settings[key] = names;
        else invalid(context, at, `${key} must be a list of server names.`, `"${key}": ["github"]`);
        break;
      }
      case 'enabledPlugins':
        readEnabledPlugins(pair.value, at, context, settings);
        break;
      case 'pluginConfigs':
        readPluginConfigs(pair.value, at, context, settings);
        break;
      case 'extraKnownMarketplaces': {
        const value = toJson(pair.value);
        if (isMap(pair.value) && value && typeof value === 'object') {
          settings.extraKnownMarketplaces = Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, entry]) => [
              name,
              entry && typeof entry === 'object'
                ? (entry as { source?: unknown }).source
                : undefined,
            ]),
          );
        }
        break;
      }
      case 'apiKeyHelper': {
        const value = scalarValue(pair.value);
        if (typeof value === 'string' && value.trim() !== '') settings.apiKeyHelper = value.trim();
        else
          invalid(
            context,
            at,
            'apiKeyHelper must be a shell command that prints the API key.',
            '"apiKeyHelper": "~/bin/print-anthropic-key"',
          );
        break;
      }
      case 'otelHeadersHelper': {
        const value = scalarValue(pair.value);
        if (typeof value === 'string' && value.trim() !== '')
          settings.otelHeadersHelper = value.trim();
        else
          invalid(
            context,
            at,
            'otelHeadersHelper must be a shell command that prints a JSON object of headers.',
            '"otelHeadersHelper": "~/bin/otel-headers.sh"',
          );
        break;
      }
      case 'awsAuthRefresh':
      case 'awsCredentialExport':
        settings.unsupportedKeys = [...(settings.unsupportedKeys ?? []), key];
        break;
      case 'sandbox':
        settings.sandboxKeys = isMap(pair.value)
          ? ((pair.value as YAMLMap).items as Pair[]).flatMap((entry) => {
              const name = String(scalarValue(entry.key));
              return isMap(entry.value)
                ? ((entry.value as YAMLMap).items as Pair[]).map(
                    (inner) => `${name}.${String(scalarValue(inner.key))}`,
                  )
                : [name];
            })
          : [];
        break;
      case 'forkSubagents': {
        // A key of Flotilla's own, which Claude Code does not read: a bad value costs only the key.
        const value = scalarValue(pair.value);
        if (typeof value === 'boolean') settings.forkSubagents = value;
        else
          context.report(
            'settings-value-ignored',
            at,
            `forkSubagents must be true or false, not ${JSON.stringify(toJson(pair.value))}; the key is ignored (the rest of the file applies).`,
            'Expected form: "forkSubagents": true',
          );
        break;
      }
      default:
      // Keys Flotilla does not use (a theme, Claude Code's UI settings) are left alone.
    }
  }
  const hasErrors = context.problems.some((problem) => problem.severity === 'error');
  return hasErrors ? { problems: context.problems } : { settings, problems: context.problems };
}

function readPermissions(
  node: unknown,
  keyAt: SourceLocation,
  context: ParseContext,
  settings: SettingsFile,
): void {
  if (!isMap(node)) {
    invalid(
      context,
      keyAt,
      'permissions must be an object.',
      '"permissions": {"allow": ["Bash(npm test:*)"], "deny": ["Read(./.env)"]}',
    );
    return;
  }
  for (const pair of (node as YAMLMap).items as Pair[]) {
    const key = scalarValue(pair.key);
    const at = context.at(pair.key);
    if (key === 'allow' || key === 'deny' || key === 'ask') {
      readRules(pair.value, key, at, context, settings.permissions[key]);
    } else if (key === 'defaultMode') {
      const value = scalarValue(pair.value);
      const mode = typeof value === 'string' ? permissionModeNamed(value) : undefined;
      const unavailable =
        typeof value === 'string' && Object.hasOwn(unavailablePermissionModes, value)
          ? unavailablePermissionModes[value]
          : undefined;
      if (mode) {
        settings.permissions.defaultMode = mode;
      } else if (unavailable) {
        // A settings file is shared with interactive Claude Code: the run goes on, in the mode
        // below it (default: what would ask is denied), which lets fewer calls through, never more.
        context.report(
          'permission-mode-unknown',
          at,
          `permissions.defaultMode '${String(value)}': ${unavailable}. It is ignored: the run uses the mode of the layers below (default: what would ask is denied).`,
          'Allow what the run needs with permissions.allow, or set a mode Flotilla has: ' +
            `${permissionModes.join(', ')}.`,
        );
      } else {
        context.report(
          'permission-mode-unknown',
          at,
          `permissions.defaultMode '${String(value)}' is not a permission mode; it is ignored.`,
          `Modes: ${permissionModes.join(', ')}.`,
        );
      }
    } else if (key === 'disableBypassPermissionsMode') {
      // A policy key: a value that does not say what it means stops the run rather than fail open.
      if (scalarValue(pair.value) === 'disable') {
        settings.permissions.disableBypassPermissionsMode = 'disable';
      } else {
        invalid(
          context,
          at,
          'permissions.disableBypassPermissionsMode takes only the value "disable".',
          '"disableBypassPermissionsMode": "disable"',
        );
      }
    } else if (key === 'additionalDirectories') {
      const directories = textList(pair.value);
      if (directories) settings.permissions.additionalDirectories = directories;
      else
        invalid(
          context,
          at,
          'permissions.additionalDirectories must be a list of paths.',
          '"additionalDirectories": ["../docs"]',
        );
    }
  }
}

function readRules(
  node: unknown,
  list: 'allow' | 'deny' | 'ask',
  keyAt: SourceLocation,
  context: ParseContext,
  into: ToolRule[],
): void {
  if (!isSeq(node)) {
    invalid(context, keyAt, `permissions.${list} must be a list of rules.`, `"${list}": ["Read"]`);
    return;
  }
  for (const item of node.items) {
    const text = scalarValue(item);
    const rule = typeof text === 'string' ? parseToolRule(text) : undefined;
    if (rule) {
      into.push(rule);
      continue;
    }
    context.report(
      'permission-rule-malformed',
      context.at(item),
      `permissions.${list} entry ${JSON.stringify(toJson(item))} is not a permission rule.`,
      'Expected forms: "Read", "Bash(npm test:*)", "Edit(src/**)", "mcp__server__tool".',
    );
  }
}

function readEnv(
  node: unknown,
  keyAt: SourceLocation,
  context: ParseContext,
  settings: SettingsFile,
): void {
  if (!isMap(node)) {
    invalid(context, keyAt, 'env must be an object of names to text values.', '"env": {"CI": "1"}');
    return;
  }
  for (const pair of (node as YAMLMap).items as Pair[]) {
    const name = scalarValue(pair.key);
    const value = scalarValue(pair.value);
    if (typeof name === 'string' && (typeof value === 'string' || typeof value === 'number')) {
      settings.env[name] = String(value);
    } else {
      invalid(
        context,
        context.at(pair.key),
        `env.${String(name)} must be text.`,
        'Quote the value: "NODE_ENV": "test"',
      );
    }
  }
}

/**
 * `enabledPlugins`, an object of `"<plugin>@<marketplace>": true | false`. An entry of another
 * form is left out with a warning (the rest applies); a value that is no object is an error.
 */
function readEnabledPlugins(
  node: unknown,
  at: SourceLocation,
  context: ParseContext,
  settings: SettingsFile,
): void {
  const hint = '"enabledPlugins": {"teamkit@team-marketplace": true}';
  if (!isMap(node)) {
    invalid(context, at, 'enabledPlugins must be an object of plugin ids and true or false.', hint);
    return;
  }
  const enabled: Record<string, boolean> = {};
  for (const entry of (node as YAMLMap).items as Pair[]) {
    const id = scalarValue(entry.key);
    const value = scalarValue(entry.value);
    const entryAt = context.at(entry.key);
    if (typeof id !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(id)) {
      context.report(
        'settings-value-ignored',
        entryAt,
        `enabledPlugins names ${JSON.stringify(toJson(entry.key))}, which is no plugin id of the form <plugin>@<marketplace>; the entry is ignored.`,
        `Expected form: ${hint}`,
      );
    } else if (typeof value !== 'boolean') {
      context.report(
        'settings-value-ignored',
        entryAt,
        `enabledPlugins["${id}"] must be true or false, not ${JSON.stringify(toJson(entry.value))}; the entry is ignored.`,
        `Expected form: ${hint}`,
      );
    } else enabled[id] = value;
  }
  settings.enabledPlugins = enabled;
}

/**
 * `pluginConfigs`, an object of plugin ids, each `{"options": {"<name>": <value>}}`. An option's
 * value is text, a number, true or false, or a list of text; another is left out with a warning
 * (the rest applies), as is an entry of another form. A value that is no object is an error.
 */
function readPluginConfigs(
  node: unknown,
  at: SourceLocation,
  context: ParseContext,
  settings: SettingsFile,
): void {
  const hint =
    '"pluginConfigs": {"teamkit@team-marketplace": {"options": {"api_url": "https://…"}}}';
  if (!isMap(node)) {
    invalid(context, at, 'pluginConfigs must be an object of plugin ids.', hint);
    return;
  }
  const ignored = (where: unknown, message: string) =>
    context.report('settings-value-ignored', context.at(where), message, `Expected form: ${hint}`);
  const configs: Record<string, Record<string, PluginOptionValue>> = {};
  for (const entry of (node as YAMLMap).items as Pair[]) {
    const id = scalarValue(entry.key);
    const options = isMap(entry.value) ? (entry.value as YAMLMap).get('options', true) : undefined;
    if (typeof id !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(id)) {
      ignored(
        entry.key,
        `pluginConfigs names ${JSON.stringify(toJson(entry.key))}, which is no plugin id of the form <plugin>@<marketplace> (<plugin>@inline for a --plugin-dir plugin); the entry is ignored.`,
      );
      continue;
    }
    if (options === undefined) continue;
    if (!isMap(options)) {
      ignored(entry.key, `pluginConfigs["${id}"].options must be an object; the entry is ignored.`);
      continue;
    }
    const values: Record<string, PluginOptionValue> = {};
    for (const option of (options as YAMLMap).items as Pair[]) {
      const name = scalarValue(option.key);
      const given = optionValue(toJson(option.value));
      if (typeof name === 'string' && given !== undefined) values[name] = given;
      else
        ignored(
          option.key,
          `pluginConfigs["${id}"].options.${String(name)} must be text, a number, true or false, or a list of text; the option is ignored.`,
        );
    }
    configs[id] = values;
  }
  settings.pluginConfigs = configs;
}

function invalid(context: ParseContext, at: SourceLocation, message: string, hint: string): void {
  context.report('settings-field-invalid', at, message, `Expected form: ${hint}`);
}

/** A scalar's text, trimmed; undefined for anything else, or for blank text. */
function nonEmptyText(node: unknown): string | undefined {
  const value = scalarValue(node);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function scalarValue(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function textList(node: unknown): string[] | undefined {
  if (!isSeq(node)) return undefined;
  const values = node.items.map(scalarValue);
  return values.every((value): value is string => typeof value === 'string') ? values : undefined;
}

function toJson(node: unknown): unknown {
  if (node && typeof node === 'object' && 'toJSON' in node) {
    return (node as { toJSON: () => unknown }).toJSON();
  }
  return scalarValue(node);
}

/** The first JSON syntax error with its character offset (Node's message gives one). */
function jsonSyntaxError(text: string): { message: string; offset: number } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    let offset = position ? Number(position[1]) : text.length;
    if (!position && lineColumn) {
      const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
      offset = lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
    }
    return { message: message.replace(/\s*\(line \d+ column \d+\)$/, ''), offset };
  }
}

function locateOffset(file: string, text: string, offset: number): SourceLocation {
  const before = text.slice(0, offset).split('\n');
  return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
