/**
 * Secret redaction for everything Flotilla publishes (review bodies, comments, issues, PR text,
 * summaries, outputs, files). Known secret values are replaced wherever they occur, together with
 * their common encodings, and so are well-known token shapes even when their value is unknown.
 */

export type Redactor = (text: string) => string;

export const REDACTED = '***';

/** Values shorter than this are not redacted: replacing "ab" everywhere would destroy the text. */
export const MIN_SECRET_LENGTH = 4;

const tokenShapes: RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, // GitHub classic, OAuth, user-to-server, server-to-server, refresh
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained personal access token
  /\bsk-ant-[A-Za-z0-9_-]{16,}/g, // Anthropic API keys (api03, admin01, oat01…)
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key id
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack tokens
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
];

export function createRedactor(secretValues: readonly string[]): Redactor {
  const literals = new Set<string>();
  for (const secret of secretValues) {
    if (typeof secret !== 'string') continue;
    const trimmed = secret.trim();
    for (const value of [secret, trimmed]) {
      if (value.length < MIN_SECRET_LENGTH) continue;
      literals.add(value);
      literals.add(encodeURIComponent(value));
      literals.add(Buffer.from(value).toString('base64'));
      // Git's HTTP basic auth with a token: base64("x-access-token:<token>").
      literals.add(Buffer.from(`x-access-token:${value}`).toString('base64'));
      literals.add(JSON.stringify(value).slice(1, -1));
    }
  }
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = [...literals].filter((value) => value.length >= MIN_SECRET_LENGTH);
  ordered.sort((a, b) => b.length - a.length);
  const literalPattern = ordered.length
    ? new RegExp(ordered.map(escapeRegExp).join('|'), 'g')
    : undefined;

  return (text: string): string => {
    if (!text) return text;
    let result = literalPattern ? text.replace(literalPattern, REDACTED) : text;
    for (const shape of tokenShapes) result = result.replace(shape, REDACTED);
    return result;
  };
}

/** Redacts every string inside a JSON-like value (for findings, results and outputs). */
export function redactDeep<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, redact)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = redactDeep(item, redact);
    return copy as T;
  }
  return value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
