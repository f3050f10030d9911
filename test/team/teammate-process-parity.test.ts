import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, newRepo, run, type FinishedRun } from '../subagents/harness.js';

/**
 * A teammate run as a `flotilla teammate` process ends, and works, as the same teammate in the
 * lead's process: what the lead decided for it (the Agent call's effort, the lead's own mode
 * after an approved plan) and how a TaskStop counts in the run's result. Each case runs both
 * forms on the real stack and compares them.
 */

afterEach(cleanupRuns);

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const teammateCommand = {
  command: process.execPath,
  args: [
    '--import',
    pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
    path.join(projectRoot, 'src', 'cli', 'index.ts'),
  ],
};
const team = 'parity';

/** The lead's first two turns: it makes the team, then starts `worker` in it (`input` added). */
function startWorker(input: Record<string, unknown>) {
  return [
    { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
    {
      tool_use: [
        {
          name: 'Agent',
          input: {
            description: 'Worker',
            name: 'worker',
            team_name: team,
            subagent_type: 'worker',
            ...input,
          },
        },
      ],
    },
  ];
}
const forms = ['in-process', 'process'] as const;
type Form = (typeof forms)[number];

async function runBoth(
  setup: (form: Form) => {
    scenario: ScenarioInput;
    agents: Record<string, string>;
    config?: Parameters<typeof run>[0]['config'];
  },
): Promise<Record<Form, FinishedRun>> {
  const runs = {} as Record<Form, FinishedRun>;
  for (const form of forms) {
    const { scenario, agents, config } = setup(form);
    const repo = await newRepo({ agents, files: { '.gitignore': '.state/\n' } });
    runs[form] = await run({
      repo,
      teammateCommand,
      scenario: { ...scenario, name: `${scenario.name}-${form}` },
      config: { stateDir: path.join(repo.root, '.state'), ...config, teammates: form },
    });
  }
  return runs;
}

describe('a teammate process and an in-process teammate end alike', () => {
  it('a teammate the lead stops with TaskStop: the run succeeds, the teammate is killed and stopped_by_lead, in both forms', async () => {
    const runs = await runBoth(() => ({
      agents: { worker: agentFile('worker') },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'task-stop',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'task-notification|Stop requested' },
            repeat_last: true,
            turns: [{ text: 'Lead final.' }],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'teammate-message' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'TaskStop', input: { task_id: 'worker' } }] }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [...startWorker({ prompt: 'Work.' }), { text: 'Lead waiting.' }],
          },
          { match: { agent: 'worker' }, repeat_last: true, turns: [{ text: 'Idle now.' }] },
        ],
      },
    }));
    for (const form of forms) {
      const { result } = runs[form];
      const worker = result.agents.find((agent) => agent.agent_id === `worker@${team}`);
      expect(worker, form).toMatchObject({ status: 'killed', stopped_by_lead: true });
      expect(worker?.error, form).not.toContain('the run ended');
      expect(result.conclusion, form).toBe('success');
    }
    const stopped = runs.process.result.agents.find((agent) => agent.name === 'worker');
    expect(stopped?.error).toBe('the lead stopped it (TaskStop)');
  }, 90_000);

  it("the Agent call's effort reaches the teammate's requests in both forms", async () => {
    const runs = await runBoth(() => ({
      agents: { worker: agentFile('worker') },
      scenario: {
        name: 'effort',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [...startWorker({ prompt: 'Work.', effort: 'low' }), { text: 'Lead done.' }],
          },
          { match: { agent: 'worker' }, repeat_last: true, turns: [{ text: 'Done.' }] },
        ],
      },
    }));
    for (const form of forms) {
      const requests = runs[form].requestsOf('worker');
      expect(requests.length, form).toBeGreaterThan(0);
      const efforts = requests.map(
        (request) =>
          (request.body as { output_config?: { effort?: string } }).output_config?.effort,
      );
      expect(new Set(efforts), form).toEqual(new Set(['low']));
      // The lead's own requests keep the run's effort: only the teammate was given 'low'.
      const lead = runs[form].requestsOf('flotilla-lead')[0]?.body as {
        output_config?: { effort?: string };
      };
      expect(lead.output_config?.effort, form).not.toBe('low');
    }
  }, 90_000);

  it("an approved plan-mode teammate goes on in the lead's own mode (acceptEdits, the run's being default) and writes, in both forms", async () => {
    const runs = await runBoth(() => ({
      agents: {
        boss: agentFile('boss', { permissionMode: 'acceptEdits' }, 'You are boss.'),
        planner: agentFile('planner'),
      },
      config: { leadAgent: 'boss', approvePlans: 'auto' },
      scenario: {
        name: 'plan-then-write',
        agents: [
          {
            match: { agent: 'planner', last_message: 'approv|Approv' },
            repeat_last: true,
            turns: [
              {
                tool_use: [{ name: 'Write', input: { file_path: 'out.txt', content: 'hello\n' } }],
              },
            ],
          },
          {
            match: { agent: 'planner', last_message: 'Write|wrote|denied|created|File' },
            repeat_last: true,
            turns: [{ text: 'Written.' }],
          },
          {
            match: { agent: 'planner' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'ExitPlanMode', input: { plan: '1. write out.txt' } }] }],
          },
          {
            match: { agent: 'boss', last_message: 'teammate-message|task-notification' },
            repeat_last: true,
            turns: [{ text: 'Lead saw.' }],
          },
          {
            match: { agent: 'boss' },
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Planner',
                      name: 'planner',
                      team_name: team,
                      subagent_type: 'planner',
                      prompt: 'Plan, then write out.txt.',
                      mode: 'plan',
                    },
                  },
                ],
              },
              { text: 'Lead waiting.' },
            ],
          },
        ],
      },
    }));
    for (const form of forms) {
      const finished = runs[form];
      const written = await readFile(path.join(finished.repo.root, 'out.txt'), 'utf8').catch(
        () => undefined,
      );
      expect(written, form).toBe('hello\n');
      const planner = finished.result.agents.find((agent) => agent.agent_id === `planner@${team}`);
      expect(planner?.status, form).toBe('completed');
      expect(finished.result.conclusion, form).toBe('success');
    }
  }, 90_000);

  it('a teammate with isolation worktree has what it wrote committed on its branch and merged, in both forms', async () => {
    const runs = await runBoth(() => ({
      agents: { worker: agentFile('worker') },
      config: { permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'worktree',
        agents: [
          {
            match: { agent: 'worker', last_message: 'Write|wrote|created|File' },
            repeat_last: true,
            turns: [{ text: 'Written.' }],
          },
          {
            match: { agent: 'worker' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  { name: 'Write', input: { file_path: 'wt-worker.txt', content: 'hello\n' } },
                ],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              ...startWorker({ prompt: 'Make the one file.', isolation: 'worktree' }),
              { text: 'Lead done.' },
            ],
          },
        ],
      },
    }));
    for (const form of forms) {
      const { result, repo } = runs[form];
      expect(result.changes, form).toEqual([
        expect.objectContaining({ agent: 'worker', files: ['wt-worker.txt'] }),
      ]);
      expect(result.results_branch, form).toEqual(expect.any(String));
      const worker = result.agents.find((agent) => agent.agent_id === `worker@${team}`);
      expect(worker?.branch, form).toBe(result.changes[0]?.branch);
      // Nothing stays behind uncommitted in any worktree the run left.
      const worktrees = repo.run(['worktree', 'list', '--porcelain']);
      for (const [, directory] of worktrees.matchAll(/^worktree (.*)$/gm)) {
        expect(repo.run(['status', '--porcelain'], directory), `${form} ${directory}`).toBe('');
      }
      expect(result.conclusion, form).toBe('success');
    }
  }, 90_000);

  it("an MCP server the teammate went without (its agent file's server that never starts, a configured one lost in its hands) makes the run partial naming each, in both forms", async () => {
    const serverScript = path.join(projectRoot, 'test', 'support', 'mcp-test-server.mjs');
    const crash = { tool_use: [{ name: 'mcp__t__crash', input: {} }] };
    const runs = await runBoth(() => ({
      agents: {
        worker: [
          '---',
          'name: worker',
          'description: The worker agent.',
          'mcpServers:',
          '  - broken:',
          '      command: /nonexistent/bin/mcp-server',
          '---',
          '',
          'You are worker.',
          '',
        ].join('\n'),
      },
      config: {
        mcpConfigs: [
          JSON.stringify({ mcpServers: { t: { command: 'node', args: [serverScript, 't'] } } }),
        ],
        allowedTools: ['mcp__t'],
      },
      scenario: {
        name: 'mcp-went-without',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [...startWorker({ prompt: 'Call crash.' }), { text: 'Lead done.' }],
          },
          // Each crash ends the server; the fifth call finds it lost (4 stops in a row).
          {
            match: { agent: 'worker' },
            repeat_last: true,
            turns: [crash, crash, crash, crash, crash, { text: 'Done.' }],
          },
        ],
      },
    }));
    for (const form of forms) {
      const { result, logs } = runs[form];
      expect(result.conclusion, form).toBe('partial');
      expect(result.incomplete, form).toHaveLength(2);
      expect(result.incomplete, form).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'MCP server broken',
            status: 'not_started',
            reason: expect.stringContaining('did not start'),
          }),
          expect.objectContaining({
            name: 'MCP server t',
            status: 'failed',
            reason: expect.stringContaining('was lost mid-run'),
          }),
        ]),
      );
      // The lead's stderr says so as it happens, as it does for its own servers.
      const warned = (server: string, what: string) =>
        logs.some(
          (line) => line.startsWith('warning:') && line.includes(server) && line.includes(what),
        );
      expect(warned('broken', 'did not start'), form).toBe(true);
      expect(warned('MCP server', 'was lost mid-run'), form).toBe(true);
    }
    // The teammate process's own result says so too.
    const own = JSON.parse(
      await readFile(
        path.join(runs.process.stateDir, 'teammates', team, 'worker', 'results.json'),
        'utf8',
      ),
    ) as { conclusion: string };
    expect(own.conclusion).toBe('partial');
  }, 90_000);
});
