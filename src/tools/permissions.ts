import path from 'node:path';
import type { PermissionMode, ToolRule } from '../agents/definition.js';
import { formatToolRule } from '../agents/definition.js';
import type { HookApproval, PermissionGate } from '../loop/tool-execution.js';
import type { AnyTool, ToolKind } from './define-tool.js';
import { checkInsideRoot, realPathOrSelf, rootForPath } from './path-guard.js';
import {
  commandLayers,
  hiddenProgramReason,
  loadShellParser,
  parseShellCommand,
  shellParserLoaded,
  type SimpleCommand,
} from './shell-command.js';
import { isReadOnlyCommand, namesNoFile, readOnlyHint } from './read-only-commands.js';
import { sensitiveFileReason } from './sensitive-files.js';
import {
  bashRuleMatches,
  canonicalToolName,
  pathRuleMatches,
  ruleNamesTool,
  toolListNamesTool,
  specifierRuleAppliesTo,
  subjectRuleMatches,
  type PathRuleContext,
  type RuleUse,
} from './tool-rules.js';

/**
 * The headless permission policy (DESIGN §6). No one can answer a prompt in CI, so every call is
 * decided here, in this order:
 *
 * 1. the tool must be visible: the definition's `tools` allow-list (`*` = all) minus its
 *    `disallowedTools` and whole-tool deny rules;
 * 2. file tools stay inside the working tree (path guard), in every mode, bypassPermissions too;
 * 3. deny rules win over everything after them (the definition's `disallowedTools` with a
 *    specifier count as deny rules);
 * 4. a definition `tools` list that names a tool only with specifiers (`Bash(npm test:*)`) limits
 *    it to calls those specifiers match (and, unless the file is an untrusted checkout's,
 *    pre-approves them as allow rules do);
 * 5. the mode: plan = reads (read-only Bash commands too, see read-only-commands.ts),
 *    coordination, and a tool that declares it only reads (an MCP tool's readOnlyHint) when an
 *    allow rule matches; delegate = coordination; bypassPermissions = all; default, dontAsk = plan's,
 *    and edits and other commands only when an allow rule matches (what would ask is denied; a
 *    compound command's read-only parts need no rule of their own, see uncoveredCommand);
 *    acceptEdits = default plus edits in the working tree. A call a PreToolUse hook approved
 *    (`permissionDecision: "allow"`) is allowed here in every mode but plan and delegate, as in
 *    Claude Code 2.1.332: it runs with no rule allowing it, while deny and ask rules (step 3)
 *    still refuse it and plan mode still holds. Before the mode, in every mode but
 *    bypassPermissions, an edit tool's write to a sensitive file (sensitive-files.ts: `.claude/`,
 *    `.mcp.json`, `.git/`, `.bashrc`, …) is refused whatever the rules, mode or hook say, as in
 *    Claude Code 2.1.332.
 *
 * Every denial says what was denied, why, and which setting would allow it.
 */

export type PermissionDecision = { behavior: 'allow' } | { behavior: 'deny'; message: string };

export interface PermissionPolicyOptions {
  mode: PermissionMode;
  /** Allow rules (allowed_tools, settings files); `source` names where one came from. */
  allow?: readonly (ToolRule & { source?: string })[];
  /** Deny rules (disallowed_tools, settings files); they beat allow rules. */
  deny?: readonly (ToolRule & { source?: string })[];
  /** The agent definition's `tools`: undefined = every tool. */
  agentTools?: readonly ToolRule[];
  /**
   * Whether `agentTools` entries with a specifier also pre-approve the calls they match (true
   * when left out); false for an untrusted checkout's agent file, whose entries only limit.
   */
  agentToolsAllow?: boolean;
  /** The agent definition's `disallowedTools`. */
  agentDisallowed?: readonly ToolRule[];
  /**
   * Whether read-only Bash commands run without an allow rule (true when left out); false when
   * an untrusted checkout's settings set env, which could turn `git status` into its program.
   */
  readOnlyCommands?: boolean;
  /** The agent's working tree; file tools are confined to it and path rules are relative to it. */
  root: string;
  /** For `~/…` path rules. */
  homeDir?: string;
  /**
   * Directories outside the working tree where Read, Write and Edit are allowed whatever the
   * mode and rules: the agent's memory directory (`memory:` in its definition).
   */
  extraRoots?: readonly string[];
  /**
   * Directories outside the working tree that Read alone may read whatever the mode and rules:
   * where the run saves a hook's long output, which the model is told to read (as Claude Code
   * lets its Read open the file it names).
   */
  readOnlyRoots?: readonly string[];
  /**
   * Allow rules granted while the agent runs (a loaded skill's `allowed-tools`); read at each
   * decision, so a grant holds from the next call on.
   */
  granted?: readonly ToolRule[];
}

