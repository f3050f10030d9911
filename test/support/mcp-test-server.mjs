// A small MCP stdio server for the tests, on the SDK's server side. Each process appends its pid
// to $MCP_TEST_PID_FILE (when set), so a test can check that none is left running.
import { appendFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const name = process.argv[2] ?? 'test-server';
if (process.env.MCP_TEST_PID_FILE)
  appendFileSync(process.env.MCP_TEST_PID_FILE, `${process.pid}\n`);
if (process.env.MCP_TEST_FAIL_START) {
  process.stderr.write('refusing to start: MCP_TEST_FAIL_START is set\n');
  process.exit(3);
}

const server = new McpServer({ name, version: '1.0.0' });
server.registerTool(
  'echo',
  {
    description: 'Echoes the text back',
    inputSchema: { text: z.string().describe('Text to echo') },
  },
  async ({ text }) => ({
    content: [
      {
        type: 'text',
        text: `${name} echoes '${text}' from ${process.cwd()} (pid ${process.pid}, MCP_TEST_GREETING=${process.env.MCP_TEST_GREETING ?? ''}, ANTHROPIC_API_KEY=${process.env.ANTHROPIC_API_KEY ?? ''})`,
      },
    ],
  }),
);
server.registerTool('crash', { description: 'Exits the server' }, async () => process.exit(1));
server.registerTool('fail', { description: 'Answers with an error' }, async () => ({
  isError: true,
  content: [{ type: 'text', text: 'it failed on purpose' }],
}));
server.registerResource(
  'greeting',
  'test://greeting',
  { mimeType: 'text/plain', description: 'A greeting' },
  async (uri) => ({ contents: [{ uri: uri.href, text: `hello from ${name}` }] }),
);
await server.connect(new StdioServerTransport());
