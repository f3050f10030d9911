/** What a Headers may be made from: a record, a sequence of [name, value] pairs, Headers. */
export type FetchHeadersInit = ConstructorParameters<typeof Headers>[0];

/**
 * The Fetch standard's Headers (https://fetch.spec.whatwg.org/#headers-class), without guards:
 * what the Anthropic SDK builds every request's headers with and src/platform/http-fetch.ts
 * answers with.
 *
 * Node defines its global Headers lazily: the first use loads its bundled undici, with http2 and
 * the rest of what it needs, about 15–20 ms of a CLI run's start (`npm run bench`, section d)
 * spent before the first model request, in a process that never uses undici otherwise. The CLI's
 * process uses this class as its global Headers instead (useFetchGlobals); everything else
 * about fetch stays Node's, and Node's own Headers objects still pass `instanceof Headers`.
 */
export class FetchHeaders {
  /** Lower-case name → its values, in the order they were appended. */
  readonly #values = new Map<string, string[]>();

  constructor(init?: FetchHeadersInit) {
    if (init === undefined || init === null) return;
    if (typeof init !== 'object') {
      throw new TypeError('Headers: the init is neither a record nor a sequence of pairs.');
    }
    if (typeof (init as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function') {
      for (const pair of init as Iterable<unknown>) {
        const entry = typeof pair === 'object' && pair !== null && Symbol.iterator in pair;
        const values = entry ? [...(pair as Iterable<unknown>)] : [];
        if (values.length !== 2) {
          throw new TypeError('Headers: each header of a sequence must be a [name, value] pair.');
        }
        this.append(String(values[0]), String(values[1]));
      }
      return;
    }
    for (const name of Object.keys(init)) {
      this.append(name, String((init as Record<string, unknown>)[name]));
    }
  }

  append(name: string, value: string): void {
    const key = headerName(name, 'append');
    const normalised = headerValue(value, name, 'append');
    const values = this.#values.get(key);
    if (values) values.push(normalised);
    else this.#values.set(key, [normalised]);
  }

  delete(name: string): void {
    this.#values.delete(headerName(name, 'delete'));
  }

  get(name: string): string | null {
    return this.#values.get(headerName(name, 'get'))?.join(', ') ?? null;
  }

  getSetCookie(): string[] {
    return [...(this.#values.get('set-cookie') ?? [])];
  }

  has(name: string): boolean {
    return this.#values.has(headerName(name, 'has'));
  }

  set(name: string, value: string): void {
    this.#values.set(headerName(name, 'set'), [headerValue(value, name, 'set')]);
  }

  forEach(
    callback: (value: string, name: string, parent: FetchHeaders) => void,
    thisArg?: unknown,
  ): void {
    if (typeof callback !== 'function') {
      throw new TypeError('Headers.forEach: the callback is not a function.');
    }
    for (const [name, value] of this.#sorted()) callback.call(thisArg, value, name, this);
  }

  *entries(): IterableIterator<[string, string]> {
    yield* this.#sorted();
  }

  *keys(): IterableIterator<string> {
    for (const [name] of this.#sorted()) yield name;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.#sorted()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return 'Headers';
  }

  /** Node's own Headers objects (a fetch's answer, say) are Headers too. */
  static [Symbol.hasInstance] = tagged('Headers');

  /** The standard's "sort and combine": by name; each Set-Cookie apart, other values joined. */
  #sorted(): [string, string][] {
    const pairs: [string, string][] = [];
    for (const name of [...this.#values.keys()].sort()) {
      const values = this.#values.get(name)!;
      if (name === 'set-cookie') for (const value of values) pairs.push([name, value]);
      else pairs.push([name, values.join(', ')]);
    }
    return pairs;
  }
}

/**
 * Makes FetchHeaders this process's global Headers, and its FormData and ReadableStream Node's own
 * loaded when first used, unless something has used Node's already. The Anthropic SDK asks
 * `body instanceof FormData` and `body instanceof ReadableStream` of every request body: answered
 * by the value's tag, they load nothing. For the CLI's own process only (src/cli/index.ts), as it
 * decides what the process loads; a library caller's or a test runner's process keeps Node's.
 */
export function useFetchGlobals(): void {
  replaceLazyGlobal('Headers', () => FetchHeaders);
  for (const name of ['FormData', 'ReadableStream']) {
    replaceLazyGlobal(name, (load) => deferredClass(load as () => Constructor, name));
  }
}

type Constructor = abstract new (...args: never[]) => object;

/**
 * Replaces one of Node's lazily loaded globals, while it has not been used (Node's is an accessor
 * until its first use, then a plain value); `load` gives Node's own.
 */
function replaceLazyGlobal(name: string, make: (load: () => unknown) => unknown): void {
  const node = Object.getOwnPropertyDescriptor(globalThis, name);
  const get = node?.get;
  if (!get || !node.configurable) return;
  Object.defineProperty(globalThis, name, {
    value: make(() => get.call(globalThis)),
    writable: true,
    configurable: true,
    enumerable: node.enumerable ?? false,
  });
}

/**
 * Node's class `tag`, loaded by `load` when first used: constructed, extended or asked for any
 * of its members. Only `instanceof` is answered without it, by the value's tag, as Node's
 * classes tag their instances.
 */
function deferredClass(load: () => Constructor, tag: string): Constructor {
  let loaded: Constructor | undefined;
  const node = (): Constructor => (loaded ??= load());
  const isInstance = tagged(tag);
  // A function target, so that the proxy can be constructed and extended.
  const deferred: Constructor = new Proxy(function () {} as unknown as Constructor, {
    construct: (_target, args: unknown[], newTarget: Constructor) =>
      Reflect.construct(node(), args, newTarget === deferred ? node() : newTarget) as object,
    get: (_target, key) => (key === Symbol.hasInstance ? isInstance : Reflect.get(node(), key)),
    has: (_target, key) => Reflect.has(node(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(node()),
  });
  return deferred;
}

/** Whether a value is tagged `tag` (Symbol.toStringTag), as instances of Node's fetch classes are. */
function tagged(tag: string): (value: unknown) => boolean {
  return (value) => Object.prototype.toString.call(value) === `[object ${tag}]`;
}

/** A token (RFC 9110): the characters a header name may have. */
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function headerName(name: string, method: string): string {
  const text = String(name);
  if (!token.test(text)) {
    throw new TypeError(`Headers.${method}: "${text}" is an invalid header name.`);
  }
  return text.toLowerCase();
}

/** Leading and trailing HTTP whitespace (tab, line feed, carriage return, space). */
const edgeWhitespace = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What a header value may not hold once trimmed, nor a ByteString hold at all. */
const forbidden = /[\0\n\r\u0100-\uffff]/;

function headerValue(value: string, name: string, method: string): string {
  const normalised = String(value).replace(edgeWhitespace, '');
  if (forbidden.test(normalised)) {
    throw new TypeError(`Headers.${method}: the value of "${String(name)}" is invalid.`);
  }
  return normalised;
}
