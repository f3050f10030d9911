import type { RequestFacts } from './request-facts.js';

/**
 * Placeholders in scripted texts and tool inputs, filled from the request being answered:
 * - `{{last_message}}`: the text of the last message;
 * - `{{last_message/regex/}}`: the first capture group (or the whole match) of the regex in it;
 * - `{{tool_result:N}}`: the text of the N-th (1-based) tool_result in the last user message;
 * - `{{tool_result:N.field.path}}`: that text parsed as JSON, then the field at the path;
 * - `{{tool_result:N/regex/}}`: the first capture group (or the whole match) of the regex in it.
 * A placeholder that cannot be filled is an error, so a broken script fails loudly.
 */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

const placeholder =
  /\{\{\s*(?:(last_message)(?:\/(.+?)\/)?|tool_result:(\d+)(?:\.([\w$.\-[\]]+)|\/(.+?)\/)?)\s*\}\}/g;

export function renderText(template: string, facts: RequestFacts): string {
  return template.replace(
    placeholder,
    (
      whole,
      lastMessage: string | undefined,
      lastMessageRegex: string | undefined,
      index: string | undefined,
      path: string | undefined,
      regex: string | undefined,
    ) => {
      if (lastMessage && lastMessageRegex !== undefined) {
        const match = new RegExp(lastMessageRegex).exec(facts.lastMessageText);
        if (!match) {
          throw new TemplateError(
            `${whole}: /${lastMessageRegex}/ does not match the last message ${quote(facts.lastMessageText)}`,
          );
        }
        return match[1] ?? match[0];
      }
      if (lastMessage) return facts.lastMessageText;
      return toolResultValue(whole, Number(index), path, regex, facts);
    },
  );
}

/** Renders every string inside a JSON-like value (tool inputs); keys stay as written. */
export function renderValue(value: unknown, facts: RequestFacts): unknown {
  if (typeof value === 'string') return renderText(value, facts);
  if (Array.isArray(value)) return value.map((item) => renderValue(item, facts));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renderValue(item, facts)]),
    );
  }
  return value;
}

function toolResultValue(
  whole: string,
  index: number,
  path: string | undefined,
  regex: string | undefined,
  facts: RequestFacts,
): string {
  const count = facts.toolResults.length;
  const text = facts.toolResults[index - 1];
  if (index < 1 || text === undefined) {
    throw new TemplateError(
      `${whole}: the last user message has ${count} tool_result block(s); N counts from 1.`,
    );
  }
  if (path !== undefined) return jsonField(whole, text, path);
  if (regex !== undefined) {
    const match = new RegExp(regex).exec(text);
    if (!match)
      throw new TemplateError(`${whole}: /${regex}/ does not match the tool result ${quote(text)}`);
    return match[1] ?? match[0];
  }
  return text;
}

function jsonField(whole: string, text: string, path: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new TemplateError(`${whole}: the tool result is not JSON: ${quote(text)}`);
  }
  for (const key of path.split(/[.[\]]+/).filter((part) => part !== '')) {
    if (typeof value !== 'object' || value === null || !(key in value)) {
      throw new TemplateError(`${whole}: the tool result has no field '${path}': ${quote(text)}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function quote(text: string): string {
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
}