export interface PermissionPolicy {
  readonly mode: PermissionMode;
  /** `approval`: a PreToolUse hook approved the call; only steps 1–4 then apply. */
  decide(tool: AnyTool, input: unknown, approval?: HookApproval): PermissionDecision;
  /** The tools offered to the model, in the given order. */
  visibleTools<T extends { name: string }>(all: readonly T[]): T[];
  isVisible(toolName: string): boolean;
  /** Why a tool is not offered (not listed, denied as a whole); undefined when it is. */
  hiddenReason(toolName: string): string | undefined;
  /** Whether a `Read(…)` deny rule names this file (absolute path): Glob and Grep leave it out. */
  readDenied(absolutePath: string): boolean;
}

/** Tools every agent has whatever its definition lists: how its results reach the run. */
const outputChannelTools: ReadonlySet<string> = new Set(['ReportFindings', 'StructuredOutput']);

const allowSetting = 'allowed_tools (CLI --allowed-tools)';
const denySetting = 'disallowed_tools (CLI --disallowed-tools)';
const modeSetting = "permission_mode (CLI --permission-mode, or the agent's permissionMode)";

interface SourcedRule {
  rule: ToolRule;
  source: string;
}

export function createPermissionPolicy(options: PermissionPolicyOptions): PermissionPolicy {
  const pathContext: PathRuleContext = {
    root: realPathOrSelf(options.root),
    ...(options.homeDir === undefined ? {} : { homeDir: options.homeDir }),
  };
  const denyRules: SourcedRule[] = [
    ...(options.deny ?? []).map((rule) => ({ rule, source: rule.source ?? denySetting })),
    ...(options.agentDisallowed ?? []).map((rule) => ({
      rule,
      source: "the agent definition's disallowedTools",
    })),
  ];
  const allowRules: SourcedRule[] = (options.allow ?? []).map((rule) => ({
    rule,
    source: rule.source ?? allowSetting,
  }));
  const extraRoots = options.extraRoots ?? [];
  const readOnlyRoots = options.readOnlyRoots ?? [];
  const readDenyRules = denyRules.flatMap(({ rule }) =>
    rule.tool === 'Read' && rule.specifier !== undefined ? [rule.specifier] : [],
  );
  // A read-only command could read what a Read deny rule protects (`grep -r`, `git show`): with
  // one in force, commands need an allow rule like any other.
  const readDenied = denyRules.some(({ rule }) => ruleNamesTool(rule.tool, 'Read'));
  const readOnlyCommandsRun = !readDenied && options.readOnlyCommands !== false;
  const readOnlyBash = (tool: AnyTool, input: unknown): boolean => {
    if (tool.name !== 'Bash' || !readOnlyCommandsRun) return false;
    const command = subjectOf(tool, input);
    return (
      command !== undefined &&
      isReadOnlyCommand(parseShellCommand(command), { root: pathContext.root })
    );
  };
  const readOnlyPart: ReadOnlyPart = readOnlyCommandsRun
    ? (simple) =>
        isReadOnlyCommand({ understood: true, commands: [simple] }, { root: pathContext.root })
    : () => false;

  const hiddenBecause = (toolName: string): string | undefined => {
    // Flotilla's output channel is not a capability an agent file grants (as Claude Code gives
    // its structured-output tool to every agent): only the run's own deny rules can remove it.
    const outputChannel = outputChannelTools.has(toolName);
    if (options.agentTools !== undefined && !outputChannel) {
      const listed = options.agentTools.some((rule) => toolListNamesTool(rule.tool, toolName));
      if (!listed) {
        const names = options.agentTools.map(formatToolRule).join(', ') || '(none)';
        return `the agent definition's tools list does not include it (tools: ${names}); add ${toolName} to the definition's tools to offer it`;
      }
    }
    const wholeDeny = denyRules.find(
      ({ rule, source }) =>
        rule.specifier === undefined &&
        ruleNamesTool(rule.tool, toolName) &&
        (!outputChannel || source === denySetting),
    );
    if (wholeDeny) {
      return `it is denied as a whole by the rule \`${formatToolRule(wholeDeny.rule)}\` in ${wholeDeny.source}`;
    }
    return undefined;
  };

  const decide = (tool: AnyTool, input: unknown, approval?: HookApproval): PermissionDecision => {
    const hidden = hiddenBecause(tool.name);
    if (hidden !== undefined) return deny(`The tool ${tool.name} is not available: ${hidden}.`);

    const call = describeCall(tool, input);
    // A path in an extra root (memory) or, for Read, a read-only root (the agent's own
    // transcript) passes confinement only: deny rules and plan/delegate mode still hold there.
    const extraRootPath =
      insideExtraRoot(tool, input, options.root, extraRoots) ||
      (tool.name === 'Read' && insideExtraRoot(tool, input, options.root, readOnlyRoots));
    // Only Read, Write and Edit reach the memory directory; Glob, Grep and Bash stay in the tree.
    const confinement = extraRootPath
      ? undefined
      : checkConfinement(
          tool,
          input,
          options.root,
          extraRootTools.has(tool.name) ? extraRoots : [],
        );
    if (confinement !== undefined) {
      return deny(
        `${call} was denied: ${confinement}. File tools are confined to the working tree in every permission mode; no rule or mode allows paths outside it.`,
      );
    }

    const denied = denyRules.find(
      ({ rule }) =>
        rule.specifier !== undefined && callMatchesRule(tool, input, rule, pathContext, 'deny'),
    );
    const unreadable = denied && tool.name === 'Bash' ? bashHiddenProgram(tool, input) : undefined;
    if (denied && unreadable !== undefined) {
      return deny(
        `${call} was denied: ${unreadable}, so it cannot be checked against the deny rule \`${formatToolRule(denied.rule)}\` in ${denied.source}. Deny rules on Bash hold only for plain commands (literal words joined by ;, &&, ||, |) whose programs are named literally and run no other programs; write it so, or remove that rule.`,
      );
    }
    if (denied && denied.rule.tool === 'Read' && tool.kind === 'edit') {
      return deny(
        `${call} was denied: the file is covered by the rule \`${formatToolRule(denied.rule)}\` in ${denied.source}, and what an agent may not read it may not write or edit either. Deny rules win over allow rules and every permission mode; remove that rule to allow it.`,
      );
    }
    if (denied) {
      return deny(
        `${call} was denied by the rule \`${formatToolRule(denied.rule)}\` in ${denied.source}. Deny rules win over allow rules and modes; remove that rule to allow it.`,
      );
    }

    if (extraRootPath) {
      const modeHolds =
        tool.kind === 'edit' && (options.mode === 'plan' || options.mode === 'delegate');
      return modeHolds
        ? decideByMode(options.mode, tool, input, call, [], pathContext, {
            readOnly: false,
            readOnlyPart: () => false,
          })
        : allow;
    }

    const limits = (options.agentTools ?? []).filter(
      (rule) => rule.specifier !== undefined && ruleNamesTool(rule.tool, tool.name),
    );
    const unlimited = (options.agentTools ?? []).some(
      (rule) => rule.specifier === undefined && ruleNamesTool(rule.tool, tool.name),
    );
    const spawnLimit = tool.name === 'Agent' || tool.name === 'Task';
    if (options.agentTools !== undefined && !unlimited && limits.length > 0 && !spawnLimit) {
      const sourced = limits.map((rule) => ({ rule, source: "the agent definition's tools" }));
      if (!allowedByRules(tool, input, sourced, pathContext)) {
        return deny(
          `${call} was denied: the agent definition's tools list limits ${tool.name} to ${limits.map((rule) => `\`${formatToolRule(rule)}\``).join(', ')}. Extend that list to allow it.`,
        );
      }
    }
    const sensitive =
      options.mode === 'bypassPermissions' ? undefined : sensitiveWrite(tool, input, pathContext);
    if (sensitive !== undefined) {
      return deny(
        `${call} was denied: ${sensitive}. As in Claude Code, neither acceptEdits mode, an allow rule naming the file, nor a PreToolUse hook's approval lets an agent change it; only permission mode bypassPermissions does. Make the change yourself, or run with ${modeSetting} bypassPermissions.`,
      );
    }
    // The hook is code from settings the run already trusts: it could run the command itself.
    // Plan (and delegate) mode still holds: Claude Code 2.1.332 refuses `make build` in plan
    // mode whatever the hook says.
    if (approval !== undefined && options.mode !== 'plan' && options.mode !== 'delegate') {
      return allow;
    }
    const allowSources: SourcedRule[] = [
      ...allowRules,
      ...(options.granted ?? []).map((rule) => ({
        rule,
        source: "a loaded skill's allowed-tools",
      })),
      ...(options.agentToolsAllow === false
        ? []
        : limits.map((rule) => ({ rule, source: "the agent definition's tools" }))),
    ];

    const readOnly =
      options.mode !== 'bypassPermissions' &&
      options.mode !== 'delegate' &&
      readOnlyBash(tool, input);
    const decision = decideByMode(options.mode, tool, input, call, allowSources, pathContext, {
      readOnly,
      readOnlyPart,
    });
    if (decision.behavior === 'deny' && approval !== undefined) {
      return deny(
        `${decision.message} The PreToolUse hook ${approval.by} approved it, but permission mode '${options.mode}' holds whatever a hook says.`,
      );
    }
    return decision;
  };

  return {
    mode: options.mode,
    decide,
    isVisible: (toolName) => hiddenBecause(toolName) === undefined,
    visibleTools: (all) => all.filter((tool) => hiddenBecause(tool.name) === undefined),
    hiddenReason: hiddenBecause,
    readDenied: (absolutePath) => {
      if (readDenyRules.length === 0) return false;
      const forms = candidatesFor(absolutePath, pathContext.root);
      return readDenyRules.some((specifier) =>
        pathRuleMatches(specifier, forms, pathContext, 'deny'),
      );
    },
  };
}

