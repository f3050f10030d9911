import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeResultFiles } from '../../src/app/result-files.js';
import { createRedactor } from '../../src/publish/redact.js';
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
  findings: [
    {
      path: 'a.ts',
      line: 2,
      severity: 'low',
      title: 't',
      body: 'ssh-ed25519 AAAA attacker',
      agent: 'x',
    },
  ],
  changes: [],
  usage: {
    input_tokens: 1,
    output_tokens: 2,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  },
  cost_usd: 0,
};

let directory: string;
let repository: string;
let outside: string;
beforeEach(async () => {
  directory = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-result-files-')));
  repository = path.join(directory, 'workspace');
  outside = path.join(directory, 'outside');
  await mkdir(path.join(repository, 'results'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(outside, 'authorized_keys'), '# keys\n');
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe("writeResultFiles into a directory of the workspace (the Action's results_dir)", () => {
  it('replaces links at each file name, leaving what they point to alone', async () => {
    const results = path.join(repository, 'results');
    await symlink(path.join(outside, 'authorized_keys'), path.join(results, 'review.md'));
    await symlink(path.join(outside, 'x.sarif'), path.join(results, 'results.sarif'));
    await symlink(path.join(outside, 'x.json'), path.join(results, 'results.json'));
    await writeResultFiles(results, result, createRedactor([]), repository);
    expect(await readFile(path.join(outside, 'authorized_keys'), 'utf8')).toBe('# keys\n');
    expect(await readdir(outside)).toEqual(['authorized_keys']);
    for (const name of ['review.md', 'results.sarif', 'results.json'])
      expect((await lstat(path.join(results, name))).isFile(), name).toBe(true);
  });

  it('refuses a results directory linked out of the workspace, naming the link', async () => {
    await symlink(outside, path.join(repository, 'linked'));
    await expect(
      writeResultFiles(
        path.join(repository, 'linked', 'flotilla'),
        result,
        createRedactor([]),
        repository,
      ),
    ).rejects.toThrow(`${path.join(repository, 'linked')} is a symbolic link to ${outside}`);
    expect(await readdir(outside)).toEqual(['authorized_keys']);
  });
});
