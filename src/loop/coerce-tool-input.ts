import type { z } from 'zod';
import { isRecord } from '../is-record.js';

/**
 * Models sometimes send a number or a boolean as a string (`"head_limit": "3"`,
 * `"replace_all": "true"`). Claude Code 2.1.332 accepts those (observed): a string that is a
 * plain decimal number where the schema wants a number, `"true"`/`"false"` where it wants a
 * boolean; anything else (`"abc"`, `"1e3"`, `"yes"`) still fails validation. This does the
 * same for every tool, before its schema checks the input; nested objects and arrays included.
 */
export function coerceToolInput(schema: z.ZodType, input: unknown): unknown {
  const definition = (schema as { def?: SchemaDefinition }).def;
  if (!definition) return input;
  switch (definition.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return definition.innerType ? coerceToolInput(definition.innerType, input) : input;
    case 'pipe':
      return definition.in ? coerceToolInput(definition.in, input) : input;
    case 'lazy':
      // Tools' input schemas are built on first use (z.lazy); zod keeps the one it built.
      return coerceToolInput((schema as z.ZodLazy<z.ZodType>)._zod.innerType, input);
    case 'number':
      return typeof input === 'string' && decimalNumber.test(input.trim())
        ? Number(input.trim())
        : input;
    case 'boolean':
      return input === 'true' ? true : input === 'false' ? false : input;
    case 'array':
      return Array.isArray(input) && definition.element
        ? input.map((item) => coerceToolInput(definition.element as z.ZodType, item))
        : input;
    case 'object': {
      if (!isRecord(input) || !definition.shape) return input;
      const shape = definition.shape;
      let changed = false;
      const result: Record<string, unknown> = { ...input };
      for (const [key, value] of Object.entries(input)) {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (!field) continue;
        const coerced = coerceToolInput(field, value);
        if (coerced !== value) {
          result[key] = coerced;
          changed = true;
        }
      }
      return changed ? result : input;
    }
    default:
      return input;
  }
}

interface SchemaDefinition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

/** `3`, `-2`, `2.5`: what Claude Code turns into a number (not `1e3`, `0x10` or ``). */
const decimalNumber = /^-?\d+(?:\.\d+)?$/;
