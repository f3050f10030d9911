import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FetchHeaders } from '../../src/platform/fetch-globals.js';

type Init = ConstructorParameters<typeof Headers>[0];

/** What a Headers shows: its pairs in order, and each lookup. */
function observe(headers: Headers | FetchHeaders, names: readonly string[]) {
  const seen: string[] = [];
  headers.forEach((value, name) => seen.push(`${name}=${value}`));
  return {
    entries: [...headers],
    keys: [...headers.keys()],
    values: [...headers.values()],
    forEach: seen,
    cookies: headers.getSetCookie(),
    lookups: names.map((name) => [headers.get(name), headers.has(name)]),
  };
}

/** Runs `act` on a headers object, answering its outcome (an error's class, not its text). */
function outcome<T>(act: () => T): { value: T } | { error: string } {
  try {
    return { value: act() };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

/** A small deterministic generator (mulberry32): the same operations on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const names = [
  'Content-Type',
  'content-type',
  'X-Api-Key',
  'set-cookie',
  'Set-Cookie',
  'accept',
  'x-b',
  'x-a',
  'bad name',
  'ümlaut',
  '',
];
const values = [
  'application/json',
  '  padded\t',
  'a, b',
  '',
  'x\ny',
  'nul\0',
  'é-latin1',
  '☃',
  ' \r\n ',
  'k=v; Path=/',
];

describe('FetchHeaders, against Node’s Headers', () => {
  it('gives the same answers and the same errors for 400 random sequences of operations', () => {
    const next = random(13);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    for (let sequence = 0; sequence < 400; sequence++) {
      const node = new Headers();
      const ours = new FetchHeaders();
      for (let step = 0; step < 12; step++) {
        const [name, value] = [pick(names), pick(values)];
        const operation = pick(['append', 'append', 'set', 'delete', 'get', 'has'] as const);
        const act = (headers: Headers | FetchHeaders) =>
          operation === 'append' || operation === 'set'
            ? headers[operation](name, value)
            : headers[operation](name);
        expect(
          outcome(() => act(ours)),
          `${operation}(${name}, ${value})`,
        ).toEqual(outcome(() => act(node)));
      }
      expect(observe(ours, names.slice(0, 8))).toEqual(observe(node, names.slice(0, 8)));
    }
  });

  it('is made from the same inits, and refuses the same ones', () => {
    const inits: unknown[] = [
      undefined,
      { 'Content-Type': 'text/plain', 'x-b': ' 1 ', 'X-A': 2 },
      [
        ['set-cookie', 'a=1'],
        ['Set-Cookie', 'b=2'],
        ['x', 'y'],
      ],
      new Headers([
        ['z', '1'],
        ['a', '2'],
      ]),
      new FetchHeaders({ q: 'r' }),
      new Map([['m', 'n']]),
      [['only-a-name']],
      [['a', 'b', 'c']],
      ['ab'],
      { 'bad name': 'x' },
      { ok: 'line\nbreak' },
      'a string',
      42,
    ];
    for (const init of inits) {
      const made = (Class: typeof Headers | typeof FetchHeaders) =>
        outcome(() => observe(new Class(init as Init), ['a', 'x', 'content-type', 'set-cookie']));
      expect(made(FetchHeaders), String(init)).toEqual(made(Headers));
    }
  });

  it('counts Node’s Headers as Headers, and Node’s fetch classes take it as theirs', async () => {
    expect(new Headers() instanceof FetchHeaders).toBe(true);
    expect(new FetchHeaders() instanceof FetchHeaders).toBe(true);
    expect({} instanceof FetchHeaders).toBe(false);
    expect(Object.prototype.toString.call(new FetchHeaders())).toBe('[object Headers]');
    const response = new Response('body', {
      headers: new FetchHeaders([
        ['x-one', '1'],
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ]),
    });
    expect([...response.headers]).toEqual([
      ['content-type', 'text/plain;charset=UTF-8'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['x-one', '1'],
    ]);
    expect(() => new FetchHeaders().forEach(undefined as never)).toThrow(TypeError);
  });
});

describe('useFetchGlobals', () => {
  /** Runs `script` (an ES module importing src/platform/fetch-globals.ts) in a fresh Node. */
  function inFreshNode(script: string): string {
    const module = path.resolve(import.meta.dirname, '../../src/platform/fetch-globals.ts');
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import * as globals from '${module}';\n${script}`,
      ],
      { encoding: 'utf8', cwd: path.resolve(import.meta.dirname, '../..') },
    );
    expect(result.stderr).toBe('');
    return result.stdout.trim();
  }
  const undiciLoaded =
    "process.moduleLoadList.includes('NativeModule internal/deps/undici/undici')";

  it('answers Headers and `instanceof FormData` without loading Node’s undici, and makes a real FormData', () => {
    const out = inFreshNode(`
      globals.useFetchGlobals();
      const seen = [Headers === globals.FetchHeaders, ({}) instanceof FormData, ${undiciLoaded}];
      const form = new FormData();
      form.append('field', 'value');
      seen.push(${undiciLoaded}, form instanceof FormData, form.get('field'));
      const body = await new Response(form).text();
      seen.push(body.includes('name="field"'), Object.prototype.toString.call(form));
      console.log(JSON.stringify(seen));
    `);
    expect(JSON.parse(out)).toEqual([
      true,
      false,
      false,
      true,
      true,
      'value',
      true,
      '[object FormData]',
    ]);
  });

  it('answers `instanceof ReadableStream` without loading web streams; made, extended or used, it is Node’s', () => {
    const streamsLoaded =
      "process.moduleLoadList.includes('NativeModule internal/webstreams/readablestream')";
    const out = inFreshNode(`
      globals.useFetchGlobals();
      const seen = [({}) instanceof ReadableStream, ${streamsLoaded}];
      const stream = new ReadableStream({ start(controller) { controller.enqueue('a'); controller.close(); } });
      seen.push(${streamsLoaded}, stream instanceof ReadableStream, typeof stream.getReader);
      const chunks = [];
      for await (const chunk of ReadableStream.from(['b', 'c'])) chunks.push(chunk);
      class Counted extends ReadableStream {
        count() { return 1; }
      }
      const counted = new Counted();
      seen.push(chunks.join(''), counted instanceof ReadableStream, counted instanceof Counted, counted.count());
      seen.push(Object.getPrototypeOf(stream) === ReadableStream.prototype, ReadableStream.name);
      console.log(JSON.stringify(seen));
    `);
    expect(JSON.parse(out)).toEqual([
      false,
      false,
      true,
      true,
      'function',
      'bc',
      true,
      true,
      1,
      true,
      'ReadableStream',
    ]);
  });

  it('leaves a global alone once something has used Node’s', () => {
    const out = inFreshNode(`
      const nodeHeaders = Headers;
      globals.useFetchGlobals();
      console.log(JSON.stringify([Headers === nodeHeaders, Headers === globals.FetchHeaders]));
    `);
    expect(JSON.parse(out)).toEqual([true, false]);
  });
});