/**
 * The policy as the loop's gate. A Bash decision needs the shell parser, which loads on the first
 * Bash call rather than at start (see loadShellParser); every other decision is made at once.
 */
export function permissionGate(policy: PermissionPolicy): PermissionGate {
  return {
    decide: (tool, input, approval) =>
      tool.name === 'Bash' && !shellParserLoaded()
        ? loadShellParser().then(() => policy.decide(tool, input, approval))
        : policy.decide(tool, input, approval),
  };
}

function decideByMode(
  mode: PermissionMode,
  tool: AnyTool,
  input: unknown,
  call: string,
  allowRules: readonly SourcedRule[],
  pathContext: PathRuleContext,
  readOnlyCommand: { readOnly: boolean; readOnlyPart: ReadOnlyPart },
): PermissionDecision {
  const kind: ToolKind = tool.kind;
  const reads = kind === 'read' || kind === 'coordination' || readOnlyCommand.readOnly;
  switch (mode) {
    case 'bypassPermissions':
      return allow;
    case 'delegate':
      return kind === 'coordination'
        ? allow
        : deny(
            `${call} was denied: permission mode 'delegate' allows only coordination tools (Agent, SendMessage, TaskStop, TaskOutput, ReportFindings, TodoWrite, and the team's TeamCreate, TeamDelete, TaskCreate, TaskGet, TaskList, TaskUpdate); delegate the work to a subagent or teammate, or change ${modeSetting}.`,
          );
    case 'plan':
      if (tool.declaresReadOnly === true && !reads) {
        return allowedByRules(tool, input, allowRules, pathContext)
          ? allow
          : deny(
              `${call} was denied: ${tool.name} says it only reads, so permission mode 'plan' runs it when an allow rule matches, and none does. To allow it, add \`${tool.name}\` to ${allowSetting}.`,
            );
      }
      return reads
        ? allow
        : deny(
            `${call} was denied: permission mode 'plan' is read-only (reads, read-only commands such as ls, cat, grep, git log, and coordination tools only), whatever the allow rules. To ${kind === 'edit' ? 'change files' : 'run commands'}, change ${modeSetting} to default or acceptEdits with allow rules.`,
          );
    case 'acceptEdits':
    case 'default':
    case 'dontAsk': {
      if (reads) return allow;
      if (kind === 'edit' && mode === 'acceptEdits') return allow;
      const { readOnlyPart } = readOnlyCommand;
      if (allowedByRules(tool, input, allowRules, pathContext, readOnlyPart)) return allow;
      return deny(
        needsRuleMessage(mode, tool, input, call, allowRules, pathContext.root, readOnlyPart),
      );
    }
  }
}

