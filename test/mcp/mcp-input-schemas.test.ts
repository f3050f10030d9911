import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-union-schema-server.mjs');

afterEach(cleanupRuns);

const mcpConfig = JSON.stringify({
  mcpServers: { union: { command: 'node', args: [serverScript] } },
});

interface SentTool {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

/**
 * The offline server, like the API, answers 400 to a request with a tool whose input_schema has
 * oneOf, anyOf or allOf at the top level.
 */
describe('MCP tools whose input schema has oneOf, anyOf or allOf at the top level', () => {
  it('are sent flattened, the constraint in the description, as Claude Code 2.1.332 sends them, and called with the input unchanged', async () => {
    const finished = await run({
      scenario: {
        name: 'union-schemas',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'mcp__union__oneof', input: { id: '7' } },
                  { name: 'mcp__union__allof', input: { z: '1', a: '2' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
      config: { mcpConfigs: [mcpConfig], allowedTools: ['mcp__union'] },
    });
    expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');
    const [first, second] = finished.requestsOf('flotilla-lead');
    const tools = (first?.body as { tools: SentTool[] }).tools;
    const sent = (name: string) => tools.find((tool) => tool.name === `mcp__union__${name}`);
    expect(sent('oneof')).toEqual({
      name: 'mcp__union__oneof',
      description:
        'Input constraint: Provide parameters for exactly one of: (id) or (path).\n\nFinds a thing',
      input_schema: {
        type: 'object',
        properties: { id: { type: 'string' }, path: { type: 'string' } },
        required: [],
        additionalProperties: true,
      },
    });
    expect(sent('anyof')).toMatchObject({
      description:
        'Input constraint: Provide parameters for at least one of: (x) or (y, x).\n\nTakes x or y and z',
      input_schema: {
        type: 'object',
        // A property two branches define differently may be either.
        properties: {
          x: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          y: { type: 'number' },
        },
        required: ['x'],
        additionalProperties: false,
      },
    });
    expect(sent('allof')).toMatchObject({
      description:
        'Input constraint: all listed parameters apply together (flattened from a JSON Schema allOf).',
      input_schema: { required: ['z', 'a'], additionalProperties: true },
    });
    for (const tool of tools) {
      expect(Object.keys(tool.input_schema)).not.toContain('oneOf');
      expect(Object.keys(tool.input_schema)).not.toContain('anyOf');
      expect(Object.keys(tool.input_schema)).not.toContain('allOf');
    }
    expect(toolResults(requestMessages(second).at(-1)).map((result) => result.text)).toEqual([
      'oneof got {"id":"7"}',
      'allof got {"z":"1","a":"2"}',
    ]);
  });
});
