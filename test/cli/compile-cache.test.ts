import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const temporary: string[] = [];

afterEach(async () => {
  for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs the built CLI's `--version` with its own temp directory; where Node keeps the cache. */
async function versionRun(env: Record<string, string> = {}) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'flotilla-compile-cache-'));
  temporary.push(tmp);
  const result = spawnSync(process.execPath, [cli, '--version'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TMPDIR: tmp, ...env },
  });
  const cacheDir = path.join(tmp, 'node-compile-cache');
  return { result, cacheFiles: existsSync(cacheDir) ? readdirSync(cacheDir) : [] };
}

// Node 22.1 and later (the @types/node of the Node 20 floor do not declare it).
const nodeHasCompileCache = 'enableCompileCache' in nodeModule;

describe('the built CLI and V8’s compile cache', () => {
  it('starts on every supported Node, with or without the cache', async () => {
    const { result } = await versionRun();
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(VERSION);
    expect(result.status).toBe(0);
  });

  it.runIf(nodeHasCompileCache)(
    'keeps the compiled chunks in the temp directory, unless NODE_DISABLE_COMPILE_CACHE is set',
    async () => {
      expect((await versionRun()).cacheFiles.length).toBeGreaterThan(0);
      expect((await versionRun({ NODE_DISABLE_COMPILE_CACHE: '1' })).cacheFiles).toEqual([]);
    },
  );
});
