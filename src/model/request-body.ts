import { ChunkedBody, sharedBytes, type SharedBytes } from '../platform/chunked-body.js';

/**
 * A Messages API request body as the bytes sent: `JSON.stringify(body)`, byte for byte, with its
 * tools encoded once per tool list and shared, not copied, by every request that sends them.
 *
 * The tools are most of a request: 17 of the 19 KB a general-purpose subagent sends each turn.
 * An agent sends the same list with every request (src/loop/run-agent.ts; the list with a cache
 * breakpoint is made once too, src/model/cache-breakpoints.ts), and the agents of a run share
 * its declarations (src/tools/define-tool.ts). Serialised whole, every waiting request held its
 * own copy for as long as the model took to answer, and the garbage left behind outlived the
 * young generation: at 64 agents, megabytes of old space a 4-agent run never grows.
 *
 * A list or a declaration is encoded when first sent and never again: neither is changed once
 * made (a changed tool list is a new array, a changed tool a new object).
 */
export function requestBody(body: object): ChunkedBody {
  const parts: (string | SharedBytes)[] = [];
  let text = '{';
  let separator = '';
  for (const [key, value] of Object.entries(body)) {
    if (key === 'tools' && isObjectList(value)) {
      parts.push(`${text}${separator}"tools":`, encodedList(value));
      text = '';
    } else {
      // In an object, what JSON.stringify cannot write (undefined, a function) is left out.
      const json = JSON.stringify(value) as string | undefined;
      if (json === undefined) continue;
      text += `${separator}${JSON.stringify(key)}:${json}`;
    }
    separator = ',';
  }
  parts.push(`${text}}`);
  return new ChunkedBody(parts);
}

const encodedLists = new WeakMap<readonly object[], SharedBytes>();
const encodedDeclarations = new WeakMap<object, SharedBytes>();
/** By their text: few, as a run's tools are (a process runs one run). */
const encodedTexts = new Map<string, SharedBytes>();

function isObjectList(value: unknown): value is readonly object[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

function encodedList(list: readonly object[]): SharedBytes {
  let encoded = encodedLists.get(list);
  if (!encoded) {
    const parts: (string | SharedBytes)[] = ['['];
    list.forEach((item, index) => parts.push(...(index > 0 ? [','] : []), encodedOnce(item)));
    parts.push(']');
    encoded = sharedBytes(parts);
    encodedLists.set(list, encoded);
  }
  return encoded;
}

function encodedOnce(declaration: object): SharedBytes {
  let encoded = encodedDeclarations.get(declaration);
  if (!encoded) {
    // An object whose toJSON gives nothing is null in a list, as JSON.stringify writes it.
    const json = (JSON.stringify(declaration) as string | undefined) ?? 'null';
    // Equal declarations made apart (a tool each agent builds for itself) share one encoding.
    encoded = encodedTexts.get(json);
    if (!encoded) {
      encoded = sharedBytes([json]);
      encodedTexts.set(json, encoded);
    }
    encodedDeclarations.set(declaration, encoded);
  }
  return encoded;
}
