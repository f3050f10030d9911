import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../src/platform/lock.js';
import { spawn as spawnProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { markTeamEnding } from '../../src/subagents/team-processes.js';
import { TeamSession } from '../../src/subagents/team-session.js';
import { runResultSchema } from '../../src/results/run-result.js';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  startServer,
  teammateCall,
} from '../subagents/harness.js';

/**
 * Teammates as separate `flotilla teammate` processes (issue 12, point 3): the real CLI started
 * by the lead (`node --import tsx src/cli/index.ts`), the same scripted model server for every
 * process, the team's locked files as the only channel between them.
 */

afterEach(cleanupRuns);

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const teammateCommand = {
  command: process.execPath,
  // Absolute: a teammate process starts in the repository under test, which has no tsx.
  args: [
    '--import',
    pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
    path.join(projectRoot, 'src', 'cli', 'index.ts'),
  ],
};
const team = 'proc-team';
const claim = (taskId: string, owner: string) => ({
  name: 'TaskUpdate',
  input: { taskId, owner },
});
const complete = (taskId: string) => ({
  name: 'TaskUpdate',
  input: { taskId, status: 'completed' },
});
const spawn = (name: string, prompt: string) => teammateCall(team, name, prompt);
const approveShutdown = (agent: string) => ({
  match: { agent, last_message: 'shutdown_request' },
  repeat_last: true,
  turns: [
    {
      tool_use: [
        {
          name: 'SendMessage',
          input: {
            type: 'shutdown_response',
            request_id: '{{last_message/"requestId":"([^"]+)"/}}',
            approve: true,
          },
        },
      ],
    },
  ],
});

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

