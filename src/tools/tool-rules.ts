import path from 'node:path';
import picomatch from 'picomatch';
import type { ToolRule } from '../agents/definition.js';
import type { AnyTool } from './define-tool.js';
import type { ShellSegment } from './shell-command.js';

/**
 * Matching of Claude Code permission rules (`Bash(npm test:*)`, `Edit(src/**)`, `Read(//etc/**)`,
 * `mcp__server`, `*`) against tools and their inputs.
 */

/** Claude Code renamed Task to Agent; rules may use either. */
const toolAliases: Readonly<Record<string, string>> = { Task: 'Agent' };

/** Does a rule's tool part name this tool? (`*`, exact, alias, `mcp__server`, `mcp__server__*`). */
export function ruleNamesTool(ruleTool: string, toolName: string): boolean {
  if (ruleTool === '*') return true;
  const canonicalRule = toolAliases[ruleTool] ?? ruleTool;
  const canonicalTool = toolAliases[toolName] ?? toolName;
  if (canonicalRule === canonicalTool) return true;
  if (ruleTool.startsWith('mcp__') && ruleTool.split('__').length === 2) {
    return toolName.startsWith(`${ruleTool}__`);
  }
  if (ruleTool.includes('*')) return picomatch.isMatch(toolName, ruleTool);
  return false;
}

/**
 * Does a rule with a specifier concern this tool? Besides its own name, `Edit(…)` rules cover
 * every editing tool (Write too) and `Read(…)` rules every reading tool (Glob, Grep), as in
 * Claude Code.
 */
export function specifierRuleAppliesTo(rule: ToolRule, tool: AnyTool): boolean {
  if (ruleNamesTool(rule.tool, tool.name)) return true;
  if (tool.paths === undefined) return false;
  return (
    (rule.tool === 'Edit' && tool.kind === 'edit') || (rule.tool === 'Read' && tool.kind === 'read')
  );
}

export interface PathRuleContext {
  /** Real path of the working tree: `/x` and `x` rules are relative to it. */
  root: string;
  /** For `~/x` rules; without it they match nothing. */
  homeDir?: string;
}

/**
 * Claude Code's path specifiers, gitignore-style: `//abs/path` absolute, `~/x` in the home
 * directory, `/x` and `./x` relative to the working tree, `x/y` relative to it too, and a bare
 * name (`*.env`) at any depth. A trailing `/` or a literal directory covers everything below.
 */
export function pathRuleMatches(
  specifier: string,
  candidates: readonly string[],
  context: PathRuleContext,
): boolean {
  const pattern = absolutePattern(specifier, context);
  if (pattern === undefined) return false;
  const matchers = [picomatch(pattern, { dot: true })];
  if (!picomatch.scan(pattern).isGlob) matchers.push(picomatch(`${pattern}/**`, { dot: true }));
  return candidates.some((candidate) => matchers.some((matcher) => matcher(candidate)));
}

function absolutePattern(specifier: string, context: PathRuleContext): string | undefined {
  let pattern = specifier.trim();
  if (pattern.endsWith('/')) pattern += '**';
  if (pattern.startsWith('//')) return pattern.slice(1);
  if (pattern.startsWith('~/')) {
    return context.homeDir === undefined
      ? undefined
      : path.posix.join(context.homeDir, pattern.slice(2));
  }
  if (pattern.startsWith('/')) return path.posix.join(context.root, pattern.slice(1));
  if (pattern.startsWith('./')) return path.posix.join(context.root, pattern.slice(2));
  const withoutTrailing = pattern.replace(/\/\*\*$/, '');
  if (!withoutTrailing.includes('/')) return path.posix.join(context.root, '**', pattern);
  return path.posix.join(context.root, pattern);
}

/**
 * Claude Code's Bash specifiers: `npm test:*` (the command or the command followed by
 * arguments), `git * main` (`*` matches anything), `git status` (exactly).
 * A prefix or wildcard rule never covers a command that writes a file by redirection: the
 * redirection would write where no rule allowed.
 */
export function bashRuleMatches(specifier: string, segment: ShellSegment): boolean {
  const rule = specifier.trim();
  const text = segment.text;
  if (rule === text) return true;
  if (rule.endsWith(':*')) {
    if (segment.writesFile) return false;
    const prefix = rule.slice(0, -2).trimEnd();
    return text === prefix || text.startsWith(`${prefix} `) || text.startsWith(`${prefix}\t`);
  }
  if (rule.includes('*')) {
    if (segment.writesFile) return false;
    const source = rule
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*');
    if (new RegExp(`^${source}$`).test(text)) return true;
    // `ls *` also covers a bare `ls`.
    return rule.endsWith(' *') && text === rule.slice(0, -2).trimEnd();
  }
  return false;
}

/** Other tools' specifiers: a comma-separated list of exact values or globs for ruleSubject. */
export function subjectRuleMatches(specifier: string, subject: string): boolean {
  return specifier
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .some((part) => part === subject || (part.includes('*') && picomatch.isMatch(subject, part)));
}
