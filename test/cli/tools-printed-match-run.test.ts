import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * What `flotilla validate --tools` prints for an agent is what the agent sends: a real run of the
 * CLI (its own code path, in this process) against the offline server, whose request log holds
 * each agent's first request and so its tools. The agents (test/fixtures/tool-plan) cover tools
 * lists, disallowedTools, settings rules, memory, MCP servers (configured, held, inline, unknown),
 * skills, plan and delegate mode.
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/tool-plan');
const mcpServer = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const agentNames = ['plain', 'lister', 'memo', 'denier', 'mcp-user', 'delegator', 'planner'];

let repo: TempRepo;
let server: ScriptedServer | undefined;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'README.md': '# Tools\n' } });
  await cp(fixture, repo.root, { recursive: true });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await repo.cleanup();
});

async function flotilla(
  argv: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd: repo.root,
    env: { PATH: process.env.PATH ?? '', HOME: repo.dir, MCP_TEST_SERVER: mcpServer, ...env },
    isTty: false,
  };
  const status = await main(argv, io);
  return { status, stdout, stderr };
}

interface PrintedAgent {
  name: string;
  runTools: { offered: string[]; missing: { tool: string; reason: string }[] };
}

describe('the tools validate --tools prints', () => {
  it('are the tools each agent sends in its first request of a real run', async () => {
    // The run trusts the workspace, as the Action's does: so is the check of what it will load.
    const printed = await flotilla(['validate', '--tools', '--format', 'json', '--trust-project']);
    expect(printed.stderr).toBe('');
    const agents = (JSON.parse(printed.stdout) as { agents: PrintedAgent[] }).agents;
    const runTools = new Map(agents.map((agent) => [agent.name, agent.runTools]));

    server = await startScriptedServer({
      scenario: {
        name: 'tools-printed-match-run',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: agentNames.map((name) => ({
                  name: 'Agent',
                  input: { description: `Ask ${name}`, prompt: 'Say done.', subagent_type: name },
                })),
              },
              { text: 'All done.' },
            ],
            // One more turn for each background agent's notification.
            repeat_last: true,
          },
          ...agentNames.map((name) => ({
            match: { agent: name },
            turns: [{ text: `${name} done.` }],
          })),
        ],
      },
    });
    const run = await flotilla(['run', '--prompt', 'Ask every agent.', '--trust-project'], {
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-ant-test-key-for-the-offline-server',
    });
    expect(run.stderr).not.toMatch(/internal error/i);
    expect(run.status).toBe(0);

    for (const name of agentNames) {
      const first = server.requests.find((request) => request.agent === name);
      if (!first) throw new Error(`agent '${name}' sent no request`);
      // The API's web search is declared under its own name, web_search.
      const sent = (first.body as { tools: { name: string }[] }).tools.map((tool) =>
        tool.name === 'web_search' ? 'WebSearch' : tool.name,
      );
      const offered = runTools.get(name)?.offered ?? [];
      // `mcp__docs__*` stands for every tool the server offers, which only starting it tells;
      // so do the resource tools a server with resources adds.
      const every = (tool: string) => tool.replace(/^(mcp__[^_]+(?:_[^_]+)*)__.+$/, '$1__*');
      const shown = sent
        .map((tool) => (offered.includes(every(tool)) ? every(tool) : tool))
        .filter((tool, index, all) => all.indexOf(tool) === index)
        .filter((tool) => !/^(List|Read)McpResource/.test(tool));
      expect({ name, sent: shown }).toEqual({ name, sent: offered });
    }
    expect(runTools.get('plain')?.offered).toContain('mcp__docs__*');
    expect(runTools.get('denier')?.offered).toContain('mcp__docs__*');

    // What the agents show: settings, memory, skills, MCP, modes and depth all decide.
    expect(runTools.get('plain')?.offered).toEqual(
      expect.arrayContaining(['WebSearch', 'Skill', 'SendMessage']),
    );
    expect(runTools.get('plain')?.offered).not.toContain('NotebookEdit');
    expect(runTools.get('plain')?.offered).not.toContain('Agent');
    expect(runTools.get('memo')?.offered).toEqual([
      'Read',
      'Write',
      'Edit',
      'Glob',
      'ReportFindings',
    ]);
    expect(runTools.get('delegator')?.offered).toEqual([
      'TodoWrite',
      'SendMessage',
      'TaskOutput',
      'ReportFindings',
    ]);
    expect(runTools.get('planner')?.offered).toEqual([
      'Read',
      'Glob',
      'ExitPlanMode',
      'ReportFindings',
    ]);
    expect(runTools.get('mcp-user')?.offered).toEqual([
      'Read',
      'ReportFindings',
      'mcp__docs__echo',
      'mcp__own__echo',
    ]);
    const missing = (name: string) =>
      Object.fromEntries((runTools.get(name)?.missing ?? []).map((m) => [m.tool, m.reason]));
    expect(Object.keys(missing('lister'))).toEqual([
      'Grep',
      'Agent',
      'TaskCreate',
      'ExitPlanMode',
      'Monitor',
    ]);
    expect(Object.keys(missing('mcp-user'))).toEqual(['mcp__held__echo', 'mcp__nowhere__find']);
    expect(missing('delegator')).toEqual({
      Read: expect.stringMatching(/^permission mode 'delegate'/),
      mcp__docs__echo: expect.stringMatching(/^permission mode 'delegate'/),
    });
  });
});
