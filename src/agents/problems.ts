/**
 * Problems found while loading agent definitions. Every problem names a stable rule id, so users
 * can search for it and tools can filter on it; the severity belongs to the rule, never to the
 * call site, so one id always means the same thing.
 */

export type Severity = 'error' | 'warning';

/** 1-based line and column of the offending key (or YAML/JSON error) in `file`. */
export interface SourceLocation {
  /** Absolute path, or a label in angle brackets (`<built-in>`, `<--agents>`) when there is no file. */
  file: string;
  line: number;
  column: number;
}

export interface Problem extends SourceLocation {
  rule: RuleId;
  severity: Severity;
  message: string;
  /** How to fix it: the expected form, the alternatives, or "did you mean …?". */
  hint: string;
}

interface RuleInfo {
  severity: Severity;
  /** One line: what the rule checks. Used by the documentation and `--help`. */
  summary: string;
}

export const agentRules = {
  'frontmatter-missing': {
    severity: 'error',
    summary: 'The file does not start with a `---` line opening YAML frontmatter.',
  },
  'frontmatter-unclosed': {
    severity: 'error',
    summary: 'The frontmatter opened by `---` is never closed by a second `---` line.',
  },
  'yaml-invalid': {
    severity: 'error',
    summary:
      'The frontmatter is not valid YAML even read as Claude Code reads it, or is not a mapping of `key: value` pairs.',
  },
  'agents-json-invalid': {
    severity: 'error',
    summary:
      '`--agents` or managed JSON is not valid JSON, or not an object of `{"name": {…}}` entries.',
  },
  'settings-json-invalid': {
    severity: 'error',
    summary: 'A settings file is not valid JSON, or not a JSON object.',
  },
  'settings-field-invalid': {
    severity: 'error',
    summary:
      'A known settings key (`permissions`, `env`, `model`, `disableAllHooks`, …) has a value of the wrong form; the file is not used.',
  },
  'settings-value-ignored': {
    severity: 'warning',
    summary:
      'A Flotilla settings key (`forkSubagents`) or an `enabledPlugins` entry has a value of the wrong form; only it is ignored, the rest of the file applies.',
  },
  'permission-rule-malformed': {
    severity: 'error',
    summary:
      'An entry of `permissions.allow`, `deny` or `ask` in a settings file is not `Name` or `Name(specifier)`.',
  },
  'name-missing': { severity: 'error', summary: '`name` is missing or empty.' },
  'name-invalid': {
    severity: 'error',
    summary:
      '`name` is not text (`name: 404`, `name: true`), contains `:` or starts with `-`; Claude Code does not load such an agent.',
  },
  'description-missing': {
    severity: 'error',
    summary: '`description` is missing, empty or not text.',
  },
  'permission-mode-unknown': {
    severity: 'warning',
    summary: '`permissionMode` is not one of the six modes; `default` applies.',
  },
  'memory-unknown': {
    severity: 'warning',
    summary: '`memory` is not `user`, `project` or `local`; the agent has no memory.',
  },
  'hooks-malformed': {
    severity: 'error',
    summary: '`hooks` does not have the shape of Claude Code hooks (event → matchers → commands).',
  },
  'hook-event-not-fired': {
    severity: 'warning',
    summary:
      'A hook on a Claude Code event Flotilla does not fire (in frontmatter: other than PreToolUse, PostToolUse, PostToolUseFailure and Stop); it loads and never runs.',
  },
  'hook-event-unknown': {
    severity: 'warning',
    summary: 'A hook event name Claude Code does not know; it is ignored, as Claude Code does.',
  },
  'tool-syntax-malformed': {
    severity: 'warning',
    summary:
      'An entry of `tools` or `disallowedTools` is not `Name` or `Name(specifier)`; it is ignored (in `disallowedTools`, its whole tool is denied).',
  },
  'yaml-value-unquoted': {
    severity: 'warning',
    summary:
      'A one-line value is invalid YAML as written (e.g. contains `: `); it is read as quoted text, as Claude Code does.',
  },
  'yaml-tab-indent': {
    severity: 'warning',
    summary:
      'A frontmatter line is indented with tabs, which YAML forbids; each leading tab is read as two spaces, as Claude Code does.',
  },
  'tool-unknown': {
    severity: 'warning',
    summary: 'A tool name is neither a Flotilla tool nor a Claude Code tool (nor `*` or `mcp__…`).',
  },
  'tool-unavailable': {
    severity: 'warning',
    summary: 'A Claude Code tool Flotilla does not offer (yet); the agent runs without it.',
  },
  'tools-empty': {
    severity: 'warning',
    summary:
      '`tools` names no tool (`tools:`, `tools: []`, `tools: ""`): the agent gets no tools, as Claude Code 2.1.332 spawns it.',
  },
  'tools-unresolved': {
    severity: 'warning',
    summary:
      "`tools` names tools, and not one can be given to the agent (unknown or misspelt names, Claude Code tools Flotilla lacks, TeamCreate and TeamDelete (the lead's alone), MCP tools of servers not configured): a run does not start it.",
  },
  'tool-spawn-depth': {
    severity: 'warning',
    summary:
      '`tools` names `Agent` (or `Task`), which a subagent has only when the run lets subagents spawn (`--max-spawn-depth`); by default only the lead does.',
  },
  'name-not-kebab-case': {
    severity: 'warning',
    summary:
      '`name` is not kebab-case (lowercase letters, digits and single hyphens); it loads as written, as in Claude Code.',
  },
  'model-unknown': {
    severity: 'warning',
    summary:
      '`model` is a misspelt alias (`sonet`): a single word close to an alias, `opusplan` or `inherit`.',
  },
  'color-unknown': { severity: 'warning', summary: '`color` is not one of the eight colors.' },
  'max-turns-invalid': { severity: 'warning', summary: '`maxTurns` is not a positive integer.' },
  'system-prompt-empty': {
    severity: 'warning',
    summary: 'The markdown body (or the JSON `prompt`) is empty.',
  },
  'key-duplicate': {
    severity: 'warning',
    summary: 'A frontmatter key is given twice; the last value applies, as in Claude Code.',
  },
  'key-unknown': {
    severity: 'warning',
    summary: 'A frontmatter key Flotilla does not know; it is ignored.',
  },
  'field-invalid': {
    severity: 'warning',
    summary:
      'A field without a rule of its own (`background`, `isolation`, `effort`, `initialPrompt`, `skills`, …) has a value of the wrong form; it is ignored.',
  },
  'hook-type-unsupported': {
    severity: 'warning',
    summary: 'A hook of type `prompt`, `agent` or `http`; Flotilla runs `command` hooks only.',
  },
  'hook-field-unsupported': {
    severity: 'warning',
    summary:
      'A command hook field Flotilla does not read (`async`, `once`, …), or an `if` / `onFailure` value it cannot use; the hook runs without it.',
  },
  'hook-matcher-invalid': {
    severity: 'warning',
    summary:
      'A hook matcher that is neither a list of names nor a regular expression that compiles; it never fires, as in Claude Code.',
  },
  'skill-unresolved': {
    severity: 'warning',
    summary:
      'A skill in `skills` that no skill or command a run here offers answers to, by name or alias (`.claude/skills`, `~/.claude/skills`, plugin `skills/`).',
  },
  'skill-name-invalid': {
    severity: 'warning',
    summary:
      'A SKILL.md `name` is not lowercase letters, digits and hyphens (at most 64); the skill loads under it all the same.',
  },
  'skill-alias-taken': {
    severity: 'warning',
    summary:
      "A SKILL.md `name` that differs from its directory's is another skill's name, or an alias an earlier skill holds; as in Claude Code, that name loads the other skill, and this one only by its directory's name.",
  },
  'skill-description-missing': {
    severity: 'warning',
    summary:
      "A SKILL.md has no `description`; the skill listing shows its instructions' first line instead.",
  },
  'skill-field-invalid': {
    severity: 'warning',
    summary:
      'A SKILL.md field (`description`, `when_to_use`, `disable-model-invocation`, …) has a value of the wrong form; it is ignored.',
  },
  'skill-frontmatter-unreadable': {
    severity: 'warning',
    summary:
      "A SKILL.md's or command's frontmatter is never closed, is not valid YAML even read as Claude Code reads it, or is not a mapping; its fields are ignored and it loads under its directory's or file's name, described by its first line, as in Claude Code.",
  },
  'mcp-server-unresolved': {
    severity: 'warning',
    summary:
      'An MCP server name is not in `.mcp.json`, or an inline server has no valid `command`.',
  },
  'plugin-manifest-invalid': {
    severity: 'error',
    summary:
      'A component field of `.claude-plugin/plugin.json` (`hooks`, `commands`, `skills`, `agents`, `mcpServers`, `outputStyles`) is not a path starting with `./` (or, for `agents`, not a `.md` file), or its `userConfig` declares an option in a form Claude Code refuses; Claude Code does not load such a plugin.',
  },
  'plugin-path-missing': {
    severity: 'error',
    summary: 'A path that `.claude-plugin/plugin.json` names does not exist in the plugin.',
  },
  'plugin-hook-option-in-command': {
    severity: 'warning',
    summary:
      "A plugin hook's command names `${user_config.…}`; it does not run, as in Claude Code (the value would be parsed again by the shell). The hook reads `$CLAUDE_PLUGIN_OPTION_<NAME>` instead.",
  },
  'agent-shadowed': {
    severity: 'warning',
    summary: 'A definition is replaced by a same-name definition from a higher-precedence source.',
  },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof agentRules;

export const ruleIds = Object.keys(agentRules) as RuleId[];

/** Labels stand in for files that do not exist: built-in agents, inline `--agents` JSON. */
export const builtinLabel = '<built-in>';
export const inlineAgentsLabel = '<--agents>';

export function isLabel(file: string): boolean {
  return file.startsWith('<');
}

export function createProblem(
  rule: RuleId,
  at: SourceLocation,
  message: string,
  hint: string,
): Problem {
  return {
    file: at.file,
    line: at.line,
    column: at.column,
    rule,
    severity: agentRules[rule].severity,
    message,
    hint,
  };
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}

export function countProblems(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const problem of problems) if (problem.severity === 'error') errors++;
  return { errors, warnings: problems.length - errors };
}

/** Stable order for one file's problems: by line, then column (sort is stable for ties). */
export function sortByPosition(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
