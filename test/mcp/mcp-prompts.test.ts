import { readFile } from 'node:fs/promises';
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

  it('runs /mcp__<server>__<prompt> args: a word for each argument in order, split at whitespace as Claude Code splits them', async () => {
    const outcome = await run({
      config: {
        prompt: '/mcp__p__greet Bob  "very cheerful" and calm',
        mcpConfigs: [JSON.stringify({ mcpServers: { p: server } })],
      },
      scenario,
    });
    const first = messageText(requestMessages(outcome.requestsOf('flotilla-lead')[0])[0]!);
    expect(first).toContain('<command-name>/mcp__p__greet</command-name>');
    // Claude Code 2.1.332 (observed): quotes are not special, and the words past the last
    // argument are left out.
    expect(first).toContain('Greet Bob in a "very mood.');
    expect(first).not.toContain('cheerful" and calm mood');
    expect(first).not.toContain('no command or skill of that name');
  });

  it('keeps every message of a prompt, an embedded resource and an image included', async () => {
    const outcome = await run({
      config: {
        prompt: '/mcp__p__review',
        mcpConfigs: [JSON.stringify({ mcpServers: { p: server } })],
      },
      scenario,
    });
    const first = messageText(requestMessages(outcome.requestsOf('flotilla-lead')[0])[0]!);
    expect(first).toContain(
      'Review the change.\n\nWhich checklist?\n\n[Resource from p at mem://checklist] CHECK-ONE\n\n[Image from p] Binary content (image/png, 70 bytes) saved to ',
    );
    const saved = /saved to (\S+\.png)/.exec(first)?.[1] ?? '';
    expect((await readFile(saved)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('finds a prompt listed on a later page of prompts/list', async () => {
    const outcome = await run({
      config: {
        prompt: '/mcp__p__second',
        mcpConfigs: [
          JSON.stringify({
            mcpServers: { p: { ...server, env: { ...server.env, MCP_TEST_PAGED: '1' } } },
          }),
        ],
      },
      scenario,
    });
    const first = messageText(requestMessages(outcome.requestsOf('flotilla-lead')[0])[0]!);
    expect(first).toContain('From the second page.');
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