/**
 * Whether one part of a compound Bash command only reads, so that it needs no rule of its own
 * (see uncoveredCommand).
 */
type ReadOnlyPart = (simple: SimpleCommand) => boolean;

const noReadOnlyParts: ReadOnlyPart = () => false;

/**
 * Is the call covered by the allow rules? For Bash: every sub-command must be covered by a rule
 * or, where `readOnlyPart` says so, only read.
 */
function allowedByRules(
  tool: AnyTool,
  input: unknown,
  rules: readonly SourcedRule[],
  pathContext: PathRuleContext,
  readOnlyPart: ReadOnlyPart = noReadOnlyParts,
): boolean {
  if (
    rules.some(({ rule }) => rule.specifier === undefined && ruleNamesTool(rule.tool, tool.name))
  ) {
    return true;
  }
  const specific = rules.filter(({ rule }) => rule.specifier !== undefined);
  if (tool.name === 'Bash') {
    const command = subjectOf(tool, input);
    if (command === undefined) return false;
    const bashRules = specific.filter(({ rule }) => ruleNamesTool(rule.tool, 'Bash'));
    if (bashRules.some(({ rule }) => rule.specifier?.trim() === command.trim())) return true;
    return uncoveredCommand(command, bashRules, readOnlyPart) === undefined;
  }
  return specific.some(({ rule }) => callMatchesRule(tool, input, rule, pathContext, 'allow'));
}

