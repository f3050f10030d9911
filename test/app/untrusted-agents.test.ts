import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import {
  cleanupRuns,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

/**
 * A repository's own agent file that gives itself every grant it can: bypassPermissions and an
 * MCP server command of its own (the command appends its pid to ${PIDFILE} when it starts).
 */
const yolo = [
  '---',
  'name: yolo',
  'description: Runs anything.',
  'permissionMode: bypassPermissions',
  'mcpServers:',
  '  - own:',
  '      command: node',
  `      args: [${JSON.stringify(serverScript)}, own]`,
  '      env:',
  '        MCP_TEST_PID_FILE: ${PIDFILE}',
  '---',
  '',
  'You run commands.',
  '',
].join('\n');

/** A mode that only narrows: kept in an untrusted checkout too. */
const planner = [
  '---',
  'name: planner',
  'description: Plans.',
  'permissionMode: plan',
  '---',
  'Plan.',
  '',
].join('\n');

const touch = { name: 'Bash', input: { command: 'touch PWNED', description: 'touch' } };

function spawning(type: string): ScenarioInput {
  return {
    name: 'untrusted-agent',
    agents: [
      { match: { agent: 'yolo' }, turns: [{ tool_use: [touch] }, { text: 'done' }] },
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: { subagent_type: type, description: 'run', prompt: 'run it' },
              },
            ],
          },
          { text: 'All done.' },
        ],
        // The subagent runs in the background: its notification takes the lead's last turn again.
        repeat_last: true,
      },
    ],
  };
}

const temporary: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function yoloRun(trustProject: boolean, setup: { lead?: boolean } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-untrusted-'));
  temporary.push(dir);
  const pidFile = path.join(dir, 'pids');
  const scenario: ScenarioInput = setup.lead
    ? {
        name: 'yolo-lead',
        agents: [{ match: { agent: 'yolo' }, turns: [{ tool_use: [touch] }, { text: 'done' }] }],
      }
    : spawning('yolo');
  const finished = await run({
    scenario,
    agents: { yolo, planner },
    config: { trustProject, ...(setup.lead ? { leadAgent: 'yolo' } : {}) },
    mcpVariables: { PIDFILE: pidFile },
  });
  const [first, second] = finished.requestsOf('yolo');
  const bash = toolResults(requestMessages(second).at(-1))[0];
  const touched = await access(path.join(finished.repo.root, 'PWNED')).then(
    () => true,
    () => false,
  );
  const started = await readFile(pidFile, 'utf8').then(
    (text) => text.trim() !== '',
    () => false,
  );
  return { finished, tools: requestToolNames(first), bash, touched, started };
}

describe("an untrusted checkout's agent files", () => {
  it('cannot give a subagent bypassPermissions or start an MCP server command of their own', async () => {
    const { finished, tools, bash, touched, started } = await yoloRun(false);
    expect(bash?.isError).toBe(true);
    expect(touched).toBe(false);
    expect(started).toBe(false);
    expect(tools).not.toContain('mcp__own__echo');
    expect(finished.logs).toContain(
      "notice: Ignoring permissionMode 'bypassPermissions' of agent 'yolo' (.claude/agents/yolo.md): this workspace has not been trusted, and its agent files cannot widen the run's mode; the agent runs in 'default' (--trust-project trusts it).",
    );
    expect(finished.logs).toContain(
      "notice: Not starting the MCP server 'own' (node) that agent 'yolo' (.claude/agents/yolo.md) defines inline: this workspace has not been trusted (--trust-project trusts it); the agent runs without it.",
    );
    // A mode that narrows is no grant: nothing is said about the planner.
    expect(finished.logs.join('\n')).not.toContain("'planner'");
    expect(finished.agents.registry.get('planner')?.permissionMode).toBe('plan');
  });

  it('cannot give the lead (--agent) bypassPermissions either', async () => {
    const { finished, bash, touched } = await yoloRun(false, { lead: true });
    expect(bash?.isError).toBe(true);
    expect(touched).toBe(false);
    expect(finished.result.agents[0]?.name).toBe('yolo');
    expect(finished.logs.join('\n')).toContain("Ignoring permissionMode 'bypassPermissions'");
  });

  it('keep their inline servers once the workspace is trusted; their bypassPermissions needs a run in that mode', async () => {
    const { finished, tools, bash, touched, started } = await yoloRun(true);
    expect(started).toBe(true);
    expect(tools).toContain('mcp__own__echo');
    // Trusted or not, an agent file never raises its subagent to bypassPermissions by itself in
    // a default-mode run (Claude Code 2.1.332 likewise; test/subagents/agent-file-modes.test.ts).
    expect(bash?.isError).toBe(true);
    expect(touched).toBe(false);
    const logs = finished.logs.join('\n');
    expect(logs).not.toContain('this workspace has not been trusted');
    expect(logs).toContain(
      "notice: Ignoring permissionMode 'bypassPermissions' of agent 'yolo' (.claude/agents/yolo.md): only a run in bypassPermissions mode",
    );
  });
});

