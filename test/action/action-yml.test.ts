import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Inputs, Outputs } from '../../src/action/constants.js';
import { readActionSettings } from '../../src/action/inputs.js';
import { actionOutputs } from '../../src/action/outputs.js';
import type { RunResult } from '../../src/results/run-result.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface ActionYml {
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
  branding?: { icon?: string; color?: string };
}

const actionYml = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;

const env = {
  GITHUB_WORKSPACE: '/home/runner/work/repo/repo',
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_EVENT_NAME: 'pull_request',
};

/** Reads settings while recording which inputs were asked for, and how often. */
function recordReads(values: Record<string, string> = {}): Map<string, number> {
  const reads = new Map<string, number>();
  readActionSettings((name) => {
    reads.set(name, (reads.get(name) ?? 0) + 1);
    return values[name] ?? (name === Inputs.GithubToken ? 'ghs_test' : '');
  }, env);
  return reads;
}

describe('action.yml', () => {
  it('runs on node24 from the bundled entry point', () => {
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/action/index.js' });
    expect(actionYml.branding?.icon).toBeTruthy();
    expect(actionYml.branding?.color).toBeTruthy();
  });

  it('declares exactly the inputs named in Inputs, each with a description', () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual(Object.values(Inputs).sort());
    for (const [name, input] of Object.entries(actionYml.inputs))
      expect(input.description?.trim(), `description of ${name}`).toBeTruthy();
  });

  it('declares exactly the outputs named in Outputs, each with a description', () => {
    expect(Object.keys(actionYml.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const [name, output] of Object.entries(actionYml.outputs))
      expect(output.description?.trim(), `description of ${name}`).toBeTruthy();
  });

  it("has docs/action.md's inputs table list exactly action.yml's inputs", () => {
    const docs = readFileSync(path.join(repoRoot, 'docs', 'action.md'), 'utf8');
    const table = docs.slice(docs.indexOf('\n## Inputs\n'), docs.indexOf('\n## Outputs\n'));
    const documented = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((row) => row[1]);
    expect(documented.sort()).toEqual(Object.keys(actionYml.inputs).sort());
  });

  it('has every input read exactly once by readActionSettings', () => {
    const reads = recordReads();
    expect([...reads.keys()].sort()).toEqual(Object.keys(actionYml.inputs).sort());
    for (const [name, count] of reads) expect(count, `reads of ${name}`).toBe(1);
  });

  it('gives the same settings for an action.yml default as for an empty input', () => {
    const withDefaults: Record<string, string> = { [Inputs.GithubToken]: 'ghs_test' };
    for (const [name, input] of Object.entries(actionYml.inputs))
      if (input.default !== undefined && !input.default.includes('${{'))
        withDefaults[name] = input.default;
    const read = (values: Record<string, string>) =>
      readActionSettings((name) => values[name] ?? '', env);
    expect(read(withDefaults)).toEqual(read({ [Inputs.GithubToken]: 'ghs_test' }));
  });

  it('defaults github_token to the job token', () => {
    expect(actionYml.inputs[Inputs.GithubToken]?.default).toBe('${{ github.token }}');
  });

  it('sets every declared output from a RunResult', () => {
    const result: RunResult = {
      version: '1',
      run_id: '20261126T000000Z-0000test',
      incomplete: [],
      conclusion: 'findings',
      started_at: '2025-01-01T00:00:00Z',
      duration_ms: 1000,
      final_text: '',
      agents: [],
      findings: [],
      changes: [],
      usage: {
        input_tokens: 0,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      cost_usd: 0,
    };
    const outputs = actionOutputs(result, { resultFile: '/tmp/result.json' });
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(actionYml.outputs).sort());
  });
});
