import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A second Anthropic-compatible server, written independently of src/offline on purpose: if both
 * shared a misunderstanding of the wire format, tests against only one of them could not see it.
 * Plain node:http, SSE written by hand. Turn index = assistant messages in the request.
 */
export interface MinimalTurn {
  text?: string;
  /** Text blocks after `text`, each its own block (a preamble, then the answer). */
  texts?: string[];
  toolUse?: Array<{ name: string; input: unknown }>;
  /** The model the answer names, as a gateway names its own (default: the one asked for). */
  model?: string;
  /** Token counts reported instead of the ones made up from the sizes. */
  usage?: { input_tokens: number; output_tokens: number };
}

export interface MinimalAnthropicServer {
  url: string;
  close(): Promise<void>;
  /** Parsed request bodies, in arrival order. */
  requests: unknown[];
}

interface RequestBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role?: string }>;
}

/** One script for every request, or one per agent (the `x-flotilla-agent` header). */
export async function startMinimalAnthropicServer(
  script: MinimalTurn[] | Record<string, MinimalTurn[]>,
): Promise<MinimalAnthropicServer> {
  const requests: unknown[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as RequestBody;
      requests.push(body);
      if (request.method !== 'POST' || !request.url?.startsWith('/v1/messages')) {
        return sendError(
          response,
          404,
          'not_found_error',
          `No route ${request.method} ${request.url}`,
        );
      }
      const turnIndex = (body.messages ?? []).filter(
        (message) => message.role === 'assistant',
      ).length;
      const agent = String(request.headers['x-flotilla-agent'] ?? '');
      const turns = Array.isArray(script) ? script : (script[agent] ?? []);
      const turn = turns[turnIndex];
      if (!turn) {
        return sendError(
          response,
          400,
          'invalid_request_error',
          `minimal server: no turn ${turnIndex} scripted (${turns.length} given)`,
        );
      }
      const content: Array<Record<string, unknown>> = [];
      for (const text of [turn.text ?? '', ...(turn.texts ?? [])].filter(Boolean))
        content.push({ type: 'text', text, citations: null });
      (turn.toolUse ?? []).forEach((use, index) => {
        content.push({
          type: 'tool_use',
          id: `toolu_min_${turnIndex}_${index}`,
          name: use.name,
          input: use.input,
        });
      });
      const stopReason = turn.toolUse?.length ? 'tool_use' : 'end_turn';
      const usage = turn.usage ?? {
        input_tokens: raw.length >> 2,
        output_tokens: JSON.stringify(content).length >> 2,
      };
      const message = {
        id: `msg_min_${turnIndex}`,
        type: 'message',
        role: 'assistant',
        model: turn.model ?? body.model,
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage,
      };
      if (!body.stream) {
        response.writeHead(200, {
          'content-type': 'application/json',
          'request-id': `req_min_${requests.length}`,
        });
        return response.end(JSON.stringify(message));
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'request-id': `req_min_${requests.length}`,
      });
      const send = (event: string, data: unknown): void => {
        response.write(`event: ${event}\r\ndata: ${JSON.stringify(data)}\r\n\r\n`);
      };
      send('message_start', {
        type: 'message_start',
        message: {
          ...message,
          content: [],
          stop_reason: null,
          usage: { ...usage, output_tokens: 1 },
        },
      });
      send('ping', { type: 'ping' });
      content.forEach((block, index) => {
        if (block.type === 'text') {
          send('content_block_start', {
            type: 'content_block_start',
            index,
            content_block: { type: 'text', text: '' },
          });
          const text = String(block.text);
          const middle = Math.ceil(text.length / 2);
          for (const piece of [text.slice(0, middle), text.slice(middle)]) {
            if (piece)
              send('content_block_delta', {
                type: 'content_block_delta',
                index,
                delta: { type: 'text_delta', text: piece },
              });
          }
        } else {
          send('content_block_start', {
            type: 'content_block_start',
            index,
            content_block: { ...block, input: {} },
          });
          const json = JSON.stringify(block.input);
          for (let start = 0; start < json.length; start += 5) {
            send('content_block_delta', {
              type: 'content_block_delta',
              index,
              delta: { type: 'input_json_delta', partial_json: json.slice(start, start + 5) },
            });
          }
        }
        send('content_block_stop', { type: 'content_block_stop', index });
      });
      send('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: usage.output_tokens },
      });
      send('message_stop', { type: 'message_stop' });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function sendError(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_min_error_${status}`,
  });
  response.end(JSON.stringify({ type: 'error', error: { type, message } }));
}
