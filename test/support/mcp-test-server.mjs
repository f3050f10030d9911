// A small MCP stdio server for the tests, on the SDK's server side. Each process appends its pid
// to $MCP_TEST_PID_FILE (when set), so a test can check that none is left running.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { appendFileSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const name = process.argv[2] ?? 'test-server';
if (process.env.MCP_TEST_PID_FILE)
  appendFileSync(process.env.MCP_TEST_PID_FILE, `${process.pid}\n`);
// A process of its own, as servers started by npx have: closing the server must end it too.
if (process.env.MCP_TEST_GRANDCHILD && process.env.MCP_TEST_PID_FILE) {
  const child = spawn('sleep', ['61.5'], { stdio: 'ignore' });
  appendFileSync(process.env.MCP_TEST_PID_FILE, `${child.pid}\n`);
}
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
server.registerTool('wait', { description: 'Answers after a minute' }, async () => {
  await sleep(60_000);
  return { content: [{ type: 'text', text: 'waited' }] };
});
server.registerTool(
  'big',
  {
    description: 'Answers with n characters (150,000 by default)',
    inputSchema: { n: z.number().optional() },
  },
  async ({ n }) => ({ content: [{ type: 'text', text: 'x'.repeat(n ?? 150_000) }] }),
);
// What the client offers and answers (MCP_TEST_CLIENT_REQUESTS): its capabilities and roots
// (roots/list), and its answer to an elicitation (elicitation/create).
if (process.env.MCP_TEST_CLIENT_REQUESTS) {
  const caught = (promise) => promise.catch((error) => ({ error: String(error.message) }));
  server.registerTool('roots', { description: 'Lists the client roots' }, async () => ({
    content: [
      {
        type: 'text',
        text: JSON.stringify({
          capabilities: server.server.getClientCapabilities(),
          roots: await caught(server.server.listRoots()),
        }),
      },
    ],
  }));
  server.registerTool('ask', { description: 'Asks the user' }, async () => ({
    content: [
      {
        type: 'text',
        text: JSON.stringify(
          await caught(
            server.server.elicitInput({
              message: 'Which environment?',
              requestedSchema: { type: 'object', properties: { env: { type: 'string' } } },
            }),
          ),
        ),
      },
    ],
  }));
}
server.registerTool('crash', { description: 'Exits the server' }, async () => process.exit(1));
server.registerTool('fail', { description: 'Answers with an error' }, async () => ({
  isError: true,
  content: [{ type: 'text', text: 'it failed on purpose' }],
}));
// A tool its server says only reads, and one it says destroys (MCP_TEST_ANNOTATED).
if (process.env.MCP_TEST_ANNOTATED) {
  server.registerTool(
    'lookup',
    { description: 'Looks up', annotations: { readOnlyHint: true } },
    async () => ({ content: [{ type: 'text', text: 'looked up' }] }),
  );
  server.registerTool(
    'erase',
    { description: 'Erases', annotations: { destructiveHint: true } },
    async () => ({ content: [{ type: 'text', text: 'erased' }] }),
  );
}
server.registerResource(
  'greeting',
  'test://greeting',
  { mimeType: 'text/plain', description: 'A greeting' },
  async (uri) => ({ contents: [{ uri: uri.href, text: `hello from ${name}` }] }),
);
// Two tools whose names become one tool name (mcp__<server>__a_b), listed in this order.
if (process.env.MCP_TEST_LOOKALIKES) {
  for (const tool of ['a.b', 'a_b']) {
    server.registerTool(tool, { description: `The tool named ${tool}` }, async () => ({
      content: [{ type: 'text', text: `${name} ran ${tool}` }],
    }));
  }
}
// A 1x1 PNG beside 150,000 characters of text (MCP_TEST_IMAGE): the text is capped all the same.
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
if (process.env.MCP_TEST_IMAGE) {
  server.registerTool('bigimage', { description: 'Answers with text and an image' }, async () => ({
    content: [
      { type: 'text', text: 'y'.repeat(60_000) },
      { type: 'image', data: png, mimeType: 'image/png' },
      { type: 'text', text: 'z'.repeat(90_000) },
    ],
  }));
}
// Resources listed in two pages (MCP_TEST_PAGED): the second only for the first's nextCursor.
if (process.env.MCP_TEST_PAGED) {
  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) =>
    request.params?.cursor === 'page-2'
      ? { resources: [{ uri: 'test://page-2', name: 'second' }] }
      : { resources: [{ uri: 'test://page-1', name: 'first' }], nextCursor: 'page-2' },
  );
}
// An embedded resource whose content is a PNG (a blob) and one of text (MCP_TEST_IMAGE).
if (process.env.MCP_TEST_IMAGE) {
  server.registerTool('embed', { description: 'Answers with embedded resources' }, async () => ({
    content: [
      {
        type: 'resource',
        resource: { uri: 'test://a.txt', mimeType: 'text/plain', text: 'EMBEDDED' },
      },
      { type: 'resource', resource: { uri: 'test://b.png', mimeType: 'image/png', blob: png } },
    ],
  }));
}
// Binary resources (MCP_TEST_IMAGE): a PNG, and a CSV sent as a blob, in one read.
if (process.env.MCP_TEST_IMAGE) {
  server.registerResource(
    'pixel-and-table',
    'test://pixel-and-table',
    { description: 'A PNG and a CSV, both as blobs' },
    async (uri) => ({
      contents: [
        { uri: `${uri.href}#pixel`, mimeType: 'image/png', blob: png },
        {
          uri: `${uri.href}#table`,
          mimeType: 'text/csv',
          blob: Buffer.from('name,count\nwidgets,42\n').toString('base64'),
        },
      ],
    }),
  );
}
// The file $MCP_TEST_PICTURE as an image of type $MCP_TEST_PICTURE_TYPE, in a result and embedded
// in a resource; and the other binary parts a result may have (MCP_TEST_IMAGE).
if (process.env.MCP_TEST_IMAGE) {
  const picture = () => readFileSync(process.env.MCP_TEST_PICTURE ?? '').toString('base64');
  const type = () => process.env.MCP_TEST_PICTURE_TYPE ?? 'image/png';
  server.registerTool('picture', { description: 'Answers with an image' }, async () => ({
    content: [{ type: 'image', data: picture(), mimeType: type() }],
  }));
  server.registerTool('embedpicture', { description: 'Embeds an image' }, async () => ({
    content: [
      { type: 'resource', resource: { uri: 'test://shot', mimeType: type(), blob: picture() } },
    ],
  }));
  server.registerTool(
    'media',
    { description: 'Answers with binary parts and a link' },
    async () => ({
      content: [
        { type: 'audio', data: Buffer.from('RIFF-wave').toString('base64'), mimeType: 'audio/wav' },
        {
          type: 'resource',
          resource: {
            uri: 'file:///report.pdf',
            mimeType: 'application/pdf',
            blob: Buffer.from('%PDF-1.4 report').toString('base64'),
          },
        },
        { type: 'resource_link', uri: 'file:///x.txt', name: 'x.txt', mimeType: 'text/plain' },
        {
          type: 'resource_link',
          uri: 'file:///d.txt',
          name: 'd.txt',
          description: 'the notes',
        },
      ],
    }),
  );
}
// A tool that adds another (MCP_TEST_DYNAMIC): the SDK server sends tools/list_changed.
// With MCP_TEST_STALL_RELIST, its next tools/list is never answered.
if (process.env.MCP_TEST_DYNAMIC) {
  server.registerTool('addtool', { description: 'Adds the tool added' }, async () => {
    if (process.env.MCP_TEST_STALL_RELIST) {
      server.server.setRequestHandler(ListToolsRequestSchema, () => new Promise(() => {}));
      server.sendToolListChanged();
      return { content: [{ type: 'text', text: 'added' }] };
    }
    server.registerTool('added', { description: 'Added later' }, async () => ({
      content: [{ type: 'text', text: 'the added tool ran' }],
    }));
    return { content: [{ type: 'text', text: 'added' }] };
  });
}
// A prompt, greet(who, mood?) (MCP_TEST_PROMPTS): a run's prompt /mcp__<server>__greet runs it.
if (process.env.MCP_TEST_PROMPTS) {
  server.registerPrompt(
    'greet',
    { description: 'Greets someone', argsSchema: { who: z.string(), mood: z.string().optional() } },
    ({ who, mood }) => ({
      messages: [
        {
          role: 'user',
          content: { type: 'text', text: `Greet ${who}${mood ? ` in a ${mood} mood` : ''}.` },
        },
      ],
    }),
  );
  // Prompts listed in two pages (MCP_TEST_PAGED): `second` only for the first's nextCursor.
  if (process.env.MCP_TEST_PAGED) {
    server.registerPrompt('second', { description: 'Listed on page 2' }, () => ({
      messages: [{ role: 'user', content: { type: 'text', text: 'From the second page.' } }],
    }));
    server.server.setRequestHandler(ListPromptsRequestSchema, async (request) =>
      request.params?.cursor === 'prompts-2'
        ? { prompts: [{ name: 'second', arguments: [] }] }
        : {
            prompts: [{ name: 'greet', arguments: [{ name: 'who', required: true }] }],
            nextCursor: 'prompts-2',
          },
    );
  }
  // A prompt of several messages, with an embedded text resource and an image.
  server.registerPrompt('review', { description: 'Reviews by a checklist' }, () => ({
    messages: [
      { role: 'user', content: { type: 'text', text: 'Review the change.' } },
      { role: 'assistant', content: { type: 'text', text: 'Which checklist?' } },
      {
        role: 'user',
        content: {
          type: 'resource',
          resource: { uri: 'mem://checklist', mimeType: 'text/plain', text: 'CHECK-ONE' },
        },
      },
      { role: 'user', content: { type: 'image', data: png, mimeType: 'image/png' } },
    ],
  }));
}
await server.connect(new StdioServerTransport());
