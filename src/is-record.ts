/** Whether `value` is an object of named values (not null, not an array), as a parsed JSON object is. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
