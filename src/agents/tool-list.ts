/**
 * `tools` and `disallowedTools`: a comma string (`Read, Grep, Bash(npm test:*)`) or a list, in
 * Claude Code's rule syntax. Commas inside parentheses belong to the rule (`Agent(a, b)`).
 */
import { isScalar, isSeq } from 'yaml';
import type { ToolRule } from './definition.js';
import { parseToolRule } from './definition.js';
import { gitHubToolNames } from '../tools/github-tool-names.js';
import { closestMatch } from './suggest.js';
import type { SourceLocation } from './problems.js';
import type { ParseContext } from './yaml-source.js';
import { canonicalToolName, isToolListPattern } from '../tools/tool-rules.js';

/** The agent-team tools: the lead's and a team member's (src/subagents/team-tools.ts). */
export const teamToolNames = [
  'TeamCreate',
  'TeamDelete',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskUpdate',
] as const;

/** The team tools only the lead has: an agent it starts never creates or deletes a team. */
export const leadOnlyToolNames = ['TeamCreate', 'TeamDelete'] as const;

/** The tools Flotilla offers; `Task` is the legacy spelling of `Agent`. */
export const knownToolNames = [
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
  'TodoWrite',
  'WebFetch',
  'WebSearch',
  'Glob',
  'Grep',
  'Bash',
  'BashOutput',
  'KillShell',
  'ExitPlanMode',
  'Agent',
  'Task',
  'SendMessage',
  'TaskStop',
  'TaskOutput',
  'ReportFindings',
  'Skill',
  // With an MCP server that offers resources.
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
  ...teamToolNames,
  // In the Action only: read-only GitHub tools.
  ...gitHubToolNames,
] as const;

/**
 * Claude Code tools Flotilla does not offer (yet). The first group is the tool list Claude Code
 * 2.1.332 sends with a headless request (its deferred tools included); the rest are tools of its
 * interactive, team and earlier versions that agent files still name.
 */
export const claudeCodeOnlyToolNames = [
  'CronCreate',
  'CronDelete',
  'CronList',
  'EnterWorktree',
  'ExitWorktree',
  'ListAgents',
  'Monitor',
  'ScheduleWakeup',
  'ToolSearch',
  'Workflow',
  'AskUserQuestion',
  'KillBash',
  'LSP',
  'MCPSearch',
  'NotebookRead',
  'SlashCommand',
  'TodoRead',
] as const;

const claudeCodeOnly: ReadonlySet<string> = new Set(claudeCodeOnlyToolNames);
const knownNames: ReadonlySet<string> = new Set(knownToolNames);

interface TextPiece {
  text: string;
  /** Offset of the piece within the scalar's value. */
  offset: number;
}

/**
 * Splits at commas outside parentheses; pieces are trimmed and empty ones dropped. When a
 * parenthesis is never closed (`Bash(, Grep`), every comma splits, as in Claude Code, so one typo
 * does not swallow the rest of the list.
 */
export function splitToolText(text: string): TextPiece[] {
  const nested = splitAtCommas(text, true);
  return nested.balanced ? nested.pieces : splitAtCommas(text, false).pieces;
}

function splitAtCommas(
  text: string,
  respectParentheses: boolean,
): { pieces: TextPiece[]; balanced: boolean } {
  const pieces: TextPiece[] = [];
  let depth = 0;
  let start = 0;
  const push = (end: number): void => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed) pieces.push({ text: trimmed, offset: start + raw.indexOf(trimmed) });
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(' && respectParentheses) depth++;
    else if (char === ')' && respectParentheses) depth = Math.max(0, depth - 1);
    // Claude Code 2.1.332 also takes white space between rules as a separator (`Read Grep`), but
    // not inside a rule's parentheses (`Bash(npm run test:*)`).
    else if ((char === ',' || (respectParentheses && /\s/.test(char ?? ''))) && depth === 0) {
      push(index);
      start = index + 1;
    }
  }
  push(text.length);
  return { pieces, balanced: depth === 0 };
}

