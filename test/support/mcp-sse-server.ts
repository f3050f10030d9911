import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { z } from 'zod';

/**
 * An MCP server on the SSE transport (the protocol's older HTTP transport: a GET opens an event
 * stream, the client POSTs its messages to the endpoint that stream names), with an `echo` tool.
 * It keeps the headers of each request and counts the streams open now.
 */
export async function startMcpSseServer(): Promise<{
  url: string;
  headers: IncomingHttpHeaders[];
  /** Event streams open now (one per connected client). */
  openStreams(): number;
  close(): Promise<void>;
}> {
  const headers: IncomingHttpHeaders[] = [];
  const transports = new Map<string, SSEServerTransport>();
  const http = createServer((request, response) => {
    headers.push(request.headers);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', response);
      const server = new McpServer({ name: 'sse-test', version: '1.0.0' });
      server.registerTool(
        'echo',
        { description: 'Echoes the text back', inputSchema: { text: z.string() } },
        ({ text }) => ({ content: [{ type: 'text', text: `sse echoes '${text}'` }] }),
      );
      transports.set(transport.sessionId, transport);
      response.on('close', () => {
        transports.delete(transport.sessionId);
        void server.close();
      });
      void server.connect(transport);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/messages') {
      const transport = transports.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) {
        response.writeHead(404).end('no such session');
        return;
      }
      void transport.handlePostMessage(request, response);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sse`,
    headers,
    openStreams: () => transports.size,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
