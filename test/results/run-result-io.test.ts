import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import {
  readRunResult,
  runResultJsonSchema,
  writeRunResult,
} from '../../src/results/run-result-io.js';
import type { RunResult } from '../../src/results/run-result.js';

const result: RunResult = {
  version: '1',
  run_id: '20261126T000000Z-0000test',
  incomplete: [],
  conclusion: 'findings',
  started_at: '2025-03-01T10:00:00.000Z',
  duration_ms: 10,
  final_text: 'ok',
  agents: [],
  findings: [{ path: 'a.ts', line: 2, severity: 'low', title: 't', body: 'b', agent: 'x' }],
  changes: [],
  usage: {
    input_tokens: 1,
    output_tokens: 2,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  },
  cost_usd: 0,
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'flotilla-result-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('readRunResult / writeRunResult', () => {
  it('writes a file that reads back equal, leaving no temporary file', async () => {
    const file = path.join(dir, 'nested', 'result.json');
    await writeRunResult(file, result);
    expect(await readRunResult(file)).toEqual(result);
    expect(readdirSync(path.dirname(file))).toEqual(['result.json']);
  });

  it('fills defaults of fields older writers left out', async () => {
    const file = path.join(dir, 'old.json');
    const { final_text: _finalText, ...withoutFinalText } = result;
    writeFileSync(file, JSON.stringify(withoutFinalText));
    expect((await readRunResult(file)).final_text).toBe('');
  });

  it('names the file and every bad field with what it got', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...result,
        conclusion: 'great',
        findings: [{ ...result.findings[0], severity: 'urgent', line: 0 }],
      }),
    );
    const error = await readRunResult(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    const message = (error as Error).message;
    expect(message).toContain(`'${file}'`);
    expect(message).toMatch(/conclusion: .*\(got "great"\)/);
    expect(message).toMatch(/findings\[0\]\.severity: .*\(got "urgent"\)/);
    expect(message).toMatch(/findings\[0\]\.line: .*\(got 0\)/);
  });

  it('explains a missing file, broken JSON and another version', async () => {
    await expect(readRunResult(path.join(dir, 'nope.json'))).rejects.toThrow(/does not exist/);
    writeFileSync(path.join(dir, 'broken.json'), '{"version": "1",');
    await expect(readRunResult(path.join(dir, 'broken.json'))).rejects.toThrow(
      /broken\.json' is not valid JSON/,
    );
    writeFileSync(path.join(dir, 'v2.json'), JSON.stringify({ ...result, version: '2' }));
    await expect(readRunResult(path.join(dir, 'v2.json'))).rejects.toThrow(
      /version "2"; this Flotilla reads version "1"/,
    );
  });

  it('refuses to write an invalid result (a bug, not user input)', async () => {
    await expect(
      writeRunResult(path.join(dir, 'x.json'), { ...result, cost_usd: -1 }),
    ).rejects.toThrow(/Internal error/);
  });
});

describe('schema/run-result.schema.json', () => {
  it('matches the zod schema (regenerate with `node scripts/write-schema.mjs`)', () => {
    const file = path.join(import.meta.dirname, '..', '..', 'schema', 'run-result.schema.json');
    const published: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(published).toEqual(runResultJsonSchema());
  });

  it('describes the fields other tools rely on', () => {
    const schema = runResultJsonSchema() as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['version', 'conclusion', 'agents', 'findings', 'usage', 'cost_usd']),
    );
    expect(JSON.stringify(schema.properties.findings)).toContain(
      '"enum":["critical","high","medium","low","info"]',
    );
  });
});
