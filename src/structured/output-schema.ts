import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { errorMessage, UserError } from '../errors.js';

/** A JSON Schema the lead's final answer must match, checked and compiled once. */
export interface OutputSchema {
  schema: { type: 'object'; [key: string]: unknown };
  /** Undefined when the value matches; otherwise one line per problem (`/path: message`). */
  problems(value: unknown): string[] | undefined;
}

const draft2020 = 'https://json-schema.org/draft/2020-12/schema';

/** Whether `--json-schema` / `json_schema` is the schema itself (JSON text) rather than a file path. */
export function isInlineSchema(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/**
 * `--json-schema FILE|JSON` (Action input `json_schema`): JSON text when it starts with `{`,
 * otherwise a file path resolved from `cwd`. The schema is untrusted input: every way it can be
 * wrong is reported with what was expected, before any model call.
 */
export async function loadOutputSchema(
  text: string,
  cwd: string,
  source: string,
): Promise<OutputSchema> {
  const inline = isInlineSchema(text);
  let json = text;
  if (!inline) {
    const file = path.resolve(cwd, text);
    try {
      json = await readFile(file, 'utf8');
    } catch (error) {
      throw new UserError(
        `${source}: cannot read the schema file '${file}': ${errorMessage(error)}.`,
        'Give a JSON Schema file, or the schema itself as JSON text starting with {.',
      );
    }
  }
  const where = inline ? source : `${source} '${text}'`;
  return compileOutputSchema(parseOutputSchemaText(json, where), where);
}

/** JSON text of a schema, parsed and checked for the shape a tool's input schema needs. */
export function parseOutputSchemaText(json: string, source: string): OutputSchema['schema'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new UserError(
      `${source}: the schema is not valid JSON: ${errorMessage(error)}.`,
      'Expected a JSON Schema object, e.g. {"type":"object","properties":{"answer":{"type":"string"}}}.',
    );
  }
  return checkSchemaShape(parsed, source);
}

export async function compileOutputSchema(parsed: unknown, source: string): Promise<OutputSchema> {
  const schema = checkSchemaShape(parsed, source);
  // Loaded on first use: runs without --json-schema never pay for the validator.
  const { Ajv } = commonJs(await import('ajv'));
  const { Ajv2020 } = commonJs(await import('ajv/dist/2020.js'));
  const options = { allErrors: true, strict: false, validateFormats: false } as const;
  const ajv = schema.$schema === draft2020 ? new Ajv2020(options) : new Ajv(options);
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new UserError(
      `${source}: the schema is not a valid JSON Schema: ${errorMessage(error)}.`,
      'Check it with a JSON Schema validator (draft-07, or draft 2020-12 with "$schema").',
    );
  }
  return {
    schema,
    problems(value) {
      if (validate(value)) return undefined;
      return (validate.errors ?? []).map(describe);
    },
  };
}

function checkSchemaShape(parsed: unknown, source: string): OutputSchema['schema'] {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UserError(
      `${source}: the schema must be a JSON object, not ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : typeof parsed}.`,
      'Expected e.g. {"type":"object","properties":{"answer":{"type":"string"}}}.',
    );
  }
  const schema = parsed as Record<string, unknown>;
  // The answer arrives as a tool call's input, which the Messages API requires to be an object.
  if (schema.type !== 'object') {
    throw new UserError(
      `${source}: the schema's top-level "type" is ${JSON.stringify(schema.type) ?? 'missing'}; it must be "object".`,
      'Wrap other values in an object: {"type":"object","properties":{"items":{…}},"required":["items"]}.',
    );
  }
  return schema as OutputSchema['schema'];
}

/**
 * ajv is CommonJS: Node's ESM loader gives its named exports, a bundle may give only `default`
 * (module.exports, which carries them too).
 */
function commonJs<Module extends object>(module: Module): Module {
  const fallback = (module as { default?: unknown }).default;
  const exported =
    (typeof fallback === 'object' && fallback !== null) || typeof fallback === 'function';
  return { ...(exported ? fallback : {}), ...module } as Module;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  const extra =
    error.keyword === 'additionalProperties'
      ? ` ('${String((error.params as { additionalProperty?: unknown }).additionalProperty)}')`
      : error.keyword === 'enum'
        ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
        : '';
  return `${where}: ${error.message ?? error.keyword}${extra}`;
}