type Uncovered = SimpleCommand | { notUnderstood: string } | undefined;

/**
 * Builtins that change how the later parts of a command run: where they resolve paths (`cd`),
 * which program a name runs (`hash -p`, `alias`, `enable`), how words expand (`shopt`, `set`).
 */
const shellStateBuiltins: ReadonlySet<string> = new Set([
  'cd',
  'pushd',
  'popd',
  'hash',
  'alias',
  'enable',
  'shopt',
  'set',
]);

/**
 * The first simple command no rule covers, or why the command cannot be checked at all. A part
 * that only reads (`tail -5`, `echo done`, `ls`) needs no rule of its own, as in Claude Code
 * 2.1.332 (`touch made.txt 2>&1 | tail -5` runs under `Bash(touch:*)` alone), except in a
 * command that changes directory or shell state: a read-only part is judged from the working
 * tree, and after `cd /` that is not where it would read (Claude Code refuses `cd sub && touch
 * x` under `Bash(touch:*)` as well).
 */
function uncoveredCommand(
  command: string,
  rules: readonly SourcedRule[],
  readOnlyPart: ReadOnlyPart = noReadOnlyParts,
): Uncovered {
  const parsed = parseShellCommand(command);
  if (!parsed.understood) return { notUnderstood: parsed.reason };
  // `command cd /` changes directory as `cd /` does: ask of every command a wrapper runs.
  const changesShell = parsed.commands.some((simple) =>
    commandLayers(simple, 'allow').some((layer) => {
      const program = layer.words[0];
      return program?.kind !== 'literal' || shellStateBuiltins.has(program.value);
    }),
  );
  const covered = (simple: SimpleCommand) =>
    rules.some(({ rule }) => bashRuleMatches(rule.specifier ?? '', simple));
  // A read-only part is judged against the disk as it is now. When a part a rule allows may
  // change it first (`ln -s /etc/shadow k && cat k`, or in a pipeline), only parts that read no
  // file they name stay exempt (`… 2>&1 | tail -5`, `… && echo done`).
  const changesFiles = parsed.commands.some((simple) => covered(simple) && !readOnlyPart(simple));
  return parsed.commands.find(
    (simple) =>
      !covered(simple) &&
      (changesShell || !readOnlyPart(simple) || (changesFiles && !namesNoFile(simple))),
  );
}

/**
 * Does a rule with a specifier match this call? Path tools match on their paths (for allow,
 * every path must match; otherwise one suffices; see pathRuleMatches for how each use reads the
 * pattern); Bash on any sub-command or the whole command (for deny and conditions); other tools
 * on their rule subject.
 */
