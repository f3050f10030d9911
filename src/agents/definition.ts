/** The typed form of one agent definition, whatever its source. */

export const permissionModes = [
  'default',
  'acceptEdits',
  'plan',
  'dontAsk',
  'bypassPermissions',
  'delegate',
] as const;
export type PermissionMode = (typeof permissionModes)[number];

/**
 * Claude Code 2.1.332's other names for Flotilla's modes: `manual` is its `default` (observed: a
 * run with `--permission-mode manual` reports `permissionMode: "default"` and asks as default).
 */
const permissionModeAliases: Readonly<Record<string, PermissionMode>> = { manual: 'default' };

/**
 * Claude Code modes Flotilla cannot run, and what they would need: running another mode instead
 * would change which tool calls go through.
 */
export const unavailablePermissionModes: Readonly<Record<string, string>> = {
  auto: "auto mode has Claude Code's safety classifier approve or deny each tool call that would ask; Flotilla has no such classifier",
};

/** Every mode name taken, Claude Code's other names included. */
export const permissionModeNames: readonly string[] = [
  ...permissionModes,
  ...Object.keys(permissionModeAliases),
];

/** The mode `name` stands for (a mode or one of Claude Code's other names), else undefined. */
export function permissionModeNamed(name: string): PermissionMode | undefined {
  if ((permissionModes as readonly string[]).includes(name)) return name as PermissionMode;
  return Object.hasOwn(permissionModeAliases, name) ? permissionModeAliases[name] : undefined;
}

export const agentColors = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'orange',
  'pink',
  'cyan',
] as const;
export const memoryScopes = ['user', 'project', 'local'] as const;
export type MemoryScope = (typeof memoryScopes)[number];

/** Lowest to highest precedence: a later source replaces an earlier definition of the same name. */
export const agentSources = ['built-in', 'plugin', 'user', 'project', 'cli', 'managed'] as const;
export type AgentSource = (typeof agentSources)[number];

/**
 * One entry of a `tools`, `disallowedTools`, allow or deny list, in Claude Code's syntax:
 * `Read`, `Bash(npm test:*)`, `Agent(reviewer, tester)`, `mcp__server__tool`, `*`.
 */
export interface ToolRule {
  tool: string;
  /** The text between the parentheses, trimmed; undefined when there were none. */
  specifier?: string;
}

export interface HookCommand {
  type: 'command';
  command: string;
  timeout?: number;
  /** `onFailure: "block"`: a hook that fails or times out blocks, instead of a warning only. */
  onFailure?: 'block';
  /**
   * `if`: a permission rule (`Bash(git push:*)`, `Edit(src/**)`); on a tool event the hook runs
   * only for a call that rule matches.
   */
  if?: ToolRule;
  /**
   * From managed settings (the organisation's): the same command from any other file never
   * replaces it (a repository cannot weaken it with a shorter timeout).
   */
  managed?: boolean;
  /**
   * From a file of a workspace the run has not trusted (its `.claude/settings.json`, a committed
   * settings.local.json, a skill of its own or of one of its packages): its PreToolUse `permissionDecision: "allow"` is not obeyed, as that
   * file's allow rules are not.
   */
  untrusted?: boolean;
  /** Variables of its own, added to the hook's environment (a plugin hook's CLAUDE_PLUGIN_ROOT). */
  environment?: Readonly<Record<string, string>>;
  /**
   * Directories of its own inside the OS sandbox: a plugin hook sees its plugin's directory and
   * may write its data directory (CLAUDE_PLUGIN_DATA), as it would outside.
   */
  sandboxPaths?: { visible: readonly string[]; writable: readonly string[] };
}

export interface HookMatcher {
  /** Tool-name pattern (`Bash`, `Edit|Write`, `*`); undefined matches every tool. */
  matcher?: string;
  hooks: HookCommand[];
}

/**
 * Claude Code's hook events Flotilla fires. Agent frontmatter may set PreToolUse, PostToolUse,
 * PostToolUseFailure, Stop and SubagentStop; settings files may set them all.
 */
export const hookEvents = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'UserPromptSubmit',
  'SessionStart',
  'SessionEnd',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'Notification',
] as const;
/**
 * Every hook event Claude Code 2.1.332 knows (its settings schema). A hook on one Flotilla does
 * not fire loads with a notice and never runs; any other name is ignored with a warning, as
 * Claude Code does.
 */
