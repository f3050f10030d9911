import {
  startAnthropicServer,
  type Reply,
  type RunningAnthropicServer,
} from './anthropic-http-server.js';
import { loadCassette, recordedMessage, type Cassette } from './cassette.js';
import type { RequestFacts } from './request-facts.js';

export interface ReplayServerOptions {
  cassetteFile: string;
  port?: number;
  /** Delay before each answer, milliseconds. */
  latencyMs?: number;
}

export interface ReplayServer extends RunningAnthropicServer {
  cassette: Cassette;
}

/**
 * Serves a recorded session again, offline: each request gets the answer recorded for the same
 * agent at the same turn; when a cassette holds several (parallel conversations of one agent),
 * the one with the same conversation and last message wins. Nothing recorded → a 400 that says so.
 */
export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const cassette = await loadCassette(options.cassetteFile);
  const serverOptions: Parameters<typeof startAnthropicServer>[0] = {
    responder: (_body, facts) => replay(cassette, facts, options.cassetteFile),
  };
  if (options.port !== undefined) serverOptions.port = options.port;
  if (options.latencyMs !== undefined) serverOptions.latencyMs = options.latencyMs;
  const server = await startAnthropicServer(serverOptions);
  return { ...server, cassette };
}

export function replay(cassette: Cassette, facts: RequestFacts, source: string): Reply {
  const candidates = cassette.interactions.filter(
    (interaction) => interaction.agent === facts.agent && interaction.turn === facts.turn,
  );
  const sameLastMessage = (candidate: (typeof candidates)[number]): boolean =>
    candidate.last_message_hash === facts.lastMessageHash;
  const chosen =
    candidates.find(
      (candidate) => candidate.conversation === facts.conversation && sameLastMessage(candidate),
    ) ??
    candidates.find(sameLastMessage) ??
    candidates.find((candidate) => candidate.conversation === facts.conversation) ??
    candidates[0] ??
    cassette.interactions.find(sameLastMessage);
  if (chosen) return { type: 'message', message: recordedMessage(chosen) };
  const recorded = [
    ...new Set(
      cassette.interactions.map(
        (interaction) => `${interaction.agent || '(none)'}@${interaction.turn}`,
      ),
    ),
  ];
  return {
    type: 'error',
    status: 400,
    errorType: 'invalid_request_error',
    message:
      `Cassette ${source} has no answer for agent '${facts.agent || '(no x-flotilla-agent header)'}' at turn ${facts.turn}. ` +
      `Recorded agent@turn: ${recorded.join(', ') || 'none'}. Record the session again if the agents changed.`,
  };
}