function callMatchesRule(
  tool: AnyTool,
  input: unknown,
  rule: ToolRule,
  pathContext: PathRuleContext,
  use: RuleUse,
): boolean {
  const specifier = rule.specifier;
  // A Read deny rule keeps a file from being written or edited too (as Claude Code refuses it):
  // an edit shows the changed lines, and a written file could be run to print itself. A Read
  // allow rule never approves an edit.
  const readByEdit = use !== 'allow' && rule.tool === 'Read' && tool.kind === 'edit';
  if (specifier === undefined || !(specifierRuleAppliesTo(rule, tool) || readByEdit)) return false;
  if (tool.name === 'Bash' && ruleNamesTool(rule.tool, 'Bash')) {
    const command = subjectOf(tool, input);
    if (command === undefined) return false;
    if (specifier.trim() === command.trim()) return true;
    const parsed = parseShellCommand(command);
    // A deny rule fails closed too: what the checker cannot read might run what the rule denies.
    // A hook's `if` also fires on a shell's script or `-c` string; a deny rule, as in Claude
    // Code, does not look into them.
    if (use !== 'allow' && hiddenProgramReason(parsed, use) !== undefined) {
      return true;
    }
    return parsed.commands.some((simple) =>
      bashRuleMatches(specifier, simple, use === 'allow' ? 'allow' : 'deny'),
    );
  }
  const paths = pathsOf(tool, input, rule);
  if (paths !== undefined) {
    if (paths.length === 0) return false;
    // Both forms of each path: an allow rule must match the path as written and the path it
    // resolves to (a symlink `src/up -> ..` must not carry `Edit(src/**)` out of src); a deny
    // rule matches when either does.
    const matches = (requested: string): boolean => {
      const forms = candidatesFor(requested, pathContext.root);
      const formMatches = (form: string): boolean =>
        pathRuleMatches(specifier, [form], pathContext, use);
      return use === 'allow' ? forms.every(formMatches) : forms.some(formMatches);
    };
    return use === 'allow' ? paths.every(matches) : paths.some(matches);
  }
  const subject = subjectOf(tool, input);
  if (subject === undefined) return false;
  // A deny rule holds whichever name the call gives its subject; an allow rule only the one given.
  const subjects = use === 'allow' ? [subject] : [subject, ...otherSubjectsOf(tool, input)];
  return subjects.some((name) => subjectRuleMatches(specifier, name));
}

/**
 * The paths a path rule is checked against: an `Edit` rule the writes, a `Read` rule the reads,
 * and for an edit tool (which only a Read deny rule reaches) the writes as well.
 */
function pathsOf(tool: AnyTool, input: unknown, rule: ToolRule): string[] | undefined {
  if (tool.paths === undefined) return undefined;
  const { read, write } = tool.paths(input);
  if (rule.tool === 'Edit' && !ruleNamesTool('Edit', tool.name)) return write;
  if (rule.tool === 'Read' && !ruleNamesTool('Read', tool.name)) {
    return tool.kind === 'edit' ? [...read, ...write] : read;
  }
  return [...read, ...write];
}

/**
 * A requested path as rules see it: as written (made absolute, `.` and `..` applied) and as it
 * resolves (every symlink followed; for a path that does not exist yet, its deepest existing
 * parent resolved and the rest appended).
 */
function candidatesFor(requested: string, root: string): string[] {
  const lexical = path.posix.resolve(root, requested.replaceAll('\\', '/'));
  const check = checkInsideRoot(root, requested, { forWrite: false });
  return check.ok && check.path !== lexical ? [lexical, check.path] : [lexical];
}

/** Memory-directory tools: Read, Write and Edit of paths that all lie in one of the extra roots. */
const extraRootTools: ReadonlySet<string> = new Set(['Read', 'Write', 'Edit', 'MultiEdit']);

function insideExtraRoot(
  tool: AnyTool,
  input: unknown,
  root: string,
  extraRoots: readonly string[],
): boolean {
  if (extraRoots.length === 0 || !extraRootTools.has(tool.name) || tool.paths === undefined)
    return false;
  let paths: { read: string[]; write: string[] };
  try {
    paths = tool.paths(input);
  } catch {
    return false;
  }
  const all = [
    ...paths.read.map((requested) => ({ requested, forWrite: false })),
    ...paths.write.map((requested) => ({ requested, forWrite: true })),
  ];
  return (
    all.length > 0 &&
    all.every(({ requested, forWrite }) => {
      if (typeof requested !== 'string') return false;
      // A relative path means the same file as the tool will use: the one in the working tree.
      const absolute = path.resolve(root, requested.replaceAll('\\', '/'));
      const chosen = rootForPath(root, extraRoots, absolute);
      return chosen !== root && checkInsideRoot(chosen, absolute, { forWrite }).ok;
    })
  );
}

