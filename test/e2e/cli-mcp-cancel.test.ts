import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

/** A background agent with an inline server that starts a process of its own, in a long call. */
const waiter = `---
name: waiter
description: Waits in its MCP server's tool.
background: true
mcpServers:
  - inline:
      command: node
      args: [${JSON.stringify(serverScript)}, inline]
      env:
        MCP_TEST_PID_FILE: \${PIDFILE}
        MCP_TEST_GRANDCHILD: "1"
---

You wait.
`;

const scenario = {
  name: 'mcp-cancel',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      repeat_last: true,
      turns: [
        {
          tool_use: [
            {
              name: 'Agent',
              input: {
                run_in_background: false,
                description: 'Wait',
                prompt: 'Wait.',
                subagent_type: 'waiter',
              },
            },
          ],
        },
        { text: 'Waiting.' },
      ],
    },
    {
      match: { agent: 'waiter' },
      turns: [{ tool_use: [{ name: 'mcp__inline__wait', input: {} }] }, { text: 'never reached' }],
    },
  ],
};

let repo: TempRepo | undefined;
let dir: string | undefined;
afterEach(async () => {
  await repo?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Running (a zombie waiting for its new parent to reap it runs nothing). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('cancelling a run with MCP servers (built CLI)', () => {
  it('on SIGTERM every server process and what it started is gone', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-cancel-'));
    const pidFile = path.join(dir, 'pids');
    repo = await createTempRepo({
      files: {
        'README.md': '# demo\n',
        '.claude/agents/waiter.md': waiter,
        '.mcp.json': JSON.stringify({
          mcpServers: {
            project: {
              command: 'node',
              args: [serverScript, 'project'],
              env: { MCP_TEST_PID_FILE: '${PIDFILE}', MCP_TEST_GRANDCHILD: '1' },
            },
          },
        }),
        '.claude/settings.json': JSON.stringify({ enableAllProjectMcpServers: true }),
      },
    });
    const scenarioFile = path.join(dir, 'scenario.json');
    await writeFile(scenarioFile, JSON.stringify(scenario));
    const child = spawn(
      process.execPath,
      [
        cli,
        'run',
        '--prompt',
        'Wait.',
        '--scenario',
        scenarioFile,
        '--trust-project',
        '--allowed-tools',
        'mcp__inline',
      ],
      {
        cwd: repo.root,
        env: { ...repo.env, HOME: dir, PIDFILE: pidFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.stdout.resume();
    const pids = async () =>
      (await readFile(pidFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);
    const started = Date.now();
    // Two servers, each with a process of its own, and the waiter inside its tool call.
    while (
      ((await pids()).length < 4 || !stderr.includes('mcp__inline__wait')) &&
      Date.now() - started < 20_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const running = await pids();
    expect(running.filter(alive), stderr).toHaveLength(4);
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, stderr).toBe(143);
    expect(running.filter(alive), stderr).toEqual([]);
  });
});