describe('teammates as separate processes', () => {
  it('one team across three processes: tasks claimed and completed, a message between teammates, shutdown approved', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice'), bob: agentFile('bob') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const teamDir = `.state/teams/${team}`;
    const waitForTeam = [
      `until [ "$(grep -Eo '"isActive": *false' ${teamDir}/config.json | wc -l)" -ge 2 ]`,
      `&& [ "$(grep -l '"completed"' .state/tasks/${team}/*.json | wc -l)" -ge 2 ]; do sleep 0.05; done; echo ready`,
    ].join(' ');
    const finished = await run({
      repo,
      teammateCommand,
      config: {
        permissionMode: 'acceptEdits',
        allowedTools: ['Bash'],
        stateDir,
        keepTeam: true,
        teammates: 'process',
      },
      scenario: {
        name: 'process-team',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: '1' } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'Two', description: '2' } }] },
              { tool_use: [spawn('alice', 'Take task 1.'), spawn('bob', 'Take task 2.')] },
              { tool_use: [{ name: 'Bash', input: { command: waitForTeam } }] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient: 'alice', content: 'Done.' },
                  },
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient: 'bob', content: 'Done.' },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          approveShutdown('alice'),
          approveShutdown('bob'),
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('1', 'alice')] },
              { tool_use: [complete('1')] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'bob',
                      content: 'Task 1 is done.',
                      summary: 'task one done',
                    },
                  },
                ],
              },
              { text: 'Finished task 1.' },
            ],
          },
          {
            match: { agent: 'bob' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('2', 'bob')] },
              { tool_use: [complete('2')] },
              { text: 'Finished task 2.' },
            ],
          },
        ],
      },
    });

    expect(finished.logs.filter((line) => line.includes('warning'))).toEqual([]);
    expect(finished.result.conclusion).toBe('success');
    const byId = Object.fromEntries(finished.result.agents.map((agent) => [agent.agent_id, agent]));
    expect(byId[`alice@${team}`]).toMatchObject({ status: 'completed' });
    expect(byId[`bob@${team}`]).toMatchObject({ status: 'completed' });
    for (const id of ['1', '2']) {
      const task = await readJson<{ status: string; owner: string }>(
        path.join(stateDir, `tasks/${team}/${id}.json`),
      );
      expect(task).toMatchObject({ status: 'completed', owner: id === '1' ? 'alice' : 'bob' });
    }
    // The config says how each teammate ran; both left it when their shutdown was approved.
    const config = await readJson<{ members: Array<{ name: string }> }>(
      path.join(stateDir, `teams/${team}/config.json`),
    );
    expect(config.members.map((member) => member.name)).toEqual(['team-lead']);
    // bob (another process) received alice's message through his inbox file.
    const bobInbox = await readJson<Array<{ from: string; text: string; read: boolean }>>(
      path.join(stateDir, `teams/${team}/inboxes/bob.json`),
    );
    expect(bobInbox).toContainEqual(
      expect.objectContaining({ from: 'alice', text: 'Task 1 is done.', read: true }),
    );
    // The lead saw both shutdowns approved, from the other processes, in its inbox.
    const leadInbox = await readFile(
      path.join(stateDir, `teams/${team}/inboxes/team-lead.json`),
      'utf8',
    );
    expect(leadInbox.match(/shutdown_approved/g)).toHaveLength(2);
    // Every request of a teammate came from its own process (its own x-flotilla-agent), and no
    // process is left.
    expect(finished.requestsOf('alice').length).toBeGreaterThanOrEqual(4);
    const processes = await readdirSafe(path.join(stateDir, `teams/${team}/processes`));
    expect(processes.filter((file) => file.endsWith('.json'))).toEqual([]);
  }, 90_000);

  it('a teammate killed with SIGKILL mid-task: its task returns to pending within 5 s, the lead is told, another teammate, woken by it, finishes it', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice'), bob: agentFile('bob') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const taskFile = (id: string) => path.join(stateDir, `tasks/${team}/${id}.json`);
    const running = run({
      repo,
      teammateCommand,
      config: {
        permissionMode: 'acceptEdits',
        allowedTools: ['Bash'],
        stateDir,
        keepTeam: true,
        teammates: 'process',
      },
      scenario: {
        name: 'killed-teammate',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: '1' } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'Two', description: '2' } }] },
              { tool_use: [spawn('alice', 'Take task 1.'), spawn('bob', 'Take task 2.')] },
              { text: 'Waiting for the team.' },
            ],
          },
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('1', 'alice')] },
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 20' } }] },
              { text: 'never reached' },
            ],
          },
          {
            match: { agent: 'bob' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('2', 'bob')] },
              { tool_use: [complete('2')] },
              { text: 'Finished task 2.' },
              // Woken by the task that became available again when alice's process died.
              { tool_use: [claim('1', 'bob')] },
              { tool_use: [complete('1')] },
              { text: 'Finished task 1.' },
            ],
          },
        ],
      },
    });

    // Once bob is idle with task 2 done and alice is in her long Bash call, alice's process dies.
    const alicePid = await until('alice in her Bash call, bob idle', async () => {
      const one = await readJson<{ owner?: string; status: string }>(taskFile('1'));
      const two = await readJson<{ status: string }>(taskFile('2'));
      const config = await readJson<{ members: Array<{ name: string; isActive?: boolean }> }>(
        path.join(stateDir, `teams/${team}/config.json`),
      );
      const bobIdle = config.members.some((m) => m.name === 'bob' && m.isActive === false);
      if (one.owner !== 'alice' || two.status !== 'completed' || !bobIdle) return undefined;
      const alice = await readJson<{ pid: number }>(
        path.join(stateDir, `teams/${team}/processes/alice.json`),
      );
      return alice.pid;
    });
    await sleep(300);
    process.kill(alicePid, 'SIGKILL');
    const killedAt = Date.now();
    const reclaimed = await until('task 1 reclaimed', async () => {
      const one = await readJson<{ owner?: string; status: string }>(taskFile('1'));
      return one.owner !== 'alice' ? one : undefined;
    });
    const noticedMs = Date.now() - killedAt;
    expect(noticedMs).toBeLessThan(5_000);
    expect(reclaimed.owner === undefined || reclaimed.owner === 'bob').toBe(true);
    expect(isProcessAlive(alicePid)).toBe(false);

    const finished = await running;
    // The run completes: bob, woken by the task available again, claimed and finished it.
    const one = await readJson<{ owner?: string; status: string }>(taskFile('1'));
    expect(one).toMatchObject({ status: 'completed', owner: 'bob' });
    const alice = finished.result.agents.find((agent) => agent.agent_id === `alice@${team}`);
    expect(alice).toMatchObject({ status: 'failed' });
    expect(alice?.error).toContain('SIGKILL');
    // The lead was told, in its drain, which task went back to pending.
    const told = finished
      .requestsOf('flotilla-lead')
      .map((request) => messageText(requestMessages(request).at(-1)!))
      .find((text) => text.includes('is gone'));
    expect(told).toContain('Teammate "alice" is gone');
    expect(told).toContain('#1 One');
    // Told once, though both the lead's watch and the end of alice's process notice the death.
    const leadConversation = (await finished.leadTranscript()).map(messageText).join('\n');
    expect(leadConversation.match(/Teammate "alice" is gone/g)).toHaveLength(1);
    // alice left the team's config.
    const config = await readJson<{ members: Array<{ name: string }> }>(
      path.join(stateDir, `teams/${team}/config.json`),
    );
    expect(config.members.map((member) => member.name)).not.toContain('alice');
    console.log(`SIGKILL noticed and task reclaimed after ${noticedMs} ms`);
  }, 90_000);

  it("a job sharing the state directory joins the team with flotilla teammate, works, and ends when the lead's run ends", async () => {
    const repo = await newRepo({ files: { 'notes.md': 'notes\n' } });
    const stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-ext-team-'));
    const out = await mkdtemp(path.join(os.tmpdir(), 'flotilla-ext-out-'));
    const lead = new TeamSession({ stateDir, wake: () => undefined });
    try {
      // The lead's side, as its TeamCreate and TaskCreate leave it.
      await lead.directory.create({ name: 'ext-team', lead: { cwd: repo.root } });
      await lead.tasks('ext-team').create({ subject: 'Read the notes', description: 'notes.md' });
      const server = await startServer({
        name: 'external-teammate',
        agents: [
          {
            match: { agent: 'general-purpose' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('1', 'helper')] },
              { tool_use: [complete('1')] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'team-lead',
                      content: 'Task 1 is done.',
                      summary: 'task one done',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      });
      const { child, exited, stderr } = startTeammate({
        stateDir,
        team: 'ext-team',
        name: 'helper',
        prompt: 'Take task 1.',
        repo: repo.root,
        baseUrl: server.url,
        out,
      });

      // It joined as a process member, recorded its pid, did the task and went idle.
      const inbox = path.join(stateDir, 'teams/ext-team/inboxes/team-lead.json');
      await until('the helper idle after its message', async () => {
        const text = await readFile(inbox, 'utf8');
        return text.includes('Task 1 is done.') && text.includes('idle_notification')
          ? true
          : undefined;
      });
      const config = await lead.directory.read('ext-team');
      expect(config?.members.find((member) => member.name === 'helper')).toMatchObject({
        backendType: 'process',
        agentType: 'general-purpose',
        isActive: false,
      });
      const recorded = await readJson<{ pid: number }>(
        path.join(stateDir, 'teams/ext-team/processes/helper.json'),
      );
      expect(recorded.pid).toBe(child.pid);
      expect(await lead.tasks('ext-team').get('1')).toMatchObject({
        status: 'completed',
        owner: 'helper',
      });

      // The lead's run ends: the idle teammate process ends too, cleanly.
      await markTeamEnding(lead.store, 'ext-team');
      expect(await exited, stderr()).toBe(0);
      const result = runResultSchema.parse(
        JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8')),
      );
      expect(result.conclusion).toBe('success');
      expect(result.agents).toEqual([
        expect.objectContaining({ agent_id: 'helper@ext-team', status: 'completed' }),
      ]);
      const after = await lead.directory.read('ext-team');
      expect(after?.members.map((member) => member.name)).toEqual(['team-lead']);
      expect(await readdirSafe(path.join(stateDir, 'teams/ext-team/processes'))).not.toContain(
        'helper.json',
      );
    } finally {
      await rm(stateDir, { recursive: true, force: true });
      await rm(out, { recursive: true, force: true });
    }
  }, 90_000);

  it.each(['process', 'in-process'] as const)(
    'a task given back with TaskUpdate (owner cleared) wakes an idle teammate (%s), who takes and finishes it',
    async (teammates) => {
      const repo = await newRepo({
        agents: { alice: agentFile('alice'), bob: agentFile('bob') },
        files: { '.gitignore': '.state/\n' },
      });
      const stateDir = path.join(repo.root, '.state');
      const config = `.state/teams/${team}/config.json`;
      const bobIdle = `until grep -A12 '"name": *"bob"' ${config} | grep -q '"isActive": *false'; do sleep 0.05; done; echo bob-idle`;
      const waitDone = `for i in $(seq 1 200); do grep -q '"completed"' .state/tasks/${team}/1.json && break; sleep 0.1; done; cat .state/tasks/${team}/1.json`;
      const finished = await run({
        repo,
        teammateCommand,
        config: {
          permissionMode: 'acceptEdits',
          allowedTools: ['Bash'],
          stateDir,
          keepTeam: true,
          teammates,
        },
        scenario: {
          name: 'given-back',
          agents: [
            {
              match: { agent: 'flotilla-lead', last_message: 'shutdown_approved' },
              repeat_last: true,
              turns: [{ text: 'Done.' }],
            },
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: '1' } }] },
                { tool_use: [spawn('alice', 'Take task 1.'), spawn('bob', 'Wait.')] },
                { tool_use: [{ name: 'Bash', input: { command: waitDone, timeout: 60000 } }] },
                {
                  tool_use: ['alice', 'bob'].map((recipient) => ({
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient, content: 'Done.' },
                  })),
                },
                { text: 'Done.' },
              ],
            },
            approveShutdown('alice'),
            approveShutdown('bob'),
            {
              match: { agent: 'alice' },
              repeat_last: true,
              turns: [
                { tool_use: [claim('1', 'alice')] },
                { tool_use: [{ name: 'Bash', input: { command: bobIdle } }] },
                {
                  tool_use: [
                    { name: 'TaskUpdate', input: { taskId: '1', owner: '', status: 'pending' } },
                  ],
                },
                { text: 'I gave task 1 back.' },
              ],
            },
            {
              match: { agent: 'bob', last_message: 'Updated task #1 owner' },
              repeat_last: true,
              turns: [{ tool_use: [complete('1')] }],
            },
            {
              match: { agent: 'bob', last_message: '#1 ' },
              repeat_last: true,
              turns: [{ tool_use: [claim('1', 'bob')] }],
            },
            { match: { agent: 'bob' }, repeat_last: true, turns: [{ text: 'Nothing to do.' }] },
          ],
        },
      });
      expect(
        await readJson<{ status: string; owner?: string }>(
          path.join(stateDir, `tasks/${team}/1.json`),
        ),
      ).toMatchObject({ status: 'completed', owner: 'bob' });
      expect(finished.result.conclusion).toBe('success');
    },
    90_000,
  );

  it('a teammate process started after its dependent task was unblocked is still told about it', async () => {
    const repo = await newRepo({});
    const stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-late-team-'));
    const out = await mkdtemp(path.join(os.tmpdir(), 'flotilla-late-out-'));
    const lead = new TeamSession({ stateDir, wake: () => undefined });
    try {
      await lead.directory.create({ name: 'late-team', lead: { cwd: repo.root } });
      const tasks = lead.tasks('late-team');
      await tasks.create({ subject: 'First', description: '1' });
      await tasks.create({ subject: 'Second', description: '2', blockedBy: ['1'] });
      await tasks.update('1', { status: 'completed' });
      const server = await startServer({
        name: 'late-teammate',
        agents: [
          {
            match: { agent: 'general-purpose', last_message: 'unblocked: #2 ' },
            repeat_last: true,
            turns: [{ tool_use: [claim('2', 'late')] }],
          },
          {
            match: { agent: 'general-purpose' },
            repeat_last: true,
            turns: [{ text: 'Nothing to do yet.' }],
          },
        ],
      });
      const { exited, stderr } = startTeammate({
        stateDir,
        team: 'late-team',
        name: 'late',
        prompt: 'Wait for work.',
        repo: repo.root,
        baseUrl: server.url,
        out,
      });
      const claimed = await until('task 2 claimed', async () => {
        const task = await tasks.get('2');
        return task?.owner === 'late' ? task : undefined;
      });
      expect(claimed.status).toBe('in_progress');
      await markTeamEnding(lead.store, 'late-team');
      expect(await exited, stderr()).toBe(0);
    } finally {
      await rm(stateDir, { recursive: true, force: true });
      await rm(out, { recursive: true, force: true });
    }
  }, 90_000);

  it('an idle teammate process whose dependent task another process unblocks is woken, and the lead does not end before it takes the task', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice'), bob: agentFile('bob') },
      files: { '.gitignore': '.state/\ngo\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const teamFile = (file: string) => path.join(stateDir, `teams/${team}`, file);
    type Message = { from: string; text: string; timestamp: string; read: boolean };
    const inbox = (name: string) => readJson<Message[]>(teamFile(`inboxes/${name}.json`));
    const idleNotifications = async (from: string) =>
      (await inbox('team-lead')).filter(
        (message) => message.from === from && message.text.includes('"idle_notification"'),
      );
    const running = run({
      repo,
      teammateCommand,
      config: {
        permissionMode: 'acceptEdits',
        allowedTools: ['Bash'],
        stateDir,
        keepTeam: true,
        teammates: 'process',
      },
      scenario: {
        name: 'unblocked-across-processes',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'Task 2 is done' },
            repeat_last: true,
            turns: [
              {
                tool_use: ['alice', 'bob'].map((recipient) => ({
                  name: 'SendMessage',
                  input: { type: 'shutdown_request', recipient, content: 'Done.' },
                })),
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: '1' } }] },
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'Two', description: '2' } }] },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '2', addBlockedBy: ['1'] } }] },
              {
                tool_use: [
                  spawn('alice', 'Take task 1.'),
                  spawn('bob', 'Take task 2 once it is unblocked.'),
                ],
              },
              { text: 'Waiting for the team.' },
            ],
          },
          approveShutdown('alice'),
          approveShutdown('bob'),
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('1', 'alice')] },
              // Held until bob's process is stopped (the test creates `go`).
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: 'until [ -f go ]; do sleep 0.05; done; echo go' },
                  },
                ],
              },
              { tool_use: [complete('1')] },
              { text: 'Task 1 is done.' },
            ],
          },
          {
            match: { agent: 'bob', last_message: 'unblocked: .*#2 ' },
            repeat_last: true,
            turns: [{ tool_use: [claim('2', 'bob')] }],
          },
          {
            match: { agent: 'bob', last_message: 'Updated task #2 owner' },
            repeat_last: true,
            turns: [{ tool_use: [complete('2')] }],
          },
          {
            match: { agent: 'bob', last_message: 'Updated task #2 status' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'team-lead',
                      content: 'Task 2 is done.',
                      summary: 'task two done',
                    },
                  },
                ],
              },
            ],
          },
          { match: { agent: 'bob' }, repeat_last: true, turns: [{ text: 'Waiting for task 2.' }] },
        ],
      },
    });

    // bob idle (its notification in the lead's inbox): its process is stopped, so that it cannot
    // look at anything until the lead has decided whether the run ends.
    const bobPid = await until('bob idle', async () =>
      (await idleNotifications('bob')).length > 0
        ? (await readJson<{ pid: number }>(teamFile('processes/bob.json'))).pid
        : undefined,
    );
    process.kill(bobPid, 'SIGSTOP');
    let endedWhileStopped: boolean;
    try {
      await writeFile(path.join(repo.root, 'go'), '');
      // alice completes #1, which unblocks #2, and goes idle; the lead reads that. A lead that
      // counted the stopped bob as idle would end the run now, with #2 pending and unclaimed.
      const ended = async () =>
        (await readFile(teamFile('ending.json'), 'utf8').catch(() => undefined)) !== undefined;
      const outcome = await until(
        'the lead ending the run, or alice idle and #2 told to bob',
        async () => {
          if (await ended()) return 'ended';
          const one = await readJson<{ status: string; updatedAt: number }>(
            path.join(stateDir, `tasks/${team}/1.json`),
          );
          if (one.status !== 'completed') return undefined;
          const aliceIdle = (await idleNotifications('alice')).some(
            (message) => message.read && Date.parse(message.timestamp) >= one.updatedAt,
          );
          const told = (await inbox('bob')).some(
            (message) => !message.read && message.text.includes('"tasks_unblocked"'),
          );
          return aliceIdle && told ? 'waiting' : undefined;
        },
      );
      // Time enough for a lead that wrongly ended to say so.
      if (outcome === 'waiting') await sleep(500);
      endedWhileStopped = await ended();
    } finally {
      process.kill(bobPid, 'SIGCONT');
    }
    expect(endedWhileStopped, 'the lead ended the run while #2 waited for the stopped bob').toBe(
      false,
    );

    const finished = await running;
    expect(finished.result.conclusion).toBe('success');
    const two = await readJson<{ status: string; owner?: string }>(
      path.join(stateDir, `tasks/${team}/2.json`),
    );
    expect(two).toMatchObject({ status: 'completed', owner: 'bob' });
    // bob was told in its own process what it is told in one: the notice, at the end of a turn.
    const bobHeard = (await finished.transcript(`bob@${team}`)).map(messageText).join('\n');
    expect(bobHeard).toContain(
      'Tasks are now unblocked: #2 Two. Use TaskList to find work you can claim.',
    );
    expect(bobHeard).not.toContain('tasks_unblocked');
  }, 90_000);

  it("a teammate process's findings, agent entry, usage and cost are in the lead's result, as an in-process teammate's", async () => {
    const finding = (title: string, line: number, severity: string) => ({
      path: 'README.md',
      line,
      severity,
      title,
      body: `${title}.`,
    });
    const report = (...findings: ReturnType<typeof finding>[]) => ({
      tool_use: [{ name: 'ReportFindings', input: { findings } }],
    });
    const teamRun = async (teammates: 'in-process' | 'process') => {
      const repo = await newRepo({
        agents: { alice: agentFile('alice'), bob: agentFile('bob') },
        files: { '.gitignore': '.state/\n' },
      });
      const stateDir = path.join(repo.root, '.state');
      const waitForIdle = `until [ "$(grep -Eo '"isActive": *false' .state/teams/${team}/config.json | wc -l)" -ge 2 ]; do sleep 0.05; done; echo idle`;
      return run({
        repo,
        teammateCommand,
        config: {
          permissionMode: 'acceptEdits',
          allowedTools: ['Bash'],
          stateDir,
          keepTeam: true,
          teammates,
        },
        scenario: {
          name: `findings-${teammates}`,
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [spawn('alice', 'Review it.'), spawn('bob', 'Review it too.')] },
                { tool_use: [{ name: 'Bash', input: { command: waitForIdle } }] },
                {
                  tool_use: ['alice', 'bob'].map((recipient) => ({
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient, content: 'Done.' },
                  })),
                },
                { text: 'The team reviewed it.' },
              ],
            },
            approveShutdown('alice'),
            approveShutdown('bob'),
            {
              match: { agent: 'alice' },
              repeat_last: true,
              turns: [
                report(
                  finding('The title is vague', 1, 'low'),
                  finding('Usage section is missing', 1, 'medium'),
                ),
                { text: 'Reported two findings.' },
              ],
            },
            {
              match: { agent: 'bob' },
              repeat_last: true,
              turns: [
                report(finding('Usage section missing', 1, 'high')),
                { text: 'Reported one.' },
              ],
            },
          ],
        },
      });
    };
    const inProcess = await teamRun('in-process');
    const processes = await teamRun('process');
    const summary = (finished: typeof inProcess) => ({
      conclusion: finished.result.conclusion,
      findings: finished.result.findings.map((found) => ({
        ...found,
        agent: found.agent.split(', ').sort().join(', '),
      })),
      agents: finished.result.agents
        .map((agent) => ({
          agent_id: agent.agent_id,
          status: agent.status,
          turns: agent.turns,
          tool_uses: agent.tool_uses,
          usage: agent.usage,
          cost_usd: agent.cost_usd,
          unreported_text: agent.unreported_text,
        }))
        .sort((a, b) => a.agent_id.localeCompare(b.agent_id)),
      usage: finished.result.usage,
      cost_usd: finished.result.cost_usd,
    });
    const expected = summary(inProcess);
    const got = summary(processes);
    // The teammates make the same requests either way, so their entries are equal (the offline
    // server's prompt cache, shared by the teammates of one process, only moves tokens between
    // cache reads and writes); the lead's turns depend on when it is woken: only its identity.
    const teammatesOf = (summarised: typeof expected) =>
      summarised.agents
        .filter((agent) => agent.agent_id !== 'lead')
        .map(({ usage, cost_usd, ...agent }) => ({
          ...agent,
          output_tokens: usage.output_tokens,
          prompt_tokens:
            usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens,
          paid: cost_usd > 0,
        }));
    expect(teammatesOf(got)).toEqual(teammatesOf(expected));
    expect(got.agents.map((agent) => [agent.agent_id, agent.status])).toEqual(
      expected.agents.map((agent) => [agent.agent_id, agent.status]),
    );
    expect(got.findings).toEqual(expected.findings);
    expect(got.conclusion).toBe(expected.conclusion);
    // The run's usage and cost are its agents', the teammate processes' included.
    for (const summarised of [expected, got]) {
      const agentsCost = summarised.agents.reduce((sum, agent) => sum + agent.cost_usd, 0);
      // The run's cost is rounded to the micro-dollar (run-result-builder): within half of one.
      expect(Math.abs(summarised.cost_usd - agentsCost)).toBeLessThanOrEqual(5e-7 + 1e-12);
      expect(summarised.usage.output_tokens).toBe(
        summarised.agents.reduce((sum, agent) => sum + agent.usage.output_tokens, 0),
      );
    }
    expect(expected.conclusion).toBe('findings');
    // bob's more severe duplicate is kept, both named; alice's other finding stays.
    expect(expected.findings.map((found) => [found.title, found.severity, found.agent])).toEqual([
      ['Usage section missing', 'high', 'alice, bob'],
      ['The title is vague', 'low', 'alice'],
    ]);
    expect(expected.agents.map((agent) => agent.agent_id)).toEqual([
      `alice@${team}`,
      `bob@${team}`,
      'lead',
    ]);
    for (const agent of expected.agents) expect(agent.status).toBe('completed');
    // The teammates reported, so their last text is not kept as unreported; the cost is theirs too.
    expect(expected.agents.filter((agent) => agent.unreported_text !== undefined)).toEqual([]);
    const teammateCost = expected.agents
      .filter((agent) => agent.agent_id !== 'lead')
      .reduce((sum, agent) => sum + agent.cost_usd, 0);
    expect(teammateCost).toBeGreaterThan(0);
  }, 120_000);
});

