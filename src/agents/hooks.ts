/**
 * Frontmatter and settings `hooks`, in the shape of Claude Code's settings hooks. Frontmatter
 * hooks fire on PreToolUse, PostToolUse, PostToolUseFailure, Stop and SubagentStop, each kept
 * under its own name: a subagent's Stop hooks run when it finishes (its SubagentStop), the lead's
 * file's when the lead stops, and the lead's file's SubagentStop hooks when one of its subagents
 * finishes (src/hooks/hook-runner.ts). Other events Claude Code knows load with a notice; unknown
 * names are ignored with a warning, as Claude Code ignores them.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';
import { claudeCodeHookEvents, hookEvents, parseToolRule } from './definition.js';
import type { AgentHooks, HookCommand, HookEvent, HookMatcher } from './definition.js';
import { matcherProblem } from '../hooks/hook-matcher.js';
import { closestMatch } from './suggest.js';
import type { SourceLocation } from './problems.js';
import type { ParseContext } from './yaml-source.js';

const frontmatterEvents: Record<string, HookEvent> = {
  PreToolUse: 'PreToolUse',
  PostToolUse: 'PostToolUse',
  PostToolUseFailure: 'PostToolUseFailure',
  Stop: 'Stop',
  SubagentStop: 'SubagentStop',
};
const unsupportedHookTypes = ['prompt', 'agent', 'http'];

const shapeHint = [
  'Expected form:',
  'hooks:',
  '  PreToolUse:',
  '    - matcher: "Bash"',
  '      hooks:',
  '        - type: command',
  '          command: "./scripts/check.sh"',
].join('\n');

function scalarValue(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function pairsOf(map: YAMLMap): Pair[] {
  return map.items as Pair[];
}

function get(map: YAMLMap, key: string): { pair: Pair; value: unknown } | undefined {
  const pair = pairsOf(map).find((item) => scalarValue(item.key) === key);
  return pair ? { pair, value: pair.value } : undefined;
}

/** Settings files may set every event, each under its own name. */
export const settingsHookEvents: Readonly<Record<string, HookEvent>> = Object.fromEntries(
  hookEvents.map((event) => [event, event]),
);

export function readHooks(
  node: unknown,
  keyAt: SourceLocation,
  context: ParseContext,
  events: Readonly<Record<string, HookEvent>> = frontmatterEvents,
): AgentHooks | undefined {
  const inFrontmatter = events === frontmatterEvents;
  if (scalarValue(node) === null || node === undefined) return undefined;
  if (!isMap(node)) {
    context.report(
      'hooks-malformed',
      keyAt,
      'hooks must be a mapping from event names to lists of matchers.',
      shapeHint,
    );
    return undefined;
  }
  const hooks: AgentHooks = {};
  for (const pair of pairsOf(node)) {
    const name = scalarValue(pair.key);
    const at = context.at(pair.key);
    const event =
      typeof name === 'string' && Object.hasOwn(events, name) ? events[name] : undefined;
    if (event === undefined) {
      if (typeof name === 'string' && claudeCodeHookEvents.includes(name)) {
        // Its shape is still checked: Claude Code refuses a malformed hook of any event.
        readMatchers(pair.value, name, at, context);
        context.report(
          'hook-event-not-fired',
          at,
          inFrontmatter
            ? `Flotilla does not fire '${name}' hooks of an agent file; they load and never run.`
            : `Flotilla does not fire the Claude Code hook event '${name}'; its hooks load and never run.`,
          inFrontmatter
            ? `An agent file's hooks fire on ${Object.keys(events).join(', ')}.${hookEvents.some((fired) => fired === name) ? ` Put '${name}' hooks in .claude/settings.json.` : ''}`
            : `Flotilla fires ${hookEvents.join(', ')}.`,
        );
        continue;
      }
      const match =
        typeof name === 'string' ? closestMatch(name, [...claudeCodeHookEvents]) : undefined;
      context.report(
        'hook-event-unknown',
        at,
        `Unknown hook event '${String(name)}' is ignored (Claude Code ignores it too).`,
        `${match ? `Did you mean '${match}'? ` : ''}Events Flotilla fires: ${Object.keys(events).join(', ')}.`,
      );
      continue;
    }
    const matchers = readMatchers(pair.value, String(name), at, context);
    if (matchers) hooks[event] = [...(hooks[event] ?? []), ...matchers];
  }
  return hooks;
}

function readMatchers(
  node: unknown,
  event: string,
  eventAt: SourceLocation,
  context: ParseContext,
): HookMatcher[] | undefined {
  if (!isSeq(node)) {
    context.report(
      'hooks-malformed',
      eventAt,
      `hooks.${event} must be a list of matchers.`,
      shapeHint,
    );
    return undefined;
  }
  const matchers: HookMatcher[] = [];
  for (const item of node.items) {
    const at = context.at(item);
    if (!isMap(item)) {
      context.report(
        'hooks-malformed',
        at,
        `Each entry of hooks.${event} must be a mapping with 'hooks' (and optionally 'matcher').`,
        shapeHint,
      );
      continue;
    }
    const matcher = get(item, 'matcher');
    const matcherValue = scalarValue(matcher?.value);
    if (matcher && matcherValue !== null && typeof matcherValue !== 'string') {
      context.report(
        'hooks-malformed',
        context.at(matcher.pair.key),
        `hooks.${event} matcher must be text, a tool-name pattern such as "Bash" or "Edit|Write".`,
        'Quote the pattern: matcher: "Bash"',
      );
    }
    const problem = typeof matcherValue === 'string' ? matcherProblem(matcherValue) : undefined;
    if (matcher && problem !== undefined) {
      context.report(
        'hook-matcher-invalid',
        context.at(matcher.value),
        `hooks.${event} matcher '${String(matcherValue)}' never fires: it is not a list of names and not a valid regular expression (${problem}).`,
        'Use tool names separated by | or , ("Edit|Write", "Read, Bash"), or a regular expression that compiles ("mcp__github__.*").',
      );
    }
    const commands = readCommands(get(item, 'hooks'), event, at, context);
    if (!commands) continue;
    matchers.push(
      typeof matcherValue === 'string' && matcherValue !== ''
        ? { matcher: matcherValue, hooks: commands }
        : { hooks: commands },
    );
  }
  return matchers;
}

