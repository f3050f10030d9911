import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * A streamable-HTTP MCP server for the tests (stateless: one SDK server per request), with an
 * `echo` tool; it keeps the headers of each request.
 */
export async function startMcpHttpServer(): Promise<{
  url: string;
  headers: IncomingHttpHeaders[];
  close(): Promise<void>;
}> {
  const headers: IncomingHttpHeaders[] = [];
  const http = createServer((request, response) => {
    headers.push(request.headers);
    const server = new McpServer({ name: 'http-test', version: '1.0.0' });
    server.registerTool(
      'echo',
      { description: 'Echoes the text back', inputSchema: { text: z.string() } },
      ({ text }) => ({ content: [{ type: 'text', text: `http echoes '${text}'` }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    headers,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