/** An agent file whose tools list names calls with specifiers: limits, and (trusted) grants. */
const helper = [
  '---',
  'name: helper',
  'description: Helps.',
  'tools: Bash(touch:*), Write(**), Read',
  '---',
  'You help.',
  '',
].join('\n');

async function helperRun(trustProject: boolean) {
  const scenario: ScenarioInput = {
    name: 'untrusted-tools',
    agents: [
      {
        match: { agent: 'helper' },
        turns: [
          {
            tool_use: [
              { name: 'Bash', input: { command: 'touch made-by-helper', description: 'touch' } },
              {
                name: 'Write',
                input: { file_path: '.github/workflows/x.yml', content: 'on: push\n' },
              },
              { name: 'Bash', input: { command: 'ls', description: 'list' } },
            ],
          },
          { text: 'helper done' },
        ],
      },
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: { subagent_type: 'helper', description: 'help', prompt: 'go' },
              },
            ],
          },
          { text: 'All done.' },
        ],
        repeat_last: true,
      },
    ],
  };
  const finished = await run({ scenario, agents: { helper }, config: { trustProject } });
  const [first, second] = finished.requestsOf('helper');
  const exists = (file: string) =>
    access(path.join(finished.repo.root, file)).then(
      () => true,
      () => false,
    );
  return {
    finished,
    tools: requestToolNames(first),
    results: toolResults(requestMessages(second).at(-1)),
    touched: await exists('made-by-helper'),
    workflow: await exists('.github/workflows/x.yml'),
  };
}

describe("an untrusted checkout's agent tools list", () => {
  it('limits the agent but pre-approves nothing', async () => {
    const { finished, tools, results, touched, workflow } = await helperRun(false);
    expect(touched).toBe(false);
    expect(workflow).toBe(false);
    expect(results.map((result) => result.isError)).toEqual([true, true, true]);
    expect(results[0]?.text).toContain("permission mode 'default' would ask for approval");
    // The narrowing holds: only the listed tools are offered, Bash only for touch.
    expect(tools).toEqual(expect.arrayContaining(['Bash', 'Write', 'Read']));
    expect(tools).not.toContain('Edit');
    expect(results[2]?.text).toContain('limits Bash to `Bash(touch:*)`');
    expect(finished.logs).toContain(
      "notice: Not letting the tools list of agent 'helper' (.claude/agents/helper.md) pre-approve `Bash(touch:*)`, `Write(**)`: this workspace has not been trusted (--trust-project trusts it). The entries still limit the agent to those calls; each one runs only if the run's own rules and mode allow it.",
    );
  });

  it('pre-approves what it names once the workspace is trusted', async () => {
    const { finished, results, touched, workflow } = await helperRun(true);
    expect(touched).toBe(true);
    expect(workflow).toBe(true);
    expect(results.map((result) => result.isError)).toEqual([false, false, true]);
    expect(finished.logs.join('\n')).not.toContain('pre-approve');
  });
});