const ruleForms =
  'Write a tool name (Read), a rule with a specifier (Bash(npm test:*)), Agent(type, …), mcp__server__tool, or *.';

function malformedHint(text: string): string {
  if (text.includes('(') && !text.trimEnd().endsWith(')'))
    return `Close the parenthesis: ${text.trimEnd()})`;
  if (/^[A-Za-z_]\w*\(\s*\)$/.test(text))
    return `Put a pattern between the parentheses (e.g. Bash(npm test:*)) or write just ${text.slice(0, text.indexOf('('))}.`;
  if (/^[\w*-]+(\s+[\w*-]+)+$/.test(text))
    return `Separate tools with commas: ${text.split(/\s+/).join(', ')}`;
  return ruleForms;
}

const leadingToolName = /^[A-Za-z_][\w-]*/;

/**
 * Reads one rule, reporting malformed syntax and unknown names. Legacy `Task` becomes `Agent`. A
 * malformed entry is dropped; in a deny-list (`disallowedTools`) the tool it starts with is denied
 * whole instead, so a typo never lets through what was meant to be denied.
 */
function readRule(
  text: string,
  at: SourceLocation,
  key: string,
  context: ParseContext,
): ToolRule | undefined {
  const rule = parseToolRule(text);
  if (!rule || rule.specifier === '') {
    const denied = key === 'disallowedTools' ? leadingToolName.exec(text)?.[0] : undefined;
    context.report(
      'tool-syntax-malformed',
      at,
      `'${text}' in ${key} is not a valid tool rule; ${denied ? `all of ${denied} is denied instead` : 'it is ignored'}.`,
      malformedHint(text),
    );
    if (!denied) return undefined;
    checkToolName(denied, at, key, context);
    return { tool: canonicalToolName(denied) };
  }
  checkToolName(rule.tool, at, key, context);
  return rule.tool === canonicalToolName(rule.tool)
    ? rule
    : { ...rule, tool: canonicalToolName(rule.tool) };
}

function checkToolName(tool: string, at: SourceLocation, key: string, context: ParseContext): void {
  if (tool === '*' || knownNames.has(tool)) return;
  if (/^mcp__[^_].*/.test(tool)) {
    if (key === 'tools' && isToolListPattern(tool)) {
      context.report(
        'tool-unknown',
        at,
        `'${tool}' in tools is a pattern, which names no tool in a tools list (as in Claude Code 2.1.332); it is ignored.`,
        `Name each tool (mcp__<server>__<tool>), or all of a server's tools with mcp__<server> or mcp__<server>__*.`,
      );
    }
    return;
  }
  if (claudeCodeOnly.has(tool)) {
    context.report(
      'tool-unavailable',
      at,
      `'${tool}' in ${key} is a Claude Code tool Flotilla does not offer yet; the agent runs without it.`,
      `Flotilla's tools: ${knownToolNames.join(', ')}. Remove '${tool}' from ${key} to silence this.`,
    );
    return;
  }
  const match = closestMatch(tool, [...knownToolNames, ...claudeCodeOnlyToolNames]);
  context.report(
    'tool-unknown',
    at,
    `Unknown tool '${tool}' in ${key}; it is ignored.`,
    `${match ? `Did you mean '${match}'? ` : ''}Tools: ${knownToolNames.join(', ')}; MCP tools are written mcp__<server>__<tool>.`,
  );
}

/** Location of `piece` inside a scalar: searched in the scalar's source, else the scalar itself. */
function pieceLocation(
  node: unknown,
  piece: TextPiece,
  context: ParseContext,
  cursor: { from: number },
): SourceLocation {
  const source = context.source;
  const start = source.offsetOf(node);
  if (start === undefined) return context.at(node);
  const end = isScalar(node) && node.range ? node.range[1] : start;
  const raw = source.text.slice(start, end);
  const index = raw.indexOf(piece.text, cursor.from);
  if (index < 0) return context.at(node);
  cursor.from = index + piece.text.length;
  return source.locate(start + index);
}

