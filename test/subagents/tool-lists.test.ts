import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  notificationStatuses,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
  type FinishedRun,
} from './harness.js';

afterEach(cleanupRuns);

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

const spawn = (type: string, background = false) => ({
  name: 'Agent',
  input: {
    description: `Run ${type}`,
    prompt: `Work as ${type}.`,
    subagent_type: type,
    run_in_background: background,
  },
});

/** The lead spawns, then says it is done (again after each notification). */
const leadSpawning = (...calls: Array<ReturnType<typeof spawn>>) => ({
  match: { agent: 'flotilla-lead' },
  repeat_last: true,
  turns: [{ tool_use: calls }, { text: 'Done.' }],
});

const answering = (...names: string[]) =>
  names.map((name) => ({ match: { agent: name }, turns: [{ text: `${name} answered.` }] }));

/** The results the lead got for its spawns, by agent type. */
function spawnResults(finished: FinishedRun): Map<string, { text: string; isError: boolean }> {
  const [first, second] = finished.requestsOf('flotilla-lead');
  const calls = requestMessages(second).find((message) => message.role === 'assistant');
  const types = new Map<string, string>();
  if (calls && typeof calls.content !== 'string') {
    for (const block of calls.content) {
      if (block.type === 'tool_use')
        types.set(block.id, (block.input as { subagent_type: string }).subagent_type);
    }
  }
  expect(first).toBeDefined();
  return new Map(
    toolResults(requestMessages(second).at(-1)).map((result) => [
      types.get(result.id) ?? result.id,
      result,
    ]),
  );
}

describe("an agent's tools list, as Claude Code 2.1.332 spawns it", () => {
  it('gives an agent whose tools are empty as written no tools, and tells the lead so', async () => {
    const finished = await run({
      agents: {
        bracketed: agentFile('bracketed', { tools: '[]' }),
        bare: agentFile('bare', { tools: '' }),
      },
      scenario: {
        name: 'empty-tools',
        agents: [
          leadSpawning(spawn('bracketed'), spawn('bare')),
          ...answering('bracketed', 'bare'),
        ],
      },
    });
    // Claude Code sends `tools: []`; Flotilla keeps only its output channel.
    expect(requestToolNames(finished.requestsOf('bracketed')[0])).toEqual(['ReportFindings']);
    expect(requestToolNames(finished.requestsOf('bare')[0])).toEqual(['ReportFindings']);
    const agentTool = (
      finished.requestsOf('flotilla-lead')[0]?.body as {
        tools: Array<{ name: string; description: string }>;
      }
    ).tools.find((tool) => tool.name === 'Agent');
    const lines = agentTool?.description.split('\n') ?? [];
    expect(lines).toContain('- bracketed: The bracketed agent. (Tools: None)');
    expect(lines).toContain('- bare: The bare agent. (Tools: None)');
    expect(finished.result.conclusion).toBe('success');
  });

  it('does not start an agent whose list names no tool it can have: the lead hears why, and the run is partial', async () => {
    const finished = await run({
      agents: {
        gallery: agentFile('gallery', {
          tools: 'mcp__meigen__search_gallery, mcp__meigen__get_inspiration',
        }),
        lower: agentFile('lower', { tools: 'read, grep, bash' }),
        emptied: agentFile('emptied', { tools: 'Read', disallowedTools: 'Read' }),
      },
      scenario: {
        name: 'unresolved-tools',
        agents: [
          leadSpawning(spawn('gallery', true), spawn('lower'), spawn('emptied')),
          ...answering('gallery', 'lower', 'emptied'),
        ],
      },
    });
    expect(finished.requestsOf('gallery')).toEqual([]);
    expect(finished.requestsOf('lower')).toEqual([]);
    // A list that resolved and that disallowedTools empties runs with no tools, as in Claude Code.
    expect(requestToolNames(finished.requestsOf('emptied')[0])).toEqual(['ReportFindings']);

    const results = spawnResults(finished);
    expect(results.get('lower')).toMatchObject({
      isError: true,
      text: expect.stringMatching(
        /^Agent 'lower' failed: its tools list names no tool it can have, so it is not started rather than run with none \(read: unknown tool; grep: unknown tool; bash: unknown tool\)\. Fix the tools list in .*lower\.md/,
      ),
    });
    expect(results.get('emptied')?.isError).toBe(false);
    expect(results.get('gallery')?.text).toMatch(/^Async agent launched/);

    // In the background: a failed notification that says which entries gave nothing and why.
    const galleryRecord = finished.result.agents.find((agent) => agent.name === 'gallery');
    const leadMessages = requestMessages(finished.requestsOf('flotilla-lead').at(-1));
    expect(notificationStatuses(leadMessages, galleryRecord?.agent_id ?? '?')).toEqual(['failed']);
    expect(leadMessages.map(messageText).join('\n')).toContain(
      '(mcp__meigen__search_gallery: an MCP tool: offered only when its server is configured for the run; mcp__meigen__get_inspiration: an MCP tool: offered only when its server is configured for the run)',
    );

    for (const name of ['gallery', 'lower']) {
      expect(finished.result.agents.find((agent) => agent.name === name)).toMatchObject({
        status: 'failed',
        turns: 0,
      });
    }
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete.map((agent) => agent.name).sort()).toEqual([
      'gallery',
      'lower',
    ]);
  });

  it('resolves MCP entries against what the server offers when it starts', async () => {
    const finished = await run({
      files: {
        '.mcp.json': JSON.stringify({
          mcpServers: { docs: { command: 'node', args: [serverScript, 'docs'] } },
        }),
        '.claude/settings.json': JSON.stringify({ enabledMcpjsonServers: ['docs'] }),
      },
      agents: {
        offered: agentFile('offered', { tools: 'mcp__docs__echo' }),
        absent: agentFile('absent', { tools: 'mcp__docs__nonexistent' }),
      },
      scenario: {
        name: 'mcp-tools-list',
        agents: [
          leadSpawning(spawn('offered'), spawn('absent')),
          ...answering('offered', 'absent'),
        ],
      },
    });
    expect(requestToolNames(finished.requestsOf('offered')[0])).toContain('mcp__docs__echo');
    expect(finished.requestsOf('absent')).toEqual([]);
    expect(spawnResults(finished).get('absent')).toMatchObject({
      isError: true,
      text: expect.stringContaining(
        "(mcp__docs__nonexistent: MCP server 'docs' offers no tool of that name)",
      ),
    });
  });
});
