/**
 * YAML (and JSON, which the yaml package parses too) with positions: every node and every parse
 * error maps back to the line and column of the file it came from, so problems point at the
 * offending key.
 */
import { isNode, parseDocument } from 'yaml';
import type { Document, YAMLError } from 'yaml';
import { createProblem } from './problems.js';
import type { Problem, RuleId, SourceLocation } from './problems.js';

export class SourceText {
  private lineStarts: number[] | undefined;

  constructor(
    readonly file: string,
    readonly text: string,
    /** 1-based file line of the text's first line (frontmatter starts on line 2). */
    private readonly firstLine: number,
  ) {}

  /**
   * Line and column of an offset, counted in the text itself: the yaml package's LineCounter
   * skips the line breaks inside tokens it reads after a syntax error, so its lines drift.
   */
  locate(offset: number): SourceLocation {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    const clamped = Math.min(Math.max(offset, 0), this.text.length);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= clamped) low = middle;
      else high = middle - 1;
    }
    return {
      file: this.file,
      line: low + this.firstLine,
      column: clamped - (starts[low] ?? 0) + 1,
    };
  }

  /** Offset of the node's first character, or undefined for nodes without a source range. */
  offsetOf(node: unknown): number | undefined {
    return isNode(node) && node.range ? node.range[0] : undefined;
  }
}

/** Collects the problems of one agent (or one file) while its fields are read. */
export class ParseContext {
  readonly problems: Problem[] = [];

  constructor(
    readonly source: SourceText,
    /** Where problems without a node of their own point (the name key, or the file start). */
    readonly fallback: SourceLocation,
  ) {}

  at(node: unknown): SourceLocation {
    const offset = this.source.offsetOf(node);
    return offset === undefined ? this.fallback : this.source.locate(offset);
  }

  report(rule: RuleId, at: SourceLocation, message: string, hint: string): void {
    this.problems.push(createProblem(rule, at, message, hint));
  }

  hasErrors(): boolean {
    return this.problems.some((problem) => problem.severity === 'error');
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

export interface ParsedYaml {
  document: Document.Parsed;
  source: SourceText;
  errors: YAMLError[];
  /** 1-based file lines whose one-line value was quoted to make the YAML parse (see below). */
  quotedLines: number[];
  /** 1-based file lines whose leading tabs were read as two spaces each to make it parse. */
  tabbedLines: number[];
}

export function parseYamlText(
  file: string,
  text: string,
  firstLine: number,
  options: { uniqueKeys?: boolean } = {},
): ParsedYaml {
  const document = parseDocument(text, {
    prettyErrors: false,
    uniqueKeys: options.uniqueKeys ?? true,
  });
  return {
    document,
    source: new SourceText(file, text, firstLine),
    errors: document.errors,
    quotedLines: [],
    tabbedLines: [],
  };
}

const topLevelPair = /^([A-Za-z_][\w-]*):[ \t]+(\S.*)$/;

/**
 * Parses frontmatter YAML the way Claude Code does: a key given twice takes its last value (the
 * caller warns); when the YAML is invalid, it is repaired once and parsed again: one-line values
 * that are invalid on their own (typically a description containing `: `) are quoted, and the
 * tabs that start a line (which YAML forbids in indentation) are read as two spaces each, as
 * Claude Code 2.1.332 reads them. If that parses, the file loads and the caller warns about each
 * repaired line; if not, the original errors stand.
 */
export function parseFrontmatterYaml(file: string, text: string, firstLine: number): ParsedYaml {
  const strict = parseYamlText(file, text, firstLine, { uniqueKeys: false });
  if (strict.errors.length === 0) return strict;
  const quotedLines: number[] = [];
  const tabbedLines: number[] = [];
  const lines = text.split('\n').map((line, index) => {
    const quoted = quotedLine(line);
    if (quoted !== line) quotedLines.push(index + firstLine);
    const tabs = /^\t+/.exec(quoted)?.[0].length ?? 0;
    if (tabs === 0) return quoted;
    tabbedLines.push(index + firstLine);
    return '  '.repeat(tabs) + quoted.slice(tabs);
  });
  if (quotedLines.length === 0 && tabbedLines.length === 0) return strict;
  const lenient = parseYamlText(file, lines.join('\n'), firstLine, { uniqueKeys: false });
  return lenient.errors.length === 0 ? { ...lenient, quotedLines, tabbedLines } : strict;
}

/** The line with its one-line value quoted when that value is invalid YAML alone. */
function quotedLine(line: string): string {
  const match = topLevelPair.exec(line);
  const key = match?.[1];
  const value = match?.[2]?.trimEnd();
  // A value that opens a quote is never re-quoted (Claude Code skips such a file); an unclosed
  // flow list (`tools: [Read, Grep`) is, as Claude Code reads it as text. A block scalar's
  // header (`|`, `>-`) is quoted too, as Claude Code quotes it: its indented lines then no
  // longer parse, and the file is skipped, as Claude Code skips it.
  if (key === undefined || value === undefined || /^["']/.test(value)) return line;
  if (!/^[|>]/.test(value) && parseDocument(`${key}: ${value}`).errors.length === 0) return line;
  return `${key}: ${JSON.stringify(value)}`;
}

const yamlHint =
  'Quote values that contain ": " or start with one of * & ! | > % @ ` [ {, or use a block scalar (description: >-). Keys and list items of one level must be indented alike, with spaces.';

/** One YAML mistake often yields several parser errors on its line; the first one says most. */
export function firstErrorPerLine(
  source: SourceText,
  errors: readonly YAMLError[],
): { error: YAMLError; at: SourceLocation }[] {
  const seen = new Set<number>();
  const result: { error: YAMLError; at: SourceLocation }[] = [];
  for (const error of errors) {
    const at = source.locate(error.pos[0]);
    if (seen.has(at.line)) continue;
    seen.add(at.line);
    result.push({ error, at });
  }
  return result;
}

/**
 * One problem per line with a YAML error. An agent file with one is not loaded (`yaml-invalid`);
 * a skill or command loads without its frontmatter, so its caller names its own rule and what
 * becomes of the file.
 */
export function reportYamlErrors(
  context: ParseContext,
  errors: readonly YAMLError[],
  outcome: { rule: RuleId; consequence: string } = { rule: 'yaml-invalid', consequence: '' },
): void {
  for (const { error, at } of firstErrorPerLine(context.source, errors)) {
    context.report(
      outcome.rule,
      at,
      `Invalid YAML: ${error.message}.${outcome.consequence ? ` ${outcome.consequence}` : ''}`,
      error.code === 'DUPLICATE_KEY' ? 'Each key may appear only once; remove one.' : yamlHint,
    );
  }
}
