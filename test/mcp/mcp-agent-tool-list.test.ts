import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupRuns,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

afterEach(cleanupRuns);

const agentFile = (name: string, tools: string) =>
  `---\nname: ${name}\ndescription: Uses tools.\ntools: ${tools}\n---\n\nCall your tool.\n`;

describe("an agent's tools list naming MCP tools", () => {
  it('grants nothing for a pattern such as mcp__t__e*, as Claude Code 2.1.332, and warns; mcp__t__* grants the server', async () => {
    const spawn = (type: string) => ({
      name: 'Agent',
      input: { description: `Run ${type}`, prompt: `Task of ${type}.`, subagent_type: type },
    });
    const finished = await run({
      scenario: {
        name: 'tool-list-patterns',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [spawn('prefixed'), spawn('whole')] }, { text: 'Done.' }],
          },
          ...['prefixed', 'whole'].map((agent) => ({
            match: { agent },
            turns: [
              { tool_use: [{ name: 'mcp__t__echo', input: { text: agent } }] },
              { text: `${agent} done` },
            ],
          })),
        ],
      },
      files: {
        '.claude/agents/prefixed.md': agentFile('prefixed', 'Read, mcp__t__e*'),
        '.claude/agents/whole.md': agentFile('whole', 'Read, mcp__t__*'),
      },
      config: {
        mcpConfigs: [
          JSON.stringify({ mcpServers: { t: { command: 'node', args: [serverScript, 't'] } } }),
        ],
        allowedTools: ['mcp__t'],
      },
    });
    const [prefixedFirst, prefixedSecond] = finished.requestsOf('prefixed');
    expect(requestToolNames(prefixedFirst).filter((name) => name.startsWith('mcp__'))).toEqual([]);
    const [refused] = toolResults(requestMessages(prefixedSecond).at(-1));
    expect(refused?.isError).toBe(true);
    const [wholeFirst, wholeSecond] = finished.requestsOf('whole');
    expect(requestToolNames(wholeFirst)).toContain('mcp__t__echo');
    expect(toolResults(requestMessages(wholeSecond).at(-1))[0]?.text).toMatch(/^t echoes 'whole'/);
    expect(finished.logs.join('\n')).toContain(
      "'mcp__t__e*' in tools is a pattern, which names no tool in a tools list (as in Claude Code 2.1.332); it is ignored.",
    );
  });
});
