import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { FlotillaError, InternalError, UserError } from '../errors.js';
import { writeFileAtomically, type AtomicWriteOptions } from '../platform/atomic-write.js';
import { RUN_RESULT_VERSION, runResultSchema, type RunResult } from './run-result.js';

/**
 * RunResult files: read and validated with the zod schema (a bad file names itself and every bad
 * field), written atomically (temp file, fsync, rename) so a reader never sees half a file and a
 * symbolic link at the file's name is replaced, not written through.
 */

export async function readRunResult(file: string): Promise<RunResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new UserError(
        `Result file '${file}' does not exist.`,
        'Pass the path of a RunResult JSON file written by `flotilla run` (or the action).',
      );
    }
    throw new UserError(`Cannot read result file '${file}': ${(error as Error).message}`);
  }
  return parseRunResult(text, file);
}

/** Parses and validates RunResult JSON text; `source` names it in errors (a file, "stdin"). */
export function parseRunResult(text: string, source: string): RunResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(
      `Result file '${source}' is not valid JSON: ${(error as Error).message}`,
      'A RunResult file is the JSON object written by `flotilla run --output DIR` or the action.',
    );
  }
  if (data && typeof data === 'object' && 'version' in data) {
    const version = (data as { version: unknown }).version;
    if (version !== RUN_RESULT_VERSION) {
      throw new UserError(
        `Result file '${source}' has version ${JSON.stringify(version)}; this Flotilla reads version "${RUN_RESULT_VERSION}".`,
        'Use the same Flotilla version for the run and for merge/publish.',
      );
    }
  }
  const parsed = runResultSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `  - ${formatPath(issue.path)}: ${issue.message}${describeValue(data, issue.path)}`,
    );
    throw new UserError(
      `Result file '${source}' is not a valid RunResult:\n${problems.join('\n')}`,
      'The expected form is the JSON Schema in schema/run-result.schema.json.',
    );
  }
  return parsed.data;
}

export async function writeRunResult(
  file: string,
  result: RunResult,
  options: Pick<AtomicWriteOptions, 'confinedTo'> = {},
): Promise<RunResult> {
  const parsed = runResultSchema.safeParse(result);
  if (!parsed.success) {
    const fields = parsed.error.issues.map(
      (issue) => `${formatPath(issue.path)}: ${issue.message}`,
    );
    throw new InternalError(
      `refusing to write an invalid RunResult to '${file}': ${fields.join('; ')}`,
    );
  }
  try {
    await writeFileAtomically(file, `${JSON.stringify(parsed.data, null, 2)}\n`, options);
  } catch (error) {
    if (error instanceof FlotillaError) throw error;
    throw new UserError(`Cannot write result file '${file}': ${(error as Error).message}`);
  }
  return parsed.data;
}

/** The JSON Schema published as schema/run-result.schema.json (the shape of a written file). */
export function runResultJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(runResultSchema, { target: 'draft-2020-12', io: 'output' });
  return {
    $schema: schema.$schema,
    title: 'Flotilla RunResult',
    description: `The result of one Flotilla run (version ${RUN_RESULT_VERSION}): agents, findings, changes, usage and cost.`,
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}

function formatPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(the whole file)';
  let text = '';
  for (const segment of segments) {
    text += typeof segment === 'number' ? `[${segment}]` : `${text ? '.' : ''}${String(segment)}`;
  }
  return text;
}

function describeValue(data: unknown, segments: readonly PropertyKey[]): string {
  let value: unknown = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return '';
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  if (value === undefined) return ' (missing)';
  const shown = JSON.stringify(value) ?? String(value);
  return ` (got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}