function checkConfinement(
  tool: AnyTool,
  input: unknown,
  root: string,
  extraRoots: readonly string[] = [],
): string | undefined {
  if (tool.paths === undefined) return undefined;
  let paths: { read: string[]; write: string[] };
  try {
    paths = tool.paths(input);
  } catch {
    return undefined; // malformed input: the tool's own validation reports it
  }
  for (const [list, forWrite] of [
    [paths.write, true],
    [paths.read, false],
  ] as const) {
    for (const requested of list) {
      const check = checkInsideRoot(rootForPath(root, extraRoots, requested), requested, {
        forWrite,
      });
      if (!check.ok) return `the path '${printable(requested)}' is refused: ${check.reason}`;
    }
  }
  return undefined;
}

/**
 * Why an edit tool's write is to a sensitive file (sensitive-files.ts), naming the file as
 * written and, when a link leads there, the file it resolves to; undefined for any other call.
 */
function sensitiveWrite(
  tool: AnyTool,
  input: unknown,
  pathContext: PathRuleContext,
): string | undefined {
  if (tool.kind !== 'edit' || tool.paths === undefined) return undefined;
  let writes: string[];
  try {
    writes = tool.paths(input).write;
  } catch {
    return undefined; // malformed input: the tool's own validation reports it
  }
  for (const requested of writes) {
    const [lexical, resolved] = candidatesFor(requested, pathContext.root);
    for (const form of [lexical, resolved]) {
      if (form === undefined) continue;
      const reason = sensitiveFileReason(pathContext.root, form);
      if (reason === undefined) continue;
      const shown = path.relative(pathContext.root, form);
      const through =
        form === lexical
          ? ''
          : ` (${printable(requested)} resolves through a symbolic link to ${shown})`;
      return `${shown} is a sensitive file${through}: ${reason} what configures the agents' tools, permissions, hooks, skills and MCP servers, git, shells or editors, so changing one could grant more than the call asks for`;
    }
  }
  return undefined;
}

function needsRuleMessage(
  mode: PermissionMode,
  tool: AnyTool,
  input: unknown,
  call: string,
  allowRules: readonly SourcedRule[],
  root: string,
  readOnlyPart: ReadOnlyPart,
): string {
  const why =
    mode === 'dontAsk'
      ? `permission mode 'dontAsk' denies what no allow rule pre-approves`
      : `permission mode '${mode}' would ask for approval, and no one can answer in a headless run`;
  if (tool.name === 'Bash') {
    const command = subjectOf(tool, input) ?? '';
    const bashRules = allowRules.filter(
      ({ rule }) => rule.specifier !== undefined && ruleNamesTool(rule.tool, 'Bash'),
    );
    const uncovered = uncoveredCommand(command, bashRules, readOnlyPart);
    if (uncovered !== undefined && 'notUnderstood' in uncovered) {
      return `${call} was denied: ${why}. The command cannot be checked against prefix rules: ${uncovered.notUnderstood}, and prefix rules cover only plain commands (literal words joined by ;, &&, ||, |). Write it as plain commands, or allow it with the plain \`Bash\` rule or the exact rule \`Bash(${printable(command.trim())})\` in ${allowSetting}, or set ${modeSetting} to bypassPermissions.`;
    }
    const part =
      uncovered !== undefined && uncovered.text !== command.trim()
        ? ` The part \`${printable(uncovered.text)}\` is not covered by any allow rule${uncovered.writesFile ? ' (it redirects output to a file, which prefix rules never cover)' : ''}; a compound command is allowed only when every part is (a part that only reads, such as \`ls\` or \`tail -5\`, needs no rule unless the command changes directory).`
        : uncovered?.writesFile === true
          ? ' It redirects output to a file, which prefix rules never cover.'
          : '';
    // A prefix rule never covers a redirection to a file: only the exact text or plain Bash do.
    const suggestion =
      uncovered?.writesFile === true
        ? `\`Bash(${printable(uncovered.text)})\` (exactly this command) or the plain \`Bash\` rule`
        : suggestBashRule(uncovered?.text ?? command, uncovered);
    const hint = readOnlyHint(parseShellCommand(command), { root });
    return `${call} was denied: ${why}.${part}${hint === undefined ? '' : ` ${hint}`} To allow it, add a rule such as ${suggestion} to ${allowSetting}, or set ${modeSetting} to bypassPermissions.`;
  }
  if (tool.kind === 'edit') {
    // A whole-tool rule names one tool (`Edit` does not allow Write); `Edit(path)` rules cover
    // every editing tool.
    return `${call} was denied: ${why}. To allow edits, set ${modeSetting} to acceptEdits, or add a rule such as \`${tool.name}\` (this tool) or \`Edit(src/**)\` (every editing tool, under src/) to ${allowSetting}.`;
  }
  return `${call} was denied: ${why}. To allow it, add \`${tool.name}\` to ${allowSetting}, or set ${modeSetting} to bypassPermissions.`;
}

