/** Prints validation results: text for people, JSON for tools, workflow commands for GitHub. */
import path from 'node:path';
import type { AgentDefinition } from './definition.js';
import { availabilityLines, type ToolAvailabilityOf } from './format-agents.js';
import { countProblems, isLabel } from './problems.js';
import type { Problem } from './problems.js';

export const problemFormats = ['text', 'json', 'github'] as const;
export type ProblemFormat = (typeof problemFormats)[number];

export interface ValidationReport {
  definitions: readonly AgentDefinition[];
  problems: readonly Problem[];
  /** The tools each agent will have in a run here, and why a named one is missing. */
  availability?: ToolAvailabilityOf;
}

/** `file` relative to `cwd` when it lies inside it; labels (`<built-in>`) and others unchanged. */
export function displayPath(file: string, cwd: string): string {
  if (isLabel(file)) return file;
  const relative = path.relative(cwd, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Shortens absolute paths under `cwd` inside free text (messages name the files they compare). */
export function shortenPaths(text: string, cwd: string): string {
  const prefix = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
  return text.split(prefix).join('');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function summaryLine(report: ValidationReport): string {
  const { errors, warnings } = countProblems(report.problems);
  return `${plural(report.definitions.length, 'agent')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

function displayProblem(problem: Problem, cwd: string): Problem {
  return {
    ...problem,
    file: displayPath(problem.file, cwd),
    message: shortenPaths(problem.message, cwd),
    hint: shortenPaths(problem.hint, cwd),
  };
}

/**
 * `file:line:col  severity  rule  message (hint)`. A hint of several lines (an example to copy)
 * follows on its own lines, indented, instead of in parentheses.
 */
export function formatProblemLine(original: Problem, cwd: string): string {
  const problem = displayProblem(original, cwd);
  const head = `${problem.file}:${problem.line}:${problem.column}  ${problem.severity}  ${problem.rule}  ${problem.message}`;
  if (!problem.hint) return head;
  if (!problem.hint.includes('\n')) return `${head} (${problem.hint})`;
  return [head, ...problem.hint.split('\n').map((line) => `    ${line}`)].join('\n');
}

/**
 * One line per problem, then each agent's run tools (when known), then the summary line
 * (`202 agents, 0 errors, 2 warnings`).
 */
export function formatText(report: ValidationReport, cwd: string): string {
  const lines = report.problems.map((problem) => formatProblemLine(problem, cwd));
  const availability = report.availability;
  const tools = availability
    ? report.definitions.flatMap((definition) => [
        `${definition.name}  ${definition.file === undefined ? definition.source : displayPath(definition.file, cwd)}`,
        ...availabilityLines(availability(definition)),
      ])
    : [];
  return [...lines, ...tools, summaryLine(report)].join('\n') + '\n';
}

/** A problem as JSON output shows it: the documented keys in the documented order. */
export function problemJson(original: Problem, cwd: string): Problem {
  const problem = displayProblem(original, cwd);
  return {
    file: problem.file,
    line: problem.line,
    column: problem.column,
    rule: problem.rule,
    severity: problem.severity,
    message: problem.message,
    hint: problem.hint,
  };
}

export function formatJson(report: ValidationReport, cwd: string): string {
  const json = {
    agents: report.definitions.map((definition) => ({
      name: definition.name,
      file: definition.file === undefined ? null : displayPath(definition.file, cwd),
      source: definition.source,
      ...(report.availability ? { runTools: report.availability(definition) } : {}),
    })),
    problems: report.problems.map((problem) => problemJson(problem, cwd)),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Workflow-command escaping: https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One `::error …::` / `::warning …::` annotation per problem, then the summary line. */
export function formatGithub(report: ValidationReport, cwd: string): string {
  const lines = report.problems.map((original) => {
    const problem = displayProblem(original, cwd);
    const properties = isLabel(problem.file)
      ? [`title=${escapeCommandProperty(problem.rule)}`]
      : [
          `file=${escapeCommandProperty(problem.file)}`,
          `line=${problem.line}`,
          `col=${problem.column}`,
          `title=${escapeCommandProperty(problem.rule)}`,
        ];
    const where = isLabel(problem.file)
      ? `${problem.file}:${problem.line}:${problem.column}: `
      : '';
    const text = `${where}${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
    return `::${problem.severity} ${properties.join(',')}::${escapeCommandData(text)}`;
  });
  return [...lines, summaryLine(report)].join('\n') + '\n';
}

export function formatProblems(
  format: ProblemFormat,
  report: ValidationReport,
  cwd: string,
): string {
  switch (format) {
    case 'text':
      return formatText(report, cwd);
    case 'json':
      return formatJson(report, cwd);
    case 'github':
      return formatGithub(report, cwd);
  }
}
