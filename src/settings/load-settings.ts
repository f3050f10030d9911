/**
 * Claude Code's settings files, merged with its precedence (highest first): managed settings,
 * `--settings`, `.claude/settings.local.json`, `.claude/settings.json`, `~/.claude/settings.json`.
 * Permission rule lists concatenate; a scalar key takes the value of the highest file that sets
 * it; `env` merges name by name. As observed on Claude Code 2.1.332, the committed project file
 * (`.claude/settings.json`) cannot grant permissions until the workspace is trusted: its allow
 * rules (and, here, a mode wider than default and additional directories) are ignored with a
 * notice, while its deny and ask rules, env and hooks apply (its hooks cannot approve a tool
 * call either). `settings.local.json`, which a user
 * writes for themselves, is not subject to trust, as in Claude Code.
 */
import { isSandboxMountPoint } from '../platform/sandbox-mount-points.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentHooks, PermissionMode, ToolRule } from '../agents/definition.js';
import { appendHooks, markedUntrusted } from '../agents/definition.js';
import type { Problem } from '../agents/problems.js';
import { removalReason, secretValues } from '../config/environment.js';
import { modelAccessVariables } from '../config/gateway-environment.js';
import { isTelemetryVariable } from '../config/telemetry-environment.js';
import { UserError } from '../errors.js';
import { isRepositoryOwnedFile } from '../platform/repository-files.js';
import type { PluginLocation } from '../plugins/plugin-manifest.js';
import type { PluginOptionValue } from '../plugins/plugin-options.js';
import { widensMode, workerModeUnder } from '../subagents/spawn-options.js';
import { parseSettingsText, type SettingsFile } from './settings-file.js';
import { applyManagedHooks } from './managed-hooks.js';
import { readSources, type SettingSource } from './setting-sources.js';

/** Where Claude Code reads managed settings on Linux. */
export const defaultManagedSettingsPath = '/etc/claude-code/managed-settings.json';

/** Label of inline `--settings` JSON, in place of a file name. */
export const inlineSettingsLabel = '<--settings>';

export interface LoadSettingsOptions {
  /** Where `.claude/` is read (the base branch's copy in the Action on PR events). */
  configRoot: string;
  /** The repository, as Claude Code's trust list in ~/.claude.json names it. */
  repoRoot: string;
  homeDir?: string;
  /**
   * `--managed-settings`: a managed settings file named explicitly, which must exist (a
   * mistyped path must not leave a company's policy unread). Without it the default location,
   * `defaultManagedSettingsPath`, is read when a file is there.
   */
  managedPath?: string;
  /** `--settings`: inline JSON (starts with `{`) or an absolute path. */
  cliSettings?: string;
  /** `--setting-sources`; managed and `--settings` are always read. */
  sources?: readonly SettingSource[];
  /** `--trust-project`, or the Action reading configuration it trusts. */
  trusted?: boolean;
  /** The scrubbed environment for the git call that asks whether a file is committed. */
  environment?: Readonly<Record<string, string | undefined>>;
}

/** A permission rule and where it came from, for the message that cites it. */
export interface SourcedRule extends ToolRule {
  source: string;
}

