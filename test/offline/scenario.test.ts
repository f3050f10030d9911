import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { loadScenario, parseScenario } from '../../src/offline/index.js';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'flotilla-scenario-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const target = path.join(directory, name);
  await writeFile(target, text, 'utf8');
  return target;
}

async function loadError(name: string, text: string): Promise<UserError> {
  const error = await loadScenario(await file(name, text)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('loadScenario', () => {
  it('loads the documented YAML form with its defaults', async () => {
    const scenario = await loadScenario(
      await file(
        'demo.yaml',
        [
          'name: demo',
          'latency_ms: 200',
          'faults: { rate: 0.2, kinds: [429, 529, 500, 408, reset, stream_cut, overloaded_event], seed: 7, retry_after_s: 1 }',
          'agents:',
          '  - match: { agent: security-reviewer }',
          '    turns:',
          '      - text: "Looking at the code."',
          '        tool_use:',
          '          - { name: Grep, input: { pattern: "eval\\\\(" } }',
          '      - text: "Done."',
          '  - turns:',
          '      - text: fallback',
        ].join('\n'),
      ),
    );
    expect(scenario.name).toBe('demo');
    expect(scenario.faults?.kinds).toEqual([
      '429',
      '529',
      '500',
      '408',
      'reset',
      'stream_cut',
      'overloaded_event',
    ]);
    expect(scenario.agents[0]?.turns[0]?.tool_use[0]).toEqual({
      name: 'Grep',
      input: { pattern: 'eval\\(' },
    });
    expect(scenario.agents[0]?.turns[1]?.tool_use).toEqual([]);
    expect(scenario.agents[1]?.match).toEqual({});
  });

  it('loads the bundled demo scenario', async () => {
    const demo = path.resolve(import.meta.dirname, '../../examples/demo/scenario.yaml');
    const scenario = await loadScenario(demo);
    expect(scenario.agents.length).toBeGreaterThan(1);
  });

  it('loads JSON and fills the fault defaults', async () => {
    const scenario = await loadScenario(
      await file(
        'demo.json',
        JSON.stringify({ name: 'j', faults: { rate: 0.5 }, agents: [{ turns: [{ text: 'x' }] }] }),
      ),
    );
    expect(scenario.latency_ms).toBe(0);
    expect(scenario.faults).toMatchObject({ rate: 0.5, seed: 1, retry_after_s: 1 });
    expect(scenario.faults?.kinds).toHaveLength(7);
  });

  it('reports every problem with the file, the path and the line', async () => {
    const error = await loadError(
      'bad.yaml',
      [
        'name: bad',
        'faults: { rate: 2, kinds: [503] }',
        'agents:',
        '  - match: { agent: lead, system: "([unclosed" }',
        '    turns:',
        '      - text: ok',
        '        tool_uses: []',
        '      - tool_use:',
        '          - { input: { a: 1 } }',
        '      - {}',
      ].join('\n'),
    );
    expect(error.message).toContain(path.join(directory, 'bad.yaml'));
    expect(error.message).toMatch(/faults\.rate \(line 2\):/);
    expect(error.message).toMatch(/faults\.kinds\[0\] \(line 2\): expected one of 429, 529/);
    expect(error.message).toMatch(
      /agents\[0\]\.match\.system \(line 4\): not a valid regular expression/,
    );
    expect(error.message).toMatch(/agents\[0\]\.turns\[0\] \(line 6\):.*tool_uses/);
    expect(error.message).toMatch(/agents\[0\]\.turns\[1\]\.tool_use\[0\]\.name \(line 9\)/);
    expect(error.message).toMatch(
      /agents\[0\]\.turns\[2\] \(line 10\): a turn needs text, tool_use, web_search or error/,
    );
    expect(error.hint).toContain('docs/offline.md');
  });

  it('reports YAML syntax errors and unreadable files with the file name', async () => {
    const syntax = await loadError('syntax.yaml', 'name: x\nagents: [\n');
    expect(syntax.message).toContain('syntax.yaml');
    expect(syntax.message).toContain('not valid YAML');
    const missing = await loadScenario(path.join(directory, 'nope.yaml')).catch(
      (caught: unknown) => caught,
    );
    expect(missing).toBeInstanceOf(UserError);
    expect((missing as Error).message).toContain('nope.yaml');
  });
});

describe('parseScenario', () => {
  it('names the source and the path of a problem in data', () => {
    expect(() => parseScenario({ name: 'x', agents: [] }, 'inline test scenario')).toThrow(
      /Scenario inline test scenario is invalid:\n {2}agents: /,
    );
  });
});
