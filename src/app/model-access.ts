import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';
import {
  createAnthropicModelClient,
  defaultBaseUrl,
  type TurnRetryEvent,
} from '../model/anthropic-client.js';
import type { ModelClient } from '../model/model-client.js';
import type { RequestLimiter } from '../model/request-limiter.js';
import { startRecordingProxy, startReplayServer, startScriptedServer } from '../offline/index.js';

export interface ModelAccess {
  client: ModelClient;
  /** Where requests go: the real API, an Anthropic-compatible endpoint, or the in-process offline server. */
  endpoint: string;
  offline: boolean;
  close(): Promise<void>;
}

/**
 * Opens the model for a run: the in-process offline server (`--scenario`, `--replay`), a
 * recording proxy in front of the real endpoint (`--record`), or the endpoint itself.
 */
export async function openModelAccess(
  access: RunConfig['modelAccess'],
  onRetry?: (event: TurnRetryEvent) => void,
  limiter?: RequestLimiter,
): Promise<ModelAccess> {
  const chosen = [access.scenarioFile, access.replayFile, access.recordFile].filter(Boolean);
  if (chosen.length > 1) {
    throw new UserError('Give only one of --scenario, --replay and --record.');
  }
  const local = access.scenarioFile
    ? await startScriptedServer({ scenarioFile: access.scenarioFile })
    : access.replayFile
      ? await startReplayServer({ cassetteFile: access.replayFile })
      : undefined;
  const retries = {
    ...(access.maxRetries !== undefined ? { maxRetries: access.maxRetries } : {}),
    ...(onRetry ? { onRetry } : {}),
    ...(limiter ? { limiter } : {}),
  };
  if (local) {
    return {
      client: createAnthropicModelClient({ apiKey: 'offline', baseUrl: local.url, ...retries }),
      endpoint: local.url,
      offline: true,
      close: () => local.close(),
    };
  }
  const target = access.baseUrl ?? defaultBaseUrl;
  if (!access.apiKey && target === defaultBaseUrl) {
    throw new UserError(
      'No Anthropic API key.',
      'Set ANTHROPIC_API_KEY (or the anthropic_api_key input), point ANTHROPIC_BASE_URL at a compatible endpoint, or run offline with --scenario FILE.',
    );
  }
  if (access.recordFile) {
    const proxy = await startRecordingProxy({
      targetBaseUrl: target,
      cassetteFile: access.recordFile,
      ...(access.apiKey ? { apiKey: access.apiKey } : {}),
    });
    return {
      client: createAnthropicModelClient({ apiKey: 'recorded', baseUrl: proxy.url, ...retries }),
      endpoint: target,
      offline: false,
      close: () => proxy.close(),
    };
  }
  return {
    client: createAnthropicModelClient({
      ...(access.apiKey ? { apiKey: access.apiKey } : {}),
      baseUrl: target,
      ...retries,
    }),
    endpoint: target,
    offline: false,
    close: async () => undefined,
  };
}