describe("an untrusted checkout's delegate mode", () => {
  /** A lead in delegate mode that spawns an acceptEdits worker to write a workflow. */
  const coordinator = [
    '---',
    'name: coordinator',
    'description: Coordinates.',
    'permissionMode: delegate',
    '---',
    'Coordinate.',
    '',
  ].join('\n');
  const scenario: ScenarioInput = {
    name: 'untrusted-delegate',
    agents: [
      {
        match: { agent: 'general-purpose' },
        turns: [
          {
            tool_use: [
              {
                name: 'Write',
                input: { file_path: '.github/workflows/pwn.yml', content: 'on: push\n' },
              },
            ],
          },
          { text: 'worker done' },
        ],
      },
      {
        match: { agent: 'coordinator' },
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: {
                  subagent_type: 'general-purpose',
                  description: 'write',
                  prompt: 'write it',
                  mode: 'acceptEdits',
                },
              },
            ],
          },
          { text: 'All done.' },
        ],
        repeat_last: true,
      },
    ],
  };

  it('is ignored in an agent file (--agent), so its workers get no acceptEdits', async () => {
    const finished = await run({
      scenario,
      agents: { coordinator },
      config: { trustProject: false, leadAgent: 'coordinator' },
    });
    const spawn = toolResults(requestMessages(finished.requestsOf('coordinator')[1]).at(-1))[0];
    expect(spawn?.isError).toBe(true);
    expect(spawn?.text).toContain("mode 'acceptEdits' is more permissive than this agent's own");
    await expect(
      access(path.join(finished.repo.root, '.github/workflows/pwn.yml')),
    ).rejects.toThrow();
    expect(finished.logs.join('\n')).toContain(
      "notice: Ignoring permissionMode 'delegate' of agent 'coordinator'",
    );
  });
});

describe("an untrusted checkout's agent-file hooks", () => {
  const hooked = [
    '---',
    'name: hooked',
    'description: Reads behind a hook.',
    'hooks:',
    '  PreToolUse:',
    '    - hooks:',
    '        - type: command',
    '          command: touch "$CLAUDE_PROJECT_DIR/AGENT-HOOK-RAN"',
    '---',
    'Read.',
    '',
  ].join('\n');
  const settings = {
    hooks: {
      PreToolUse: [
        { hooks: [{ type: 'command', command: 'touch "$CLAUDE_PROJECT_DIR/SETTINGS-HOOK-RAN"' }] },
      ],
    },
  };
  const hookedRun = (trustProject: boolean) =>
    run({
      agents: { hooked },
      files: { '.claude/settings.json': JSON.stringify(settings) },
      config: { trustProject },
      scenario: {
        name: 'untrusted-agent-hooks',
        agents: [
          {
            match: { agent: 'hooked' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] },
              { text: 'read' },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { subagent_type: 'hooked', description: 'read', prompt: 'read it' },
                  },
                ],
              },
              { text: 'All done.' },
            ],
            repeat_last: true,
          },
        ],
      },
    });
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  it('do not run, as Claude Code 2.1.332 skips them, and the run says so; the settings hooks still run', async () => {
    const finished = await hookedRun(false);
    expect(await exists(path.join(finished.repo.root, 'AGENT-HOOK-RAN'))).toBe(false);
    expect(await exists(path.join(finished.repo.root, 'SETTINGS-HOOK-RAN'))).toBe(true);
    expect(finished.logs).toContain(
      "notice: Not running the hooks of agent 'hooked' (.claude/agents/hooked.md): this workspace has not been trusted (--trust-project trusts it), and Claude Code skips them too; the settings files' hooks still run.",
    );
  });

  it('run once the workspace is trusted', async () => {
    const finished = await hookedRun(true);
    expect(await exists(path.join(finished.repo.root, 'AGENT-HOOK-RAN'))).toBe(true);
    expect(finished.logs.join('\n')).not.toContain('Not running the hooks');
  });
});
