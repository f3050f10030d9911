import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * A streamable-HTTP MCP server for the tests (stateless: one SDK server per request), with an
 * `echo` tool and a `stop` tool (the server answers, then closes for good, as one that dies
 * mid-run); it keeps the headers of each request. `port` 0: any free port.
 */
export async function startMcpHttpServer(port = 0): Promise<{
  url: string;
  port: number;
  headers: IncomingHttpHeaders[];
  close(): Promise<void>;
}> {
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    }));
  const headers: IncomingHttpHeaders[] = [];
  const http = createServer((request, response) => {
    headers.push(request.headers);
    const server = new McpServer({ name: 'http-test', version: '1.0.0' });
    server.registerTool(
      'echo',
      { description: 'Echoes the text back', inputSchema: { text: z.string() } },
      ({ text }) => ({ content: [{ type: 'text', text: `http echoes '${text}'` }] }),
    );
    server.registerTool('stop', { description: 'Stops the server for good' }, () => {
      response.on('finish', () => void stop());
      return { content: [{ type: 'text', text: 'stopping' }] };
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const { port: listening } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/mcp`,
    port: listening,
    headers,
    close: stop,
  };
}
