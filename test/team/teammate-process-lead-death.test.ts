import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../src/platform/lock.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { agentFile, cleanupRuns, newRepo, startServer } from '../subagents/harness.js';

/**
 * A `flotilla teammate` process whose lead dies (SIGKILL: no ending.json, no shutdown request)
 * ends promptly, releasing its task, instead of idling until its own time limit. The lead is a
 * real `flotilla run` process started here, so that it can be killed; the model is the offline
 * scripted server, which outlives the lead.
 */

afterEach(cleanupRuns);

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const cli = [
  '--import',
  pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
  path.join(projectRoot, 'src', 'cli', 'index.ts'),
];
const team = 'orphans';

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Ended: gone, or a zombie nobody reaped yet (an orphan's new parent may be slow to). */
async function hasEnded(pid: number): Promise<boolean> {
  if (!isProcessAlive(pid)) return true;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat !== undefined && /^\d+ \(.*\) Z/.test(stat);
}

describe('a teammate process whose lead is killed', () => {
  it('ends within seconds, its in-progress task pending again with no owner, its entry saying why', async () => {
    const repo = await newRepo({
      agents: { worker: agentFile('worker') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-orphan-home-'));
    const server = await startServer({
      name: 'lead-killed',
      agents: [
        {
          // Once its teammate is idle, the lead waits on it (as long as the test lets it live).
          match: { agent: 'flotilla-lead', last_message: 'teammate-message' },
          repeat_last: true,
          turns: [
            {
              tool_use: [
                { name: 'TaskOutput', input: { task_id: 'worker', block: true, timeout: 120_000 } },
              ],
            },
          ],
        },
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
            { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: '1' } }] },
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: {
                    description: 'Worker',
                    name: 'worker',
                    team_name: team,
                    subagent_type: 'worker',
                    prompt: 'Take task 1.',
                  },
                },
              ],
            },
            { text: 'Waiting for the team.' },
          ],
        },
        {
          match: { agent: 'worker' },
          repeat_last: true,
          turns: [
            { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'worker' } }] },
            { text: 'Started task 1; waiting for the lead.' },
          ],
        },
      ],
    });
    const lead = spawn(
      process.execPath,
      [
        ...cli,
        'run',
        ...['--repo', repo.root, '--prompt', 'Lead the team.', '--base-url', server.url],
        ...['--state-dir', stateDir, '--keep-team', '--teammates', 'process'],
        ...['--no-sandbox', '--max-retries', '0', '--format', 'json'],
      ],
      {
        cwd: repo.root,
        env: { PATH: process.env.PATH ?? '', HOME: home, ANTHROPIC_API_KEY: 'sk-offline-test' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let leadErr = '';
    lead.stderr.on('data', (chunk: Buffer) => (leadErr += chunk.toString()));
    const leadExited = new Promise((resolve) => lead.on('exit', resolve));
    let workerPid: number | undefined;
    try {
      const taskFile = path.join(stateDir, `tasks/${team}/1.json`);
      const configFile = path.join(stateDir, `teams/${team}/config.json`);
      const processFile = path.join(stateDir, `teams/${team}/processes/worker.json`);
      // The teammate is idle with task 1 in progress, and the lead waits on it.
      workerPid = await until(
        `the worker idle with task 1 (lead stderr: ${leadErr})`,
        async () => {
          const task = await readJson<{ owner?: string; status: string }>(taskFile);
          const config = await readJson<{ members: Array<{ name: string; isActive?: boolean }> }>(
            configFile,
          );
          const idle = config.members.some((m) => m.name === 'worker' && m.isActive === false);
          const waiting = server.requests.some(
            (request) => request.agent === 'flotilla-lead' && /TaskOutput/.test(request.rawBody),
          );
          if (task.owner !== 'worker' || task.status !== 'in_progress' || !idle || !waiting) {
            return undefined;
          }
          return (await readJson<{ pid: number }>(processFile)).pid;
        },
        60_000,
      );
      expect(await hasEnded(workerPid)).toBe(false);

      lead.kill('SIGKILL');
      await leadExited;
      const killedAt = Date.now();
      const pid = workerPid;
      await until(
        'the worker process to end',
        async () => ((await hasEnded(pid)) ? true : undefined),
        15_000,
      );
      const endedMs = Date.now() - killedAt;
      expect(endedMs).toBeLessThan(5_000);

      // Its task is free again, it left the team, its process file is gone.
      expect(await readJson<{ owner?: string; status: string }>(taskFile)).toEqual(
        expect.objectContaining({ status: 'pending' }),
      );
      expect((await readJson<{ owner?: string }>(taskFile)).owner).toBeUndefined();
      const config = await readJson<{ members: Array<{ name: string }> }>(configFile);
      expect(config.members.map((member) => member.name)).not.toContain('worker');
      await expect(readFile(processFile, 'utf8')).rejects.toThrow(/ENOENT/);
      // Its own result says why it ended.
      const result = runResultSchema.parse(
        await readJson(path.join(stateDir, `teammates/${team}/worker/results.json`)),
      );
      const entry = result.agents.find((agent) => agent.agent_id === `worker@${team}`);
      expect(entry).toMatchObject({ status: 'killed' });
      expect(entry?.error).toContain("lead's process");
      console.log(`teammate ended ${endedMs} ms after its lead was killed`);
    } finally {
      if (lead.exitCode === null && lead.signalCode === null) lead.kill('SIGKILL');
      if (workerPid !== undefined && !(await hasEnded(workerPid))) {
        process.kill(workerPid, 'SIGKILL');
      }
      await rm(home, { recursive: true, force: true });
    }
  }, 120_000);
});
