import { describe, expect, it } from 'vitest';
import { wipeFromEnvironBlock, type EnvironBlockAccess } from '../../src/platform/environ-block.js';

/**
 * The overwrite of secrets in the Action's original environment block (what /proc/<pid>/environ
 * shows), against an in-memory block; action-secrets.test.ts checks it through a real process.
 */

const envStart = 0x7ffd_0000_1000;

function fakeProcess(variables: Record<string, string>, options: { ignoreWrites?: boolean } = {}) {
  const memory = Buffer.from(
    Object.entries(variables)
      .map(([name, value]) => `${name}=${value}\0`)
      .join(''),
  );
  // Fields 3 (state) to 49, then env_start (50) and env_end (51); the name may hold parentheses.
  const stat = `4242 (node (x) y) S ${Array.from({ length: 46 }, () => '1').join(' ')} ${envStart} ${envStart + memory.length} 0`;
  const writes: Array<{ address: number; length: number }> = [];
  const access: EnvironBlockAccess = {
    readStat: () => stat,
    readEnviron: () => Buffer.from(memory),
    writeMemory: (address, bytes) => {
      writes.push({ address, length: bytes.length });
      if (!options.ignoreWrites) bytes.copy(memory, address - envStart);
    },
  };
  return { access, memory, writes };
}

describe('wipeFromEnvironBlock', () => {
  it('zeroes exactly the values of the named variables, keeping the layout', () => {
    const { access, memory } = fakeProcess({
      PATH: '/usr/bin',
      INPUT_GITHUB_TOKEN: 'ghs_secret',
      GITHUB_OUTPUT: '/tmp/out',
      AWS_SECRET_ACCESS_KEY: 'aws=secret=value',
    });
    const before = memory.length;
    const outcome = wipeFromEnvironBlock(
      ['INPUT_GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'NOT_SET'],
      'linux',
      access,
    );
    expect(outcome).toEqual({
      status: 'wiped',
      names: ['INPUT_GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY'],
    });
    expect(memory.length).toBe(before);
    const text = memory.toString('latin1');
    expect(text).not.toContain('secret');
    expect(text).toContain('PATH=/usr/bin\0');
    expect(text).toContain('GITHUB_OUTPUT=/tmp/out\0');
    expect(text).toContain('INPUT_GITHUB_TOKEN=\0');
  });

  it('reports a failure when the values are still readable afterwards', () => {
    const { access } = fakeProcess({ GITHUB_TOKEN: 'ghs_secret' }, { ignoreWrites: true });
    const outcome = wipeFromEnvironBlock(['GITHUB_TOKEN'], 'linux', access);
    expect(outcome).toMatchObject({ status: 'failed', names: ['GITHUB_TOKEN'] });
  });

  it('reports a failure, rather than throwing, when /proc cannot be read', () => {
    const access: EnvironBlockAccess = {
      readStat: () => {
        throw new Error('ENOENT: /proc/self/stat');
      },
      readEnviron: () => Buffer.alloc(0),
      writeMemory: () => undefined,
    };
    expect(wipeFromEnvironBlock(['GITHUB_TOKEN'], 'linux', access)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('ENOENT') as unknown,
    });
  });

  it('does nothing where there is no /proc', () => {
    const { access, writes } = fakeProcess({ GITHUB_TOKEN: 'ghs_secret' });
    expect(wipeFromEnvironBlock(['GITHUB_TOKEN'], 'darwin', access)).toEqual({
      status: 'unsupported',
    });
    expect(writes).toEqual([]);
  });
});
