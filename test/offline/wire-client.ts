import { afterEach } from 'vitest';
import {
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';

/** Plain-fetch access to the scripted server (no SDK in between), for wire-level tests. */

const servers: ScriptedServer[] = [];

/** Call at the top of a test file: closes what `serve` started, after each test. */
export function closeServersAfterEach(): void {
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
}

export async function serve(scenario: ScenarioInput): Promise<ScriptedServer> {
  const server = await startScriptedServer({ scenario });
  servers.push(server);
  return server;
}

export interface WireRequest {
  agent?: string;
  stream?: boolean;
  system?: unknown;
  messages?: unknown[];
  tools?: unknown[];
  path?: string;
}

export async function post(server: ScriptedServer, request: WireRequest = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-api-key': 'sk-test',
  };
  if (request.agent) headers['x-flotilla-agent'] = request.agent;
  return fetch(`${server.url}${request.path ?? '/v1/messages'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: 'claude-sonnet-5',
      max_tokens: 100,
      stream: request.stream ?? false,
      system: request.system ?? 'You review code.',
      messages: request.messages ?? [{ role: 'user', content: 'Review it.' }],
      tools: request.tools ?? [],
    }),
  });
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const lines = frame.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export const reviewer: ScenarioInput = {
  name: 'wire',
  agents: [
    {
      match: { agent: 'reviewer' },
      turns: [
        {
          text: 'Looking at the code for calls to eval.',
          tool_use: [
            { name: 'Grep', input: { pattern: 'eval\\(', path: 'src', output_mode: 'content' } },
            { name: 'Read', input: { file_path: 'src/index.ts' } },
          ],
        },
        { text: 'Done.' },
      ],
    },
  ],
};
