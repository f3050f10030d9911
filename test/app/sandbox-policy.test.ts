import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandbox } from '../../src/app/sandbox-policy.js';
import { UserError } from '../../src/errors.js';

describe('openSandbox where bubblewrap is missing', () => {
  // Flotilla's own PATH has no bwrap (whatever the test process's PATH has).
  let emptyPath: string;
  beforeEach(async () => {
    emptyPath = await mkdtemp(path.join(os.tmpdir(), 'flotilla-no-bwrap-'));
  });
  afterEach(async () => {
    await rm(emptyPath, { recursive: true, force: true });
  });

  const places = { homeDir: '/home/someone', configRoot: '/repo' };
  const paths = () => ({ own: emptyPath, tools: emptyPath, toolsTrusted: false });
  const config = (sandbox: 'auto' | 'on' | 'off') => ({
    sandbox,
    sandboxNetwork: false,
    repoRoot: '/repo',
    dependencyDirs: ['node_modules'],
  });

  it('--sandbox is refused with what to do', async () => {
    const opening = openSandbox(config('on'), places, undefined, () => undefined, paths());
    await expect(opening).rejects.toBeInstanceOf(UserError);
    await expect(opening).rejects.toThrow(
      /required \(--sandbox\), but bwrap \(bubblewrap\) is not installed/,
    );
    await expect(opening).rejects.toHaveProperty(
      'hint',
      expect.stringMatching(/apt-get install bubblewrap.*--no-sandbox/),
    );
  });

  it('auto goes on without it, after one notice saying why', async () => {
    const lines: string[] = [];
    const sandboxFor = await openSandbox(
      config('auto'),
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(sandboxFor('/repo')).toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(
        /^notice: Bash and hooks run without the OS sandbox: bwrap \(bubblewrap\) is not installed/,
      ),
    ]);
  });

  it('off never probes', async () => {
    const lines: string[] = [];
    const sandboxFor = await openSandbox(
      config('off'),
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(sandboxFor('/repo')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('says when --sandbox-network has no effect', async () => {
    const lines: string[] = [];
    await openSandbox(
      { ...config('off'), sandboxNetwork: true },
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(lines).toEqual([
      expect.stringMatching(/--sandbox-network has no effect with the sandbox off/),
    ]);
  });
});
