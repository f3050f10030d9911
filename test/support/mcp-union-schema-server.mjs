// An MCP stdio server (the SDK's low-level Server) whose tools have input schemas with oneOf,
// anyOf or allOf at the top level, as a zod union at the root produces. A call answers with its
// tool's name and arguments.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const tools = [
  {
    name: 'oneof',
    description: 'Finds a thing',
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string' }, path: { type: 'string' } },
      oneOf: [{ required: ['id'] }, { required: ['path'] }],
    },
  },
  {
    name: 'anyof',
    description: 'Takes x or y and z',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      anyOf: [
        { properties: { x: { type: 'string' } }, required: ['x'] },
        { properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['y', 'x'] },
      ],
    },
  },
  {
    name: 'allof',
    description: '',
    inputSchema: {
      type: 'object',
      properties: { z: { type: 'string' } },
      required: ['z'],
      allOf: [{ properties: { a: { type: 'string' } }, required: ['a'] }],
    },
  },
];
const server = new Server({ name: 'union', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async (request) => ({
  content: [
    {
      type: 'text',
      text: `${request.params.name} got ${JSON.stringify(request.params.arguments)}`,
    },
  ],
}));
await server.connect(new StdioServerTransport());
