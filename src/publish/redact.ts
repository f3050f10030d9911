/**
 * Secret redaction for everything Flotilla publishes (review bodies, comments, issues, PR text,
 * summaries, outputs, files). Known secret values are replaced wherever they occur, together with
 * their common encodings, and so are well-known token shapes even when their value is unknown
 * (src/platform/secret-shapes.ts, whose values the tool environment drops too).
 */

import {
  MIN_SECRET_LENGTH,
  privateKeyBlock,
  privateKeyHeader,
  tokenCharacter,
  tokenShapes,
} from '../platform/secret-shapes.js';

export interface Redactor {
  (text: string): string;
  /**
   * For text that arrives in pieces (a streamed answer written as it comes): how much of `text`
   * can be redacted and written now, whatever follows it. The rest may be the start of a secret
   * that the next piece completes, and waits for it (or for the end).
   */
  settledLength?: (text: string) => number;
  /**
   * Hides `values` too from now on, wherever this redactor is used: the secrets a run finds once
   * it has loaded its configuration (its MCP servers' credentials, the settings' `env` ones).
   */
  add?: (values: readonly string[]) => void;
}

export const REDACTED = '***';

/** Token shapes and private key blocks, hidden whatever the run knows. */
const shapes: readonly RegExp[] = [...tokenShapes, privateKeyBlock];

export function createRedactor(secretValues: readonly string[]): Redactor {
  const literals = new Set<string>();
  let literalPattern: RegExp | undefined;
  let longest = 0;
  const learn = (values: readonly string[]) => {
    for (const secret of values) {
      if (typeof secret !== 'string') continue;
      for (const value of new Set([secret, secret.trim()])) {
        if (value.length < MIN_SECRET_LENGTH) continue;
        literals.add(value);
        literals.add(encodeURIComponent(value));
        literals.add(Buffer.from(value).toString('base64'));
        // Git's HTTP basic auth with a token: base64("x-access-token:<token>").
        literals.add(Buffer.from(`x-access-token:${value}`).toString('base64'));
        literals.add(JSON.stringify(value).slice(1, -1));
        for (const core of base64Cores(value)) literals.add(core);
        const hex = Buffer.from(value).toString('hex');
        literals.add(hex);
        literals.add(hex.toUpperCase());
      }
    }
    // Longest first, so a secret that contains another is replaced whole.
    const ordered = [...literals].filter((value) => value.length >= MIN_SECRET_LENGTH);
    ordered.sort((a, b) => b.length - a.length);
    literalPattern = ordered.length
      ? new RegExp(ordered.map(escapeRegExp).join('|'), 'g')
      : undefined;
    longest = ordered[0]?.length ?? 0;
  };
  learn(secretValues);

  const redact: Redactor = (text: string): string => {
    if (!text) return text;
    let result = literalPattern ? text.replace(literalPattern, REDACTED) : text;
    for (const shape of shapes) result = result.replace(shape, REDACTED);
    return result;
  };
  redact.settledLength = (text) => settledLength(text, longest, literalPattern);
  redact.add = learn;
  return redact;
}

/** Shorter base64 cores match by chance in ordinary text: they are not redacted. */
const minBase64Core = 8;

/**
 * The base64 characters that encode `value` whatever surrounds it, as the value sits 0, 1 or 2
 * bytes into a longer base64 text (`user:token`, `:password`) and with or without padding: the
 * characters that also hold bits of the bytes before or after are left off, in both the standard
 * and the URL-safe alphabet.
 */
function base64Cores(value: string): string[] {
  const bytes = Buffer.from(value);
  const cores: string[] = [];
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const total = offset + bytes.length;
    // Characters holding a bit of the leading bytes, then those after the last whole 3-byte group
    // (bits of the bytes that follow, or padding).
    const start = Math.ceil((offset * 8) / 6);
    const end = total % 3 === 0 ? (total / 3) * 4 : Math.floor((total * 8) / 6);
    const core = encoded.slice(start, end);
    if (core.length < minBase64Core) continue;
    cores.push(core, core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return cores;
}

/** Longer than any token of the token shapes (GitHub's are up to 255 characters). */
const longestToken = 512;
const privateKeyStart = '-----BEGIN';
const openingPrivateKeyHeader = new RegExp(`^${privateKeyHeader.source}`);
const openingPrivateKeyBlock = new RegExp(`^${privateKeyBlock.source}`);
/** A header line not finished yet (it may still become a private key's). */
const unfinishedHeader = /^-----BEGIN[A-Z ]*-{0,4}$/;

/**
 * Where `text` may be cut so that redacting the two sides apart gives what redacting the whole
 * would, however the text goes on: no known secret may start in the last `longest - 1`
 * characters, no match may straddle the cut, and a token (or a private key block) still open at
 * the end may grow. Cutting earlier only holds more text back.
 */
function settledLength(text: string, longest: number, literals: RegExp | undefined): number {
  let cut = Math.max(0, text.length - Math.max(0, longest - 1));
  // A token still growing at the end: its characters back to the run's start (a token is far
  // shorter than the bound; a longer run, a base64 blob, is not held back whole).
  let runStart = text.length;
  while (runStart > text.length - longestToken && tokenCharacter.test(text[runStart - 1] ?? '')) {
    runStart -= 1;
  }
  cut = Math.min(cut, runStart);
  const keyStart = text.lastIndexOf(privateKeyStart);
  if (keyStart >= 0) {
    const opened = text.slice(keyStart);
    const open = openingPrivateKeyHeader.test(opened) && !openingPrivateKeyBlock.test(opened);
    if (open || unfinishedHeader.test(opened)) cut = Math.min(cut, keyStart);
  }
  // A match cut in two would match on neither side: hold it back whole (cut only moves left,
  // so the straddles are looked for again until none is left).
  for (let moved = true; moved && cut > 0;) {
    moved = false;
    for (const pattern of literals ? [literals, ...shapes] : shapes) {
      for (const match of text.matchAll(pattern)) {
        if (match.index >= cut) break;
        if (match.index + match[0].length > cut) {
          cut = match.index;
          moved = true;
          break;
        }
      }
    }
  }
  return cut;
}

/**
 * Redacts every string inside a JSON-like value (findings, results, transcripts, stream events),
 * keys included (a model writes them, in tool inputs), each string on its own. Redaction is
 * applied to structured data this way, never to its serialized text: a pattern that spans text
 * (a private key block, BEGIN … END) would otherwise match from one string to another and cut
 * the JSON between them — whole tool results — out of it.
 */
export function redactDeep<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, redact)) as T;
  if (value && typeof value === 'object') {
    // fromEntries defines each key as an own property, "__proto__" from parsed JSON included.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)]),
    ) as T;
  }
  return value;
}

/**
 * Redacts text made of JSON values, one a line (stream-json events), value by value with
 * redactDeep. A line that is not JSON is redacted as text.
 */
export function redactJsonLines(text: string, redact: Redactor): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return redact(line);
      }
      return JSON.stringify(redactDeep(value, redact));
    })
    .join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