function readScalarRules(node: unknown, key: string, context: ParseContext, list: ToolList): void {
  const value = isScalar(node) ? node.value : undefined;
  if (typeof value !== 'string') {
    context.report(
      'tool-syntax-malformed',
      context.at(node),
      `An entry of ${key} is not text; it is ignored.`,
      `${key} is a comma-separated string (Read, Grep) or a list of tool names.`,
    );
    list.malformed.push(String(node).trim());
    return;
  }
  const cursor = { from: 0 };
  for (const piece of splitToolText(value)) {
    const at = pieceLocation(node, piece, context, cursor);
    const rule = readRule(piece.text, at, key, context);
    if (!rule) {
      list.malformed.push(piece.text);
      continue;
    }
    if (
      key === 'tools' &&
      rule.tool === 'Agent' &&
      !list.rules.some((seen) => seen.tool === 'Agent')
    )
      reportSpawnDepth(piece.text, at, context);
    list.rules.push(rule);
  }
}

/**
 * `Agent` in an agent's `tools`: the lead has it, a subagent only below the run's spawn depth
 * limit (src/subagents/coordination.ts), which by default lets only the lead spawn, where Claude
 * Code 2.1.332 gives subagents the Agent tool. Said once per list, for `flotilla validate`; a run
 * knows its limit and where each agent runs, so it says it instead, once per agent type, when it
 * starts such an agent where it cannot spawn (src/subagents/coordination.ts spawnDepthWarning).
 */
function reportSpawnDepth(text: string, at: SourceLocation, context: ParseContext): void {
  context.report(
    'tool-spawn-depth',
    at,
    `'${text}' in tools: by default only the lead spawns agents, so as a subagent this agent runs without the Agent tool (as the lead, --lead, it keeps it).`,
    "To let the lead's subagents spawn, as Claude Code does, run with --max-spawn-depth 2 or the Action input max_spawn_depth: 2; if the agent only ever leads, remove it from tools.",
  );
}

/** A `tools`, `disallowedTools` or `allowed-tools` value as read. */
export interface ToolList {
  rules: ToolRule[];
  /** The entries left out of `rules` because they are no tool rule (`Bash(`), as written. */
  malformed: string[];
}

/**
 * The rules of a `tools`/`disallowedTools` value. An empty value (`tools:`, `tools: []`,
 * `tools: ""`) has none: an agent whose `tools` is empty gets no tools, as Claude Code 2.1.332
 * spawns it. A `*` in `tools` means every tool (see allowListOf).
 */
export function readToolList(
  node: unknown,
  key: string,
  keyAt: SourceLocation,
  context: ParseContext,
): ToolList {
  const list: ToolList = { rules: [], malformed: [] };
  if (node === null || node === undefined || (isScalar(node) && node.value === null)) return list;
  if (isSeq(node)) {
    for (const item of node.items) readScalarRules(item, key, context, list);
  } else if (isScalar(node)) {
    readScalarRules(node, key, context, list);
  } else {
    // Read as an empty list: no tool is allowed rather than every one.
    context.report(
      'tool-syntax-malformed',
      keyAt,
      `${key} must be a comma-separated string or a list of tool names; ${key === 'tools' ? 'the agent gets no tools' : 'it is ignored'}.`,
      `For example: ${key}: Read, Grep, Glob`,
    );
  }
  return list;
}

/** From `Agent(a, b)` rules: the agent types this agent may spawn; undefined = any type. */
export function spawnableAgentsOf(rules: readonly ToolRule[] | undefined): string[] | undefined {
  const agentRules = (rules ?? []).filter((rule) => rule.tool === 'Agent');
  if (agentRules.length === 0 || agentRules.some((rule) => rule.specifier === undefined))
    return undefined;
  const names = agentRules.flatMap((rule) =>
    (rule.specifier ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return [...new Set(names)];
}

/** `*` in an allow-list means every tool, the same as no list. */
export function allowListOf(rules: ToolRule[] | undefined): ToolRule[] | undefined {
  return rules?.some((rule) => rule.tool === '*' && rule.specifier === undefined)
    ? undefined
    : rules;
}