function readCommands(
  entry: { pair: Pair; value: unknown } | undefined,
  event: string,
  matcherAt: SourceLocation,
  context: ParseContext,
): HookCommand[] | undefined {
  if (!entry || !isSeq(entry.value) || entry.value.items.length === 0) {
    context.report(
      'hooks-malformed',
      entry ? context.at(entry.pair.key) : matcherAt,
      `A matcher of hooks.${event} needs a non-empty 'hooks' list of commands.`,
      shapeHint,
    );
    return undefined;
  }
  const commands: HookCommand[] = [];
  for (const item of entry.value.items) {
    const command = readCommand(item, event, context);
    if (command) commands.push(command);
  }
  return commands;
}

function readCommand(item: unknown, event: string, context: ParseContext): HookCommand | undefined {
  const at = context.at(item);
  if (!isMap(item)) {
    context.report(
      'hooks-malformed',
      at,
      `A hook of hooks.${event} must be a mapping with 'type' and 'command'.`,
      shapeHint,
    );
    return undefined;
  }
  const type = scalarValue(get(item, 'type')?.value);
  if (typeof type === 'string' && unsupportedHookTypes.includes(type)) {
    context.report(
      'hook-type-unsupported',
      at,
      `A '${type}' hook in hooks.${event} is ignored: Flotilla runs command hooks only.`,
      'Rewrite it as type: command with a script, or remove it.',
    );
    return undefined;
  }
  if (type !== 'command') {
    context.report(
      'hooks-malformed',
      at,
      `A hook of hooks.${event} has type ${type === undefined ? '(missing)' : `'${String(type)}'`}.`,
      "Use type: command (Claude Code's prompt, agent and http hooks are not run headlessly).",
    );
    return undefined;
  }
  const command = scalarValue(get(item, 'command')?.value);
  if (typeof command !== 'string' || command.trim() === '') {
    context.report(
      'hooks-malformed',
      at,
      `A command hook of hooks.${event} has no 'command' text.`,
      'Add command: "./scripts/check.sh" (run with the repository as the working directory).',
    );
    return undefined;
  }
  const timeoutEntry = get(item, 'timeout');
  const timeout = scalarValue(timeoutEntry?.value);
  if (timeoutEntry && (typeof timeout !== 'number' || !(timeout > 0))) {
    context.report(
      'hooks-malformed',
      context.at(timeoutEntry.pair.key),
      `timeout of a hooks.${event} command must be a positive number of seconds.`,
      'For example: timeout: 30',
    );
    return undefined;
  }
  const hook: HookCommand = { type: 'command', command };
  if (typeof timeout === 'number') hook.timeout = timeout;
  const onFailure = get(item, 'onFailure');
  const onFailureValue = scalarValue(onFailure?.value);
  if (onFailureValue === 'block') hook.onFailure = 'block';
  else if (onFailure && onFailureValue !== 'continue') {
    context.report(
      'hook-field-unsupported',
      context.at(onFailure.pair.key),
      `onFailure ${JSON.stringify(onFailureValue)} of a hooks.${event} command is not known; the hook does not block when it fails.`,
      'Use onFailure: "block" to block the tool call (or prompt) when the hook fails or times out.',
    );
  }
  const condition = get(item, 'if');
  const conditionValue = scalarValue(condition?.value);
  const rule = typeof conditionValue === 'string' ? parseToolRule(conditionValue) : undefined;
  if (rule) hook.if = rule;
  else if (condition) {
    context.report(
      'hook-field-unsupported',
      context.at(condition.pair.key),
      `if ${JSON.stringify(conditionValue)} of a hooks.${event} command is not a permission rule; the hook runs for every call its matcher fires on.`,
      'Write a rule as in permissions.allow: "Bash(git push:*)", "Edit(src/**)".',
    );
  }
  for (const pair of pairsOf(item)) {
    const key = scalarValue(pair.key);
    if (typeof key === 'string' && knownCommandFields.has(key)) continue;
    context.report(
      'hook-field-unsupported',
      context.at(pair.key),
      `${String(key)} of a hooks.${event} command is not supported by Flotilla; the hook runs as if it were not set.`,
      `Flotilla reads ${[...knownCommandFields].join(', ')} of a command hook.`,
    );
  }
  return hook;
}

/** What Flotilla reads of a command hook (statusMessage is shown nowhere headless: accepted). */
const knownCommandFields: ReadonlySet<string> = new Set([
  'type',
  'command',
  'timeout',
  'onFailure',
  'if',
  'statusMessage',
]);
