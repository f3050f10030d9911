import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * A stateful streamable-HTTP MCP server for the tests: each `initialize` opens a session (the SDK
 * server's own session handling), and `forgetSessions` drops them all, as a restarted server
 * does, so a request with an old session id gets 404 "Session not found".
 */
export async function startMcpSessionHttpServer(): Promise<{
  url: string;
  /** How many sessions were opened (initializations). */
  sessionsOpened(): number;
  forgetSessions(): void;
  close(): Promise<void>;
}> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let opened = 0;
  const http = createServer((request, response) => {
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const transport = sessions.get(sessionId);
      if (!transport) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32001, message: 'Session not found' },
          }),
        );
        return;
      }
      void transport.handleRequest(request, response);
      return;
    }
    const server = new McpServer({ name: 'session-test', version: '1.0.0' });
    server.registerTool(
      'echo',
      { description: 'Echoes the text back', inputSchema: { text: z.string() } },
      ({ text }) => ({ content: [{ type: 'text', text: `session echoes '${text}'` }] }),
    );
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        opened += 1;
        sessions.set(id, transport);
      },
    });
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    sessionsOpened: () => opened,
    forgetSessions: () => sessions.clear(),
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
