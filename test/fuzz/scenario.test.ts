import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { loadScenario, parseScenario } from '../../src/offline/index.js';
import { fuzzParameters, fuzzSeed } from './fuzz-parameters.js';

/**
 * Scenario files script the offline model; they are written by hand and shared, so any JSON or
 * YAML must load as a scenario or fail with a UserError (exit 2) that says where, never with
 * another exception.
 */

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'flotilla-scenario-fuzz-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

let fileNumber = 0;
async function loadText(text: string): Promise<unknown> {
  fileNumber += 1;
  const file = path.join(directory, `scenario-${fileNumber}.yaml`);
  await writeFile(file, text, 'utf8');
  try {
    return await loadScenario(file);
  } catch (error) {
    return error;
  }
}

function expectScenarioOrUserError(outcome: unknown): void {
  if (outcome instanceof Error) {
    expect(outcome, outcome.stack).toBeInstanceOf(UserError);
    expect((outcome as UserError).hint).toContain('docs/offline.md');
  } else {
    expect(outcome).toHaveProperty('name');
    expect(outcome).toHaveProperty('agents');
  }
}

const validScenario = {
  name: 'fuzz',
  latency_ms: 5,
  faults: { rate: 0.5, kinds: [429, 'reset'], seed: 3, retry_after_s: 1 },
  agents: [
    {
      match: { agent: 'lead', system: 'review.*', last_message: '^go$' },
      turns: [
        { text: 'Looking.', tool_use: [{ name: 'Read', input: { path: 'a.ts' }, id: 'tu_1' }] },
        { thinking: 'hmm', text: 'Done.', stop_reason: 'end_turn' },
        { error: { status: 429, type: 'rate_limit_error', message: 'slow', retry_after_s: 1 } },
      ],
      repeat_last: true,
    },
  ],
};

/** Every path in a JSON value (keys and indices), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([name, child]) => [
    [...prefix, name],
    ...pathsOf(child, [...prefix, name]),
  ]);
}

function mutate(value: unknown, at: readonly (string | number)[], replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const name of at.slice(0, -1)) target = target[name] as Record<string | number, unknown>;
  const last = at.at(-1) ?? '';
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}

const mutatedScenario = fc
  .tuple(
    fc.constantFrom(...pathsOf(validScenario)),
    fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
  )
  .map(([at, replacement]) => mutate(validScenario, at, replacement));

const anyValue = fc.oneof(fc.jsonValue(), fc.anything(), mutatedScenario);

/** Pieces of YAML that stress the parser: anchors, aliases, tags, merge keys, flow, documents. */
const yamlPiece = fc.constantFrom(
  'name: x\n',
  'agents:\n',
  '  - turns:\n',
  '      - text: hi\n',
  '  - match: { agent: a, system: "(" }\n',
  '    turns: [{ text: a }, { error: { status: 600 } }]\n',
  'faults: { rate: 2, kinds: [999, boom] }\n',
  'latency_ms: -1\n',
  'a: &a [1, 2]\n',
  'b: &b { k: *a }\n',
  'c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n',
  'd: *undefined\n',
  '<<: *b\n',
  '<<: [*a]\n',
  '? complex\n: key\n',
  '!!binary aGVsbG8=\n',
  'x: !!binary aGVsbG8=\n',
  'y: !!set { a, b }\n',
  'z: !!omap [ a: 1 ]\n',
  'w: !custom tag\n',
  'v: !!int 1e999\n',
  'u: 1e999\n',
  't: 0x7fffffffffffffffffff\n',
  '---\n',
  '...\n',
  '%YAML 1.1\n---\n',
  '%TAG ! tag:x,2000:\n',
  '"__proto__": { name: x }\n',
  'constructor: 1\n',
  'toString: 1\n',
  '{"name": "x", "agents": [{"turns": [{"text": "y"}]}]}\n',
  '[\n',
  '{\n',
  '"\n',
  '\t',
  ' ',
  '  ',
  '\r\n',
  '\uFEFF',
  '- \n',
  ': \n',
  '#',
  '|\n  block\n',
  '>-\n  folded\n',
);

const yamlText = fc.oneof(
  { weight: 3, arbitrary: fc.array(yamlPiece, { maxLength: 14 }).map((pieces) => pieces.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: anyValue.map((value) => JSON.stringify(value) ?? 'null') },
);

/** An alias bomb: each level refers to the one before ten times ("billion laughs"). */
function aliasBomb(levels: number): string {
  const lines = ['a0: &a0 [lol]'];
  for (let level = 1; level <= levels; level += 1) {
    const previous = `*a${level - 1}`;
    lines.push(`a${level}: &a${level} [${Array(10).fill(previous).join(', ')}]`);
  }
  return `name: bomb\nagents: []\n${lines.join('\n')}\n`;
}

describe(`scenario files, fuzzed (seed ${fuzzSeed})`, () => {
  it('the valid scenario loads', () => {
    expect(parseScenario(validScenario).agents).toHaveLength(1);
  });

  it('any value gives a scenario or a UserError', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        let outcome: unknown;
        try {
          outcome = parseScenario(value);
        } catch (error) {
          outcome = error;
        }
        expectScenarioOrUserError(outcome);
      }),
      fuzzParameters(3000),
    );
  });

  it('any file text gives a scenario or a UserError', async () => {
    await fc.assert(
      fc.asyncProperty(yamlText, async (text) => {
        expectScenarioOrUserError(await loadText(text));
      }),
      fuzzParameters(700),
    );
  });

  it('a problem in a file names its path and line', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedScenario, async (value) => {
        const outcome = await loadText(JSON.stringify(value, null, 2));
        expectScenarioOrUserError(outcome);
        if (outcome instanceof UserError && !/not valid YAML/.test(outcome.message)) {
          expect(outcome.message).toMatch(/\n {2}\S.* \(line \d+\): /);
        }
      }),
      fuzzParameters(400),
    );
  });
});

describe('scenario files: counterexamples the fuzzer found', () => {
  it('refuses an alias bomb with a UserError', async () => {
    const outcome = await loadText(aliasBomb(8));
    expect(outcome).toBeInstanceOf(UserError);
    expect((outcome as UserError).message).toMatch(/not valid YAML or JSON: Excessive alias count/);
  });

  it('refuses a merge key with an unresolved alias with a UserError', async () => {
    const outcome = await loadText('<<: [*a]\n');
    expect(outcome).toBeInstanceOf(UserError);
    expect((outcome as UserError).message).toMatch(/not valid YAML or JSON: Unresolved alias/);
  });
});