export interface MergedSettings {
  allow: SourcedRule[];
  /** Deny rules, and ask rules (no one can approve in a headless run, so they deny). */
  deny: SourcedRule[];
  defaultMode?: PermissionMode;
  additionalDirectories: string[];
  /** Already without secret names or values. */
  env: Record<string, string>;
  /**
   * The `env` names an untrusted repository-owned file set: they reach Bash, where they can make
   * a read-only-looking command run the checkout's programs (GIT_CONFIG_PARAMETERS, PATH).
   */
  untrustedEnvNames: string[];
  /**
   * Every `env` entry of the files the run trusts (all of them in a trusted workspace; else all
   * but the repository's own), credentials and model access included, as written: what `${VAR}`
   * in an MCP server's configuration expands from, over the process's environment, as Claude Code
   * 2.1.332 expands it (a token kept in ~/.claude/settings.json reaches the server that names it).
   */
  trustedEnv: Record<string, string>;
  /**
   * Of `env`, what the files the run trusts set (no credential): what MCP servers inherit. They
   * run outside the sandbox, where an untrusted checkout's PATH or NODE_OPTIONS would pick the
   * code they run.
   */
  trustedToolEnv: Record<string, string>;
  /**
   * CLAUDE_CODE_ENABLE_TELEMETRY and OTEL_* of the `env` of ~/.claude/settings.json, `--settings`
   * and managed settings, as written (OTEL_EXPORTER_OTLP_HEADERS holds a collector's key: it goes
   * to the exporter only, never to tools). As in Claude Code 2.1.332, a repository's files
   * (`.claude/settings.json`, `.claude/settings.local.json`) cannot switch telemetry on or point
   * it elsewhere, trusted or not.
   */
  telemetryEnvironment: Record<string, string>;
  /**
   * The values of `env` entries that are credentials by name or value (what the notices call
   * credentials): kept from tools, and secrets the run redacts (config/environment.ts secretValues).
   */
  secretValues: string[];
  /**
   * The `env` variables that say where the model's requests go and with what credential
   * (ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, ANTHROPIC_CUSTOM_HEADERS,
   * ANTHROPIC_BETAS: `modelAccessVariables`), the highest file's value of each, as written. Never
   * in `env` (tools do not get them). A repository's own files set them only in a trusted
   * workspace: Claude Code 2.1.332 (`-p`) lets a checkout's .claude/settings.json send the
   * user's key to a URL of its choosing; an untrusted checkout must not.
   */
  modelAccessEnvironment: Record<string, string>;
  model?: string;
  /** `outputStyle` of the highest file that sets it (src/settings/output-style.ts). */
  outputStyle?: string;
  /**
   * `agent` of the highest file that sets it, else of a plugin's root `settings.json`
   * (src/settings/run-settings.ts): the lead when `--agent` names none.
   */
  agent?: string;
  /**
   * `autoMemoryEnabled` of the highest file that sets it (src/memory/auto-memory.ts); an
   * untrusted repository file's `true` is not taken.
   */
  autoMemoryEnabled?: boolean;
  /** Every file's hooks, lowest precedence first. */
  hooks: AgentHooks;
  /**
   * No hook runs but `managedHooks`: a settings file's `disableAllHooks` (the highest that sets
   * it), or the managed settings' `allowManagedHooksOnly`.
   */
  disableAllHooks: boolean;
  /**
   * The managed settings' hooks: the company's policy, which only the managed settings' own
   * `disableAllHooks` turns off (as in Claude Code); empty when they do.
   */
  managedHooks: AgentHooks;
  /**
   * Where `permissions.disableBypassPermissionsMode: "disable"` was read (any file may add this
   * restriction, as in Claude Code); undefined when bypassPermissions is available.
   */
  bypassDisabledBy?: string;
  /**
   * The managed settings file, when it sets `allowManagedPermissionRulesOnly`: only its allow
   * rules apply (`allow` holds no other), and the run's `--allowed-tools` are ignored too.
   */
  managedRulesOnly?: string;
  /**
   * The managed settings' `allowManagedHooksOnly`: `hooks` holds theirs alone, and no agent
   * file's or skill's hooks run either.
   */
  allowManagedHooksOnly?: boolean;
  enableAllProjectMcpServers?: boolean;
  enabledMcpjsonServers: string[];
  disabledMcpjsonServers: string[];
  /**
   * `enabledPlugins`: for each plugin id, the highest file's value and that file (as messages
   * name it). An untrusted repository file cannot turn a plugin on (its `false` applies).
   */
  enabledPlugins: Record<string, { enabled: boolean; source: string }>;
  /** `extraKnownMarketplaces`: each marketplace's `source`, the highest file's. */
  extraKnownMarketplaces: Record<string, unknown>;
  /**
   * `pluginConfigs`: for each plugin id, its option values, option by option the highest file's,
   * of ~/.claude/settings.json, `--settings` and the managed settings only (Claude Code 2.1.332
   * reads no repository file for them; src/plugins/plugin-options.ts).
   */
  pluginOptions: Record<string, Record<string, PluginOptionValue>>;
  /**
   * The run's plugins: the `--plugin-dir` ones, then the installed ones `enabledPlugins` turns
   * on (src/settings/run-settings.ts fills it; empty from `loadSettings`).
   */
  plugins: PluginLocation[];
  /** `forkSubagents` of the highest file that sets it well. */
  forkSubagents?: boolean;
  /** `apiKeyHelper` of the highest file that sets it, never from an untrusted repository's file. */
  apiKeyHelper?: { command: string; source: string };
  /**
   * `otelHeadersHelper` of the highest file that sets it; as the telemetry variables, never from
   * a repository's own files (trusted or not).
   */
  otelHeadersHelper?: { command: string; source: string };
  /**
   * Whether the workspace is trusted (`--trust-project`, the Action, or ~/.claude.json): only
   * then may the repository's own files (settings, agent files) grant anything.
   */
  trusted: boolean;
}