/**
 * An exact rule and a prefix rule for the command; for a wrapper (`timeout 5 make`) the prefix
 * rule names the command it runs (`Bash(make:*)`), which covers it through the wrapper.
 */
function suggestBashRule(command: string, simple?: SimpleCommand): string {
  const exact = `\`Bash(${printable(command.trim())})\``;
  const runs = simple === undefined ? undefined : commandLayers(simple, 'allow').at(-1);
  if (runs !== undefined) {
    // The words as they run: `CI=1 npm test` is covered by `Bash(npm test:*)`.
    const words: string[] = [];
    for (const word of runs.words.slice(0, 2)) {
      if (word.kind !== 'literal' || !/^[\w@%+=:,./-]+$/.test(word.value)) break;
      words.push(word.value);
    }
    const prefix = `\`Bash(${printable(words.join(' '))}:*)\``;
    if (words.length > 0 && runs !== simple) return `${exact} or ${prefix} (the command it runs)`;
    if (words.length > 0 && words.join(' ') !== command.trim()) return `${exact} or ${prefix}`;
  }
  const words = command.trim().split(/\s+/).slice(0, 2).join(' ');
  return words === command.trim() ? exact : `${exact} or \`Bash(${printable(words)}:*)\``;
}

/** Why deny rules cannot be checked on a Bash call (see hiddenProgramReason); undefined when they can. */
function bashHiddenProgram(tool: AnyTool, input: unknown): string | undefined {
  const command = subjectOf(tool, input);
  if (command === undefined) return undefined;
  return hiddenProgramReason(parseShellCommand(command), 'deny');
}

function describeCall(tool: AnyTool, input: unknown): string {
  if (tool.name === 'Bash')
    return `The Bash command \`${printable(subjectOf(tool, input) ?? '')}\``;
  const subject = subjectOf(tool, input);
  return subject === undefined ? `${tool.name}` : `${tool.name} of '${printable(subject)}'`;
}

function subjectOf(tool: AnyTool, input: unknown): string | undefined {
  try {
    return tool.ruleSubject?.(input);
  } catch {
    return undefined;
  }
}

function otherSubjectsOf(tool: AnyTool, input: unknown): readonly string[] {
  try {
    return tool.otherRuleSubjects?.(input) ?? [];
  } catch {
    return [];
  }
}

function printable(text: string): string {
  const shown = text.replaceAll('\0', '\\0').replaceAll('\n', '\\n');
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}

const allow: PermissionDecision = { behavior: 'allow' };

function deny(message: string): PermissionDecision {
  return { behavior: 'deny', message };
}

/**
 * Whether a tool call matches a permission rule as a deny rule would (any command it runs,
 * those in substitutions, subshells and `if` included; one the checker cannot find every
 * command of always matches): a hook's `if` condition, so that a guard on `Bash(git push:*)`
 * fires for `make && git push` and `FOO=1 git push` too. A path pattern is read as an allow rule
 * reads it (see RuleUse). A rule without a specifier names one tool, as Claude Code 2.1.332
 * reads `if`: `mcp__srv__echo` matches that tool, `mcp__srv` and `mcp__srv__*` match none (as
 * permission rules they cover the whole server).
 */
export async function callMatchesPermissionRule(
  tool: AnyTool,
  input: unknown,
  rule: ToolRule,
  root: string,
): Promise<boolean> {
  if (rule.specifier === undefined) {
    return canonicalToolName(rule.tool) === canonicalToolName(tool.name);
  }
  if (tool.name === 'Bash' && !shellParserLoaded()) await loadShellParser();
  return callMatchesRule(tool, input, rule, { root: realPathOrSelf(root) }, 'condition');
}