async function readdirSafe(directory: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  return readdir(directory).catch(() => []);
}

/** `flotilla teammate` as a job sharing the state directory starts it (the real CLI). */
function startTeammate(options: {
  stateDir: string;
  team: string;
  name: string;
  prompt: string;
  repo: string;
  baseUrl: string;
  out: string;
}) {
  const child = spawnProcess(
    teammateCommand.command,
    [
      ...teammateCommand.args,
      'teammate',
      ...['--state-dir', options.stateDir, '--team', options.team, '--name', options.name],
      ...['--agent', 'general-purpose', '--prompt', options.prompt, '--repo', options.repo],
      ...['--base-url', options.baseUrl, '--output', options.out, '--format', 'json'],
      '--no-sandbox',
    ],
    {
      cwd: options.repo,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: options.out,
        ANTHROPIC_API_KEY: 'sk-offline-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

describe('a teammate process stopped by the run', () => {
  it("keeps its usage and cost in the lead's result when the run's time limit stops it, as an in-process teammate's", async () => {
    const stoppedRun = async (teammates: 'in-process' | 'process', before?: string) => {
      const repo = await newRepo({
        agents: { alice: agentFile('alice') },
        files: { '.gitignore': '.state/\n' },
      });
      const stateDir = path.join(repo.root, '.state');
      if (before !== undefined) {
        await mkdir(path.join(stateDir, 'teammates', team, 'alice'), { recursive: true });
        await writeFile(path.join(stateDir, 'teammates', team, 'alice', 'results.json'), before);
      }
      return run({
        repo,
        teammateCommand,
        config: {
          permissionMode: 'bypassPermissions',
          stateDir,
          keepTeam: true,
          teammates,
          // Long enough for a teammate process to start through tsx on a loaded machine (at 4 s
          // it sometimes had not made its first request when the limit stopped it).
          timeoutSeconds: 8,
        },
        scenario: {
          name: `stopped-${teammates}`,
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [spawn('alice', 'Work.')] },
                { text: 'Waiting.' },
              ],
            },
            {
              match: { agent: 'alice' },
              repeat_last: true,
              turns: [
                { text: 'Working.', tool_use: [{ name: 'Bash', input: { command: 'sleep 40' } }] },
                { text: 'Done.' },
              ],
            },
          ],
        },
      });
    };
    const inProcess = await stoppedRun('in-process');
    const aliceOf = (finished: typeof inProcess) =>
      finished.result.agents.find((agent) => agent.agent_id === `alice@${team}`);
    const expected = aliceOf(inProcess);
    expect(expected).toMatchObject({ status: 'killed', turns: 1 });
    expect(expected?.cost_usd).toBeGreaterThan(0);
    // An earlier run's results.json in the same place: the teammate's own replaces it.
    const stale = JSON.stringify({
      ...inProcess.result,
      agents: inProcess.result.agents.map((agent) => ({ ...agent, turns: 99, cost_usd: 99 })),
    });
    const processes = await stoppedRun('process', stale);
    expect(processes.result.conclusion).toBe('timeout');
    const alice = aliceOf(processes);
    expect(alice).toMatchObject({
      status: 'killed',
      turns: expected?.turns,
      tool_uses: expected?.tool_uses,
      cost_usd: expected?.cost_usd,
      error: 'the run ended before this teammate finished',
    });
    expect(alice?.usage.output_tokens).toBe(expected?.usage.output_tokens);
    const sum = processes.result.agents.reduce((total, agent) => total + agent.cost_usd, 0);
    expect(processes.result.cost_usd).toBeCloseTo(sum, 6);
    expect(processes.result.cost_usd).toBeCloseTo(inProcess.result.cost_usd, 6);
  }, 60_000);
});
