import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { errorMessage } from '../errors.js';

/**
 * The environment a process was started with stays readable, for its whole life, by every
 * process of the same user: `/proc/<pid>/environ` shows the original block, whatever the process
 * did to `process.env` since. The runner starts the Action with its secrets there (INPUT_* inputs,
 * GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, cloud keys), so an agent's Bash could read them with
 * `cat /proc/$PPID/environ` although its own environment is scrubbed.
 *
 * This module overwrites the values of the named variables in that block, through
 * `/proc/self/mem`, after the entry point has copied what it needs. Linux only (elsewhere there
 * is no such file, and nothing is done). The values stay in the process's heap, which only a
 * process allowed to ptrace this one can read.
 */

export interface EnvironBlockAccess {
  readStat(): string;
  readEnviron(): Buffer;
  /** Writes `bytes` at virtual address `address` of this process. */
  writeMemory(address: number, bytes: Buffer): void;
}

export const procSelf: EnvironBlockAccess = {
  readStat: () => readFileSync('/proc/self/stat', 'utf8'),
  readEnviron: () => readFileSync('/proc/self/environ'),
  writeMemory: (address, bytes) => {
    const fd = openSync('/proc/self/mem', 'r+');
    try {
      writeSync(fd, bytes, 0, bytes.length, address);
    } finally {
      closeSync(fd);
    }
  },
};

export type WipeOutcome =
  | { status: 'wiped'; names: string[] }
  | { status: 'unsupported' }
  | { status: 'failed'; reason: string; names: string[] };

/**
 * Zeroes the values of `names` in this process's original environment block, then reads the
 * block again to check. Only the bytes of the values change, so the block keeps its layout and
 * libc sees the variables as empty. Copy every value you need before calling this.
 */
export function wipeFromEnvironBlock(
  names: readonly string[],
  platform: NodeJS.Platform,
  access: EnvironBlockAccess = procSelf,
): WipeOutcome {
  if (platform !== 'linux') return { status: 'unsupported' };
  const wanted = new Set(names);
  if (wanted.size === 0) return { status: 'wiped', names: [] };
  let block: Buffer;
  let envStart: number;
  try {
    envStart = environStart(access.readStat());
    block = access.readEnviron();
  } catch (error) {
    return { status: 'failed', reason: errorMessage(error), names: [...wanted] };
  }
  const wiped: string[] = [];
  try {
    for (const entry of entries(block)) {
      if (!wanted.has(entry.name) || entry.valueLength === 0) continue;
      access.writeMemory(envStart + entry.valueOffset, Buffer.alloc(entry.valueLength));
      wiped.push(entry.name);
    }
    const left = entries(access.readEnviron()).filter(
      (entry) => wanted.has(entry.name) && entry.valueLength > 0,
    );
    if (left.length > 0)
      return {
        status: 'failed',
        reason: `still readable after the overwrite: ${left.map((entry) => entry.name).join(', ')}`,
        names: left.map((entry) => entry.name),
      };
  } catch (error) {
    return { status: 'failed', reason: errorMessage(error), names: [...wanted] };
  }
  return { status: 'wiped', names: wiped };
}

/** Field 50 of /proc/self/stat (env_start), counted after the parenthesised command name. */
function environStart(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[50 - 3]);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error('/proc/self/stat has no env_start field (Linux 3.5 or later is needed)');
  return value;
}

interface BlockEntry {
  name: string;
  /** Byte offset of the value inside the block. */
  valueOffset: number;
  /** Bytes of the value up to its terminating NUL (0 once wiped). */
  valueLength: number;
}

function entries(block: Buffer): BlockEntry[] {
  const found: BlockEntry[] = [];
  let start = 0;
  while (start < block.length) {
    let end = block.indexOf(0, start);
    if (end === -1) end = block.length;
    const equals = block.indexOf(0x3d, start); // '='
    if (equals !== -1 && equals < end) {
      found.push({
        name: block.toString('utf8', start, equals),
        valueOffset: equals + 1,
        valueLength: end - equals - 1,
      });
    }
    start = end + 1;
  }
  return found;
}