export interface LoadedSettings {
  settings: MergedSettings;
  /** The files read, lowest precedence first. */
  files: string[];
  problems: Problem[];
  /** What was ignored and why (untrusted grants, secret env entries), for the run log. */
  notices: string[];
}

interface Layer {
  source: SettingSource | 'cli' | 'managed';
  file: string;
  /** How messages name the file. */
  shown: string;
  /** A file named on the command line: its absence is an error, and this the hint. */
  requiredHint?: string;
}

/** Why a Claude Code key Flotilla does not act on is ignored, and what to do instead. */
const unsupportedKeyReasons: Readonly<Record<string, string>> = {
  awsAuthRefresh:
    'Flotilla does not run it. Refresh the AWS credentials before the run (e.g. `aws sso login`), or give AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN or AWS_PROFILE in the environment.',
  awsCredentialExport:
    'Flotilla does not run it. Export the credentials it prints into the environment before the run (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN).',
};

export function emptyMergedSettings(): MergedSettings {
  return {
    allow: [],
    deny: [],
    additionalDirectories: [],
    env: {},
    untrustedEnvNames: [],
    trustedEnv: {},
    trustedToolEnv: {},
    telemetryEnvironment: {},
    secretValues: [],
    modelAccessEnvironment: {},
    hooks: {},
    disableAllHooks: false,
    managedHooks: {},
    enabledMcpjsonServers: [],
    disabledMcpjsonServers: [],
    enabledPlugins: {},
    extraKnownMarketplaces: {},
    pluginOptions: {},
    plugins: [],
    trusted: false,
  };
}

