/**
 * How one action input's text becomes a typed value. Each parser records a problem instead of
 * throwing, so that `readActionSettings` can report every bad input at once. A problem names the
 * input, the value it got and the form it expected.
 */

export type Problems = string[];

/** Shown instead of a value that may hold a credential. */
const hidden = '(value hidden)';

export function describeValue(raw: string): string {
  return `'${raw}'`;
}

export function problem(name: string, raw: string, expected: string): string {
  return `Input '${name}' is ${describeValue(raw)}; expected ${expected}.`;
}

export function parseEnum<const T extends readonly string[]>(
  name: string,
  raw: string,
  allowed: T,
  problems: Problems,
): T[number] | undefined {
  if ((allowed as readonly string[]).includes(raw)) return raw as T[number];
  problems.push(problem(name, raw, `one of ${allowed.join(', ')}`));
  return undefined;
}

/** A positive whole number such as `30`. Empty: undefined (the caller's default applies). */
export function parsePositiveInteger(
  name: string,
  raw: string,
  problems: Problems,
  example: string,
): number | undefined {
  if (raw === '') return undefined;
  if (/^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw))) return Number(raw);
  problems.push(problem(name, raw, `a positive whole number, such as ${example}`));
  return undefined;
}

/** A positive decimal number such as `2.5`. Empty: undefined. */
export function parsePositiveNumber(
  name: string,
  raw: string,
  problems: Problems,
  example: string,
): number | undefined {
  if (raw === '') return undefined;
  if (/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(raw) && Number(raw) > 0 && Number.isFinite(Number(raw)))
    return Number(raw);
  problems.push(problem(name, raw, `a positive number, such as ${example}`));
  return undefined;
}

/** The YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them. */
export function parseBoolean(
  name: string,
  raw: string,
  fallback: boolean,
  problems: Problems,
): boolean {
  if (raw === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problems.push(problem(name, raw, 'true or false'));
  return fallback;
}

/**
 * Splits a list written with commas, newlines or both (`a, b` or one item per line, optionally
 * as `- item`). Commas inside parentheses belong to the item, so `Agent(a, b), Read` is two
 * items. Unbalanced parentheses are reported.
 */
export function splitList(name: string, raw: string, problems: Problems): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  const flush = (): void => {
    const item = current.trim().replace(/^-\s+/, '').trim();
    if (item !== '') items.push(item);
    current = '';
  };
  for (const character of raw) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) break;
    if (depth === 0 && (character === ',' || character === '\n' || character === '\r')) {
      flush();
      continue;
    }
    current += character;
  }
  if (depth !== 0) {
    problems.push(
      problem(name, raw, 'a comma- or newline-separated list with balanced parentheses'),
    );
    return [];
  }
  flush();
  return items;
}

/** Checks each list item against a pattern, reporting the items that do not match. */
export function checkItems(
  name: string,
  items: readonly string[],
  isValid: (item: string) => boolean,
  expected: string,
  problems: Problems,
): string[] {
  const bad = items.filter((item) => !isValid(item));
  for (const item of bad) problems.push(problem(name, item, expected));
  return items.filter(isValid);
}

/** An http(s) URL; credentials in it are never echoed back. */
export function parseUrl(name: string, raw: string, problems: Problems): string | undefined {
  if (raw === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:'))
    return raw.replace(/\/+$/, '');
  const shown = /@/.test(raw) ? hidden : describeValue(raw);
  problems.push(
    `Input '${name}' is ${shown}; expected an http or https URL, such as https://api.anthropic.com.`,
  );
  return undefined;
}
