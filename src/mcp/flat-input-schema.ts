/**
 * The Messages API refuses a request whose tool has an `input_schema` with `oneOf`, `anyOf` or
 * `allOf` at the top level (400 "input_schema does not support oneOf, allOf, or anyOf at the top
 * level"), which MCP servers produce often (a zod union at the root). Like Claude Code 2.1.332
 * such a schema is sent flattened to one object schema, the constraint said in words before the
 * tool's description. Only what the model reads changes: the server still checks its own schema.
 */

type JsonSchema = { type: 'object'; [key: string]: unknown };
type Branch = { properties?: unknown; required?: unknown };

const combinators = ['oneOf', 'anyOf', 'allOf'] as const;

export interface ApiToolShape {
  description: string;
  inputSchema: JsonSchema;
}

/**
 * The description and input schema to send for a tool. Observed in Claude Code 2.1.332: the
 * properties of the schema and of every branch are merged (a property two branches define
 * differently becomes an `anyOf` of both); `required` keeps the schema's own, the ones every
 * `oneOf`/`anyOf` branch requires, and every `allOf` branch's; `additionalProperties` is the
 * schema's, else true; the description starts with "Input constraint: …" naming each branch by
 * its required (else its) properties.
 */
export function apiToolShape(description: string, schema: JsonSchema): ApiToolShape {
  if (!combinators.some((key) => Array.isArray(schema[key]))) {
    return { description, inputSchema: schema };
  }
  const {
    oneOf,
    anyOf,
    allOf,
    properties: ownProperties,
    required: ownRequired,
    additionalProperties,
    ...rest
  } = schema;
  const one = branchesOf(oneOf);
  const any = branchesOf(anyOf);
  const all = branchesOf(allOf);

  const properties: Record<string, unknown> = {};
  for (const source of [ownProperties, ...[...one, ...any, ...all].map((b) => b.properties)]) {
    for (const [name, definition] of Object.entries(recordOf(source))) {
      const known = properties[name];
      if (known === undefined) properties[name] = definition;
      else if (!sameJson(known, definition)) properties[name] = mergedDefinition(known, definition);
    }
  }

  const required = new Set(namesOf(ownRequired));
  for (const branches of [one, any]) {
    if (branches.length === 0) continue;
    const [first, ...others] = branches.map((branch) => namesOf(branch.required));
    for (const name of first ?? []) {
      if (others.every((names) => names.includes(name))) required.add(name);
    }
  }
  for (const branch of all) for (const name of namesOf(branch.required)) required.add(name);

  const constraint = constraintOf(one, any, all);
  return {
    description: description
      ? `Input constraint: ${constraint}\n\n${description}`
      : `Input constraint: ${constraint}`,
    inputSchema: {
      ...rest,
      type: 'object',
      properties,
      required: [...required],
      additionalProperties: additionalProperties ?? true,
    },
  };
}

function constraintOf(one: Branch[], any: Branch[], all: Branch[]): string {
  if (one.length > 0) return `Provide parameters for exactly one of: ${labels(one)}.`;
  if (any.length > 0) return `Provide parameters for at least one of: ${labels(any)}.`;
  if (all.length > 0)
    return 'all listed parameters apply together (flattened from a JSON Schema allOf).';
  return 'see the parameters.';
}

/** `(a, c) or (b)`: each branch by its required properties, else by all it names. */
function labels(branches: Branch[]): string {
  return branches
    .map((branch) => {
      const required = namesOf(branch.required);
      return required.length > 0 ? required : Object.keys(recordOf(branch.properties));
    })
    .filter((names) => names.length > 0)
    .map((names) => `(${names.join(', ')})`)
    .join(' or ');
}

function mergedDefinition(known: unknown, definition: unknown): unknown {
  const alternatives =
    isRecord(known) && Array.isArray(known.anyOf) && Object.keys(known).length === 1
      ? (known.anyOf as unknown[])
      : [known];
  if (alternatives.some((alternative) => sameJson(alternative, definition))) return known;
  return { anyOf: [...alternatives, definition] };
}

function branchesOf(value: unknown): Branch[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function namesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string')
    : [];
}

function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}
