import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, messageText, requestMessages, run } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const server = { command: 'node', args: [serverScript, 'p'], env: { MCP_TEST_PROMPTS: '1' } };
const scenario = {
  name: 'mcp-prompt',
  agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Greeted.' }] }],
};

describe("an MCP server's prompt as a command", () => {
  afterEach(cleanupRuns);

  it('runs /mcp__<server>__<prompt> args: its words fill the arguments in order', async () => {
    const outcome = await run({
      config: {
        prompt: '/mcp__p__greet Bob cheerful and calm',
        mcpConfigs: [JSON.stringify({ mcpServers: { p: server } })],
      },
      scenario,
    });
    const first = messageText(requestMessages(outcome.requestsOf('flotilla-lead')[0])[0]!);
    expect(first).toContain('<command-name>/mcp__p__greet</command-name>');
    expect(first).toContain('Greet Bob in a cheerful and calm mood.');
    expect(first).not.toContain('no command or skill of that name');
  });

  it('refuses a prompt without its required arguments, naming them', async () => {
    await expect(
      run({
        config: {
          prompt: '/mcp__p__greet',
          mcpConfigs: [JSON.stringify({ mcpServers: { p: server } })],
        },
        scenario,
      }),
    ).rejects.toThrow("The prompt /mcp__p__greet needs 'who'.");
  });
});