export const claudeCodeHookEvents: readonly string[] = [
  ...hookEvents,
  'PostToolBatch',
  'UserPromptExpansion',
  'StopFailure',
  'PostCompact',
  'PreModelSwitch',
  'PostModelSwitch',
  'PermissionRequest',
  'PermissionDenied',
  'Setup',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'Elicitation',
  'ElicitationResult',
  'ConfigChange',
  'WorktreeCreate',
  'WorktreeRemove',
  'InstructionsLoaded',
  'CwdChanged',
  'FileChanged',
  'DirectoryAdded',
  'MessageDisplay',
  'PreSkillShellCommand',
];
export type HookEvent = (typeof hookEvents)[number];
export type AgentHooks = Partial<Record<HookEvent, HookMatcher[]>>;

/** Adds `from`'s matchers after `into`'s, event by event (settings layers, plugins). */
export function appendHooks(into: AgentHooks, from: AgentHooks): void {
  for (const event of hookEvents) {
    const matchers = from[event];
    if (matchers?.length) into[event] = [...(into[event] ?? []), ...matchers];
  }
}

/** The hooks of a file the run does not trust: none of them may approve a tool call. */
export function markedUntrusted(hooks: AgentHooks): AgentHooks {
  return Object.fromEntries(
    Object.entries(hooks).map(([event, matchers]) => [
      event,
      matchers?.map((matcher) => ({
        ...matcher,
        hooks: matcher.hooks.map((hook) => ({ ...hook, untrusted: true })),
      })),
    ]),
  );
}

export type McpServerReference =
  | { kind: 'named'; name: string }
  | { kind: 'inline'; name: string; command: string; args: string[]; env: Record<string, string> };

export interface AgentDefinition {
  name: string;
  description: string;
  /** The markdown body: the agent's system prompt. */
  systemPrompt: string;
  source: AgentSource;
  /** Absolute path of the defining file; undefined for built-ins and inline `--agents` JSON. */
  file?: string;
  /** Allow-list; undefined means every tool the parent has, an empty list none. */
  tools?: ToolRule[];
  /**
   * The entries of `tools` that are no tool rule (`Bash(`), as written: left out of `tools`, they
   * still make the list one that names tools, so an agent none of whose entries resolves is not
   * started (src/app/tool-plan.ts, unresolvedToolList), rather than run with no tools.
   */
  malformedTools?: string[];
  /**
   * `false`: the `tools` entries with a specifier (`Bash(npm test:*)`) only limit the tool they
   * name and pre-approve nothing, as for an untrusted checkout's agent file
   * (src/app/untrusted-agents.ts). Otherwise they are allow rules too.
   */
  toolSpecifiersAllow?: false;
  disallowedTools?: ToolRule[];
  /** From `Agent(a, b)` / `Task(a)`: the only agent types this one may spawn; undefined = any. */
  spawnableAgents?: string[];
  /** `inherit`, an alias (`sonnet`, `opus`, `haiku`, `fable`) or a full model id. */
  model?: string;
  permissionMode?: PermissionMode;
  maxTurns?: number;
  background?: boolean;
  isolation?: 'worktree';
  color?: string;
  memory?: MemoryScope;
  skills?: string[];
  mcpServers?: McpServerReference[];
  requiredMcpServers?: string[];
  hooks?: AgentHooks;
  effort?: string;
  initialPrompt?: string;
}

/** Parses `Bash(npm test:*)` into `{tool: 'Bash', specifier: 'npm test:*'}`; undefined if malformed. */
export function parseToolRule(text: string): ToolRule | undefined {
  const trimmed = text.trim();
  const match = /^([A-Za-z_*][\w*-]*)(?:\((.*)\))?$/s.exec(trimmed);
  if (!match?.[1]) return undefined;
  const specifier = match[2]?.trim();
  // `Bash(*)` is the plain `Bash` permission, as Claude Code reads it: not a prefix pattern that
  // a glob, `$VAR` or a redirection would fall outside of.
  if (specifier === undefined || (match[1] === 'Bash' && specifier === '*')) {
    return { tool: match[1] };
  }
  return { tool: match[1], specifier };
}

/** The plugin a plugin's agent comes from (`kp` of `kp:checker`); undefined for any other agent. */
export function pluginOfAgent(agent: { name: string; source: AgentSource }): string | undefined {
  return agent.source === 'plugin' ? agent.name.slice(0, agent.name.indexOf(':')) : undefined;
}

export function formatToolRule(rule: ToolRule): string {
  return rule.specifier === undefined ? rule.tool : `${rule.tool}(${rule.specifier})`;
}