export async function loadSettings(options: LoadSettingsOptions): Promise<LoadedSettings> {
  const sources = readSources(options.sources);
  const layers: Layer[] = [];
  if (options.homeDir && sources.has('user')) {
    const file = path.join(options.homeDir, '.claude', 'settings.json');
    layers.push({ source: 'user', file, shown: '~/.claude/settings.json' });
  }
  for (const [source, name] of [
    ['project', 'settings.json'],
    ['local', 'settings.local.json'],
  ] as const) {
    if (!sources.has(source)) continue;
    const file = path.join(options.configRoot, '.claude', name);
    layers.push({ source, file, shown: `.claude/${name}` });
  }
  if (options.cliSettings !== undefined) {
    const inline = options.cliSettings.trimStart().startsWith('{');
    const file = inline ? inlineSettingsLabel : options.cliSettings;
    layers.push({
      source: 'cli',
      file,
      shown: inline ? '--settings' : file,
      requiredHint: '--settings takes a JSON file path or inline JSON starting with {.',
    });
  }
  const managed = options.managedPath ?? defaultManagedSettingsPath;
  layers.push({
    source: 'managed',
    file: managed,
    shown: managed,
    ...(options.managedPath === undefined
      ? {}
      : {
          requiredHint: `--managed-settings names a managed settings file that must exist; leave the option out to read ${defaultManagedSettingsPath} when it exists.`,
        }),
  });

  const problems: Problem[] = [];
  const read: Array<{ layer: Layer; settings: SettingsFile }> = [];
  for (const layer of layers) {
    const text =
      layer.file === inlineSettingsLabel
        ? (options.cliSettings ?? '')
        : await readOptional(layer.file, layer.requiredHint);
    if (text === undefined) continue;
    const parsed = parseSettingsText(layer.file, text);
    problems.push(...parsed.problems);
    if (parsed.settings) read.push({ layer, settings: parsed.settings });
  }

  const notices: string[] = [];
  const trusted = options.trusted === true || (await trustedByUser(options));
  const merged = { ...emptyMergedSettings(), trusted };
  for (const { layer, settings } of read) {
    const permissions = settings.permissions;
    // settings.local.json is the user's own, unless the repository ships it (the file, or a
    // committed link on its path such as `.claude -> cfg`): then whoever wrote the repository
    // wrote it, and it is held back like the project's file.
    const repositoryOwned =
      layer.source === 'project' ||
      (layer.source === 'local' &&
        (await isRepositoryOwnedFile(options.configRoot, layer.file, options.environment ?? {})));
    if (repositoryOwned && !trusted) {
      const granting = permissions.allow.length;
      if (granting > 0) {
        notices.push(
          `Ignoring ${granting} permissions.allow ${granting === 1 ? 'entry' : 'entries'} from ${layer.shown}: this workspace has not been trusted. Pass --trust-project, or set projects[${JSON.stringify(options.repoRoot)}].hasTrustDialogAccepted: true in ~/.claude.json.`,
        );
      }
      // A mode that lets more through without asking than default is a grant too (Claude Code
      // 2.1.332 applies an untrusted project's acceptEdits; we hold it back with the other
      // grants). Delegate counts as what its workers get: acceptEdits.
      if (
        permissions.defaultMode &&
        widensMode(workerModeUnder(permissions.defaultMode), 'default')
      ) {
        notices.push(
          `Ignoring permissions.defaultMode '${permissions.defaultMode}' from ${layer.shown}: this workspace has not been trusted, and its files cannot widen the mode beyond default (--trust-project trusts it).`,
        );
      } else if (permissions.defaultMode) {
        merged.defaultMode = permissions.defaultMode;
      }
      if (permissions.additionalDirectories.length > 0) {
        notices.push(
          `Ignoring permissions.additionalDirectories from ${layer.shown}: this workspace has not been trusted (--trust-project trusts it).`,
        );
      }
    } else {
      merged.allow.push(
        ...permissions.allow.map((rule) => ({
          ...rule,
          source: `permissions.allow in ${layer.shown}`,
        })),
      );
      if (permissions.defaultMode) merged.defaultMode = permissions.defaultMode;
      merged.additionalDirectories.push(...permissions.additionalDirectories);
    }
    merged.deny.push(
      ...permissions.deny.map((rule) => ({
        ...rule,
        source: `permissions.deny in ${layer.shown}`,
      })),
      ...permissions.ask.map((rule) => ({
        ...rule,
        source: `permissions.ask in ${layer.shown} (an ask rule denies in a headless run: no one can approve)`,
      })),
    );
    const telemetryNames = Object.keys(settings.env).filter(isTelemetryVariable);
    if (layer.source === 'project' || layer.source === 'local') {
      if (telemetryNames.length > 0) {
        notices.push(
          `Ignoring ${telemetryNames.join(', ')} in the env of ${layer.shown} for telemetry: as in Claude Code, only the environment, ~/.claude/settings.json, --settings and managed settings configure it.`,
        );
      }
    } else {
      for (const name of telemetryNames) merged.telemetryEnvironment[name] = settings.env[name]!;
    }
    const modelAccessNames = Object.keys(settings.env).filter((name) =>
      modelAccessVariables.has(name),
    );
    if (modelAccessNames.length > 0 && repositoryOwned && !trusted) {
      notices.push(
        `Ignoring ${modelAccessNames.map((name) => `env.${name}`).join(', ')} from ${layer.shown}: this workspace has not been trusted, and its files cannot change where the model's requests go or the credential they carry (--trust-project trusts it).`,
      );
    } else if (modelAccessNames.length > 0) {
      for (const name of modelAccessNames)
        merged.modelAccessEnvironment[name] = settings.env[name]!;
      notices.push(
        `${modelAccessNames.map((name) => `env.${name}`).join(', ')} from ${layer.shown}: flotilla run sends the model's requests with ${modelAccessNames.length === 1 ? 'it' : 'them'}, over the environment's (the Action takes its model access from its inputs); tools never get ${modelAccessNames.length === 1 ? 'it' : 'them'}.`,
      );
    }
    for (const [name, value] of Object.entries(settings.env)) {
      if (!repositoryOwned || trusted) merged.trustedEnv[name] = value;
      // Model access only: see above.
      if (modelAccessVariables.has(name)) continue;
      if (removalReason(name, value) !== undefined) {
        merged.secretValues.push(...secretValues({ [name]: value }));
        notices.push(
          `Not passing env.${name} from ${layer.shown} to tools: its name or value marks it as a credential, and tools never get secrets.`,
        );
        continue;
      }
      merged.env[name] = value;
      if (!repositoryOwned || trusted) merged.trustedToolEnv[name] = value;
      if (repositoryOwned && !trusted && !merged.untrustedEnvNames.includes(name)) {
        merged.untrustedEnvNames.push(name);
      }
    }
    if (settings.model) merged.model = settings.model;
    if (settings.outputStyle) merged.outputStyle = settings.outputStyle;
    // The lead, its permission mode and its tools: an untrusted checkout could name a user's own
    // agent that bypasses permissions, so its choice is not taken.
    if (settings.agent && repositoryOwned && !trusted) {
      notices.push(
        `Ignoring "agent": ${JSON.stringify(settings.agent)} from ${layer.shown}: this workspace has not been trusted, and its files cannot choose the agent that leads the run (--trust-project trusts it).`,
      );
    } else if (settings.agent) merged.agent = settings.agent;
    // An untrusted checkout cannot turn the user's auto memory on (a writable place in the
    // home, read into every later session): its `false` applies, its `true` does not.
    if (settings.autoMemoryEnabled === true && repositoryOwned && !trusted) {
      notices.push(
        `Ignoring "autoMemoryEnabled": true from ${layer.shown}: this workspace has not been trusted, and its files cannot turn auto memory on (--trust-project trusts it).`,
      );
    } else if (settings.autoMemoryEnabled !== undefined) {
      merged.autoMemoryEnabled = settings.autoMemoryEnabled;
    }
    appendHooks(
      merged.hooks,
      repositoryOwned && !trusted ? markedUntrusted(settings.hooks) : settings.hooks,
    );
    if (settings.disableAllHooks !== undefined) merged.disableAllHooks = settings.disableAllHooks;
    if (layer.source === 'managed') {
      merged.managedHooks = settings.disableAllHooks === true ? {} : settings.hooks;
      if (settings.allowManagedHooksOnly === true) merged.disableAllHooks = true;
    } else if (settings.allowManagedHooksOnly !== undefined) {
      notices.push(
        `Ignoring allowManagedHooksOnly from ${layer.shown}: only managed settings (${managed}) set it.`,
      );
    }
    if (layer.source === 'managed' && settings.allowManagedPermissionRulesOnly === true) {
      // The company's rules only, as in Claude Code: allow rules of every other file go; deny
      // and ask rules stay (they only narrow).
      const dropped = merged.allow.length - permissions.allow.length;
      merged.allow = permissions.allow.map((rule) => ({
        ...rule,
        source: `permissions.allow in ${layer.shown}`,
      }));
      merged.managedRulesOnly = layer.shown;
      if (dropped > 0) {
        notices.push(
          `Ignoring ${dropped} permissions.allow ${dropped === 1 ? 'entry' : 'entries'} of the other settings files: the managed settings (${layer.shown}) set allowManagedPermissionRulesOnly.`,
        );
      }
    } else if (
      settings.allowManagedPermissionRulesOnly !== undefined &&
      layer.source !== 'managed'
    ) {
      notices.push(
        `Ignoring allowManagedPermissionRulesOnly from ${layer.shown}: only managed settings (${managed}) set it.`,
      );
    }
    if (
      settings.otelHeadersHelper !== undefined &&
      (layer.source === 'project' || layer.source === 'local')
    ) {
      notices.push(
        `Ignoring otelHeadersHelper from ${layer.shown}: as the telemetry variables, only ~/.claude/settings.json, --settings and managed settings (${managed}) set it.`,
      );
    } else if (settings.otelHeadersHelper !== undefined) {
      merged.otelHeadersHelper = { command: settings.otelHeadersHelper, source: layer.shown };
    }
    for (const key of settings.unsupportedKeys ?? []) {
      notices.push(`Ignoring ${key} from ${layer.shown}: ${unsupportedKeyReasons[key] ?? ''}`);
    }
    if (settings.sandboxKeys !== undefined) {
      const keys = settings.sandboxKeys.map((key) => `sandbox.${key}`).join(', ') || 'sandbox';
      notices.push(
        `Not using ${keys} from ${layer.shown}: Flotilla runs Bash and hooks in its own OS sandbox (bubblewrap) wherever it works instead; --sandbox requires it, --no-sandbox turns it off, --sandbox-network gives it the whole network (no per-domain list), and sandboxed commands still need allow rules (docs/security.md).`,
      );
    }
    if (permissions.disableBypassPermissionsMode === 'disable') {
      merged.bypassDisabledBy = layer.shown;
    }
    // Enabling a .mcp.json server runs its command: a grant, held back like the others.
    const enabling =
      settings.enableAllProjectMcpServers === true ||
      (settings.enabledMcpjsonServers ?? []).length > 0;
    if (repositoryOwned && !trusted && enabling) {
      notices.push(
        `Ignoring enableAllProjectMcpServers and enabledMcpjsonServers from ${layer.shown}: this workspace has not been trusted (--trust-project trusts it).`,
      );
    } else {
      if (settings.enableAllProjectMcpServers !== undefined) {
        merged.enableAllProjectMcpServers = settings.enableAllProjectMcpServers;
      }
      merged.enabledMcpjsonServers.push(...(settings.enabledMcpjsonServers ?? []));
    }
    merged.disabledMcpjsonServers.push(...(settings.disabledMcpjsonServers ?? []));
    // A plugin runs its hooks and MCP servers: turning one on is a grant, held back like the
    // others (turning one off only narrows).
    const heldBack: string[] = [];
    for (const [id, enabled] of Object.entries(settings.enabledPlugins ?? {})) {
      if (enabled && repositoryOwned && !trusted) {
        if (merged.enabledPlugins[id]?.enabled !== true) heldBack.push(id);
        continue;
      }
      merged.enabledPlugins[id] = { enabled, source: layer.shown };
    }
    if (heldBack.length > 0) {
      notices.push(
        `Ignoring enabledPlugins ${heldBack.join(', ')} from ${layer.shown}: this workspace has not been trusted, and a plugin runs its hooks and MCP servers on this machine (--trust-project trusts it).`,
      );
    }
    Object.assign(merged.extraKnownMarketplaces, settings.extraKnownMarketplaces);
    const pluginConfigs = Object.entries(settings.pluginConfigs ?? {});
    if (layer.source === 'project' || layer.source === 'local') {
      if (pluginConfigs.length > 0)
        notices.push(
          `Ignoring pluginConfigs in ${layer.shown}: as Claude Code 2.1.332, a run takes plugin options only from ~/.claude/settings.json, --settings and the managed settings. Move them there.`,
        );
    } else {
      for (const [id, options] of pluginConfigs) {
        merged.pluginOptions[id] = { ...merged.pluginOptions[id], ...options };
      }
    }
    if (settings.forkSubagents !== undefined) merged.forkSubagents = settings.forkSubagents;
    // The helper is a command that runs on this machine: a grant, held back like the others.
    if (settings.apiKeyHelper !== undefined && repositoryOwned && !trusted) {
      notices.push(
        `Ignoring apiKeyHelper from ${layer.shown}: this workspace has not been trusted, and the command would run on this machine (--trust-project trusts it).`,
      );
    } else if (settings.apiKeyHelper !== undefined) {
      merged.apiKeyHelper = { command: settings.apiKeyHelper, source: layer.shown };
    }
  }
  const managedHooks = applyManagedHooks(
    merged.hooks,
    read.find(({ layer }) => layer.source === 'managed')?.settings,
  );
  merged.hooks = managedHooks.hooks;
  merged.allowManagedHooksOnly = managedHooks.managedOnly;
  if (merged.additionalDirectories.length > 0) {
    notices.push(
      `permissions.additionalDirectories is read but not used yet: file tools stay confined to the working tree (${merged.additionalDirectories.join(', ')}).`,
    );
  }
  return { settings: merged, files: read.map(({ layer }) => layer.file), problems, notices };
}

/**
 * A settings file's text; undefined when it does not exist, unless it was named on the command
 * line (`requiredHint` given), which makes its absence an error with that hint.
 */
async function readOptional(file: string, requiredHint?: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (requiredHint === undefined && (code === 'ENOENT' || code === 'ENOTDIR')) return undefined;
    // A sandboxed command's mount point where a missing settings file would be: still missing.
    if (code === 'EISDIR' && isSandboxMountPoint(file)) return undefined;
    throw new UserError(
      `Cannot read the settings file ${file}: ${(error as Error).message}.`,
      requiredHint ?? 'Make the file readable, or remove it.',
    );
  }
}

/** Claude Code's own trust record: projects[<repo>].hasTrustDialogAccepted in ~/.claude.json. */
async function trustedByUser(options: LoadSettingsOptions): Promise<boolean> {
  if (!options.homeDir) return false;
  const text = await readOptional(path.join(options.homeDir, '.claude.json')).catch(
    () => undefined,
  );
  if (text === undefined) return false;
  try {
    const value = JSON.parse(text) as {
      projects?: Record<string, { hasTrustDialogAccepted?: unknown }>;
    };
    return value.projects?.[options.repoRoot]?.hasTrustDialogAccepted === true;
  } catch {
    return false;
  }
}
