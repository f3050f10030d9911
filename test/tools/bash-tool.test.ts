import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bashTool } from '../../src/tools/bash-tool.js';
import {
  makeTempTree,
  runTool,
  toolContext,
  toolFailure,
  writeFiles,
  type TempTree,
} from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

describe('Bash', () => {
  it('runs in the working tree and returns the output', async () => {
    await writeFiles(tree.root, { 'marker.txt': 'here' });
    const output = await runTool(
      bashTool,
      { command: 'pwd && cat marker.txt' },
      toolContext(tree.root),
    );
    expect(output).toBe(`${tree.root}\nhere`);
  });

  it('reports a non-zero exit code with stdout and stderr', async () => {
    const error = await toolFailure(
      bashTool,
      { command: 'echo partial; echo broken >&2; exit 3' },
      toolContext(tree.root),
    );
    expect(error.message).toBe('Exit code 3\npartial\nbroken');
  });

  it('returns stdout and stderr in the order the command wrote them, as Claude Code does', async () => {
    expect(
      await runTool(bashTool, { command: 'echo a; echo b >&2; echo c' }, toolContext(tree.root)),
    ).toBe('a\nb\nc');
    // A trace (on stderr) stays beside the output it explains.
    const traced = await runTool(
      bashTool,
      { command: 'set -x; echo step1; true; echo step2' },
      toolContext(tree.root),
    );
    expect(traced).toBe('+ echo step1\nstep1\n+ true\n+ echo step2\nstep2');
  });

  it('says when a command printed nothing', async () => {
    expect(await runTool(bashTool, { command: 'true' }, toolContext(tree.root))).toBe(
      '(Command completed with no output)',
    );
  });

  it('closes stdin so that a reading command does not wait', async () => {
    const output = await runTool(
      bashTool,
      { command: 'read line; echo "got:[$line]"' },
      toolContext(tree.root),
    ).catch((error: Error) => error.message);
    expect(output).toContain('got:[]');
  });

  it('kills the command and its children on timeout when it has no background shells to move to', async () => {
    const error = await toolFailure(
      bashTool,
      { command: 'sleep 30 & echo $! > child.pid; wait', timeout: 300 },
      toolContext(tree.root),
    );
    expect(error.message).toContain('timed out after 300 ms');
    const child = Number((await readFile(path.join(tree.root, 'child.pid'), 'utf8')).trim());
    let alive = true;
    for (let attempt = 0; attempt < 100 && alive; attempt++) {
      const state = await readFile(`/proc/${child}/stat`, 'utf8').catch(() => '');
      alive = state !== '' && !/^\d+ \(.*\) [ZX]/.test(state);
      if (alive) await sleep(50);
    }
    expect(alive).toBe(false);
  });

  it('stops when the agent is aborted', async () => {
    const controller = new AbortController();
    const pending = toolFailure(
      bashTool,
      { command: 'sleep 30' },
      toolContext(tree.root, { signal: controller.signal }),
    );
    await sleep(100);
    controller.abort();
    expect((await pending).message).toContain('aborted');
  });

  it('caps output at 30,000 characters and says what was cut', async () => {
    const output = await runTool(
      bashTool,
      { command: 'echo FIRST; head -c 50000 /dev/zero | tr "\\0" y; echo; echo LAST' },
      toolContext(tree.root),
    );
    expect(output.startsWith('FIRST\n')).toBe(true);
    expect(output).toContain('LAST');
    expect(output).toContain('over the 30000-character limit');
    expect(output.length).toBeLessThan(30_500);
  });

  it('rejects a timeout above 7200000 ms in its input schema; over 600000 ms runs only in the background', async () => {
    expect(bashTool.inputSchema.safeParse({ command: 'true', timeout: 7_200_001 }).success).toBe(
      false,
    );
    expect(bashTool.inputSchema.safeParse({ command: 'true', timeout: 7_200_000 }).success).toBe(
      true,
    );
    const error = await toolFailure(
      bashTool,
      { command: 'true', timeout: 600_001 },
      toolContext(tree.root),
    );
    expect(error.message).toContain('over the foreground maximum of 600000 ms');
  });

  it('uses only the environment of the context', async () => {
    const output = await runTool(
      bashTool,
      { command: 'echo "[$ONLY_IN_CONTEXT][$HOME]"' },
      toolContext(tree.root, {
        environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', ONLY_IN_CONTEXT: 'seen' },
      }),
    );
    expect(output).toBe('[seen][]');
  });
});
