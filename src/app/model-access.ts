import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';
import {
  createAnthropicModelClient,
  defaultBaseUrl,
  type ProviderSdk,
  type TurnRetryEvent,
} from '../model/anthropic-client.js';
import type { ModelClient } from '../model/model-client.js';
import type { RequestLimiter } from '../model/request-limiter.js';
import { openBedrockSdk, openVertexSdk, type SdkSettings } from '../model/provider-clients.js';
import { nodeHttpFetch } from '../platform/http-fetch.js';
import { proxiedFetch } from '../platform/proxy.js';
import type * as OfflineServers from '../offline/index.js';
import type { Redactor } from '../publish/redact.js';

export interface ModelAccess {
  client: ModelClient;
  /** Where requests go: the real API, an Anthropic-compatible endpoint, or the in-process offline server. */
  endpoint: string;
  offline: boolean;
  close(): Promise<void>;
}

/** Whether the run has a way to pay for model calls: a key, an OAuth token, or Bedrock / Vertex AI. */
export function hasModelCredentials(access: RunConfig['modelAccess']): boolean {
  return Boolean(
    access.apiKey ||
    access.authToken ||
    access.apiKeyHelper ||
    access.oauthToken ||
    access.provider !== 'anthropic',
  );
}

/**
 * Opens the model for a run: the in-process offline server (`--scenario`, `--replay`), a
 * recording proxy in front of the real endpoint (`--record`), or the endpoint itself. `redact`
 * (the run's redactor) rewrites what a recording keeps.
 */
export async function openModelAccess(
  access: RunConfig['modelAccess'],
  onRetry?: (event: TurnRetryEvent) => void,
  limiter?: RequestLimiter,
  redact?: Redactor,
): Promise<ModelAccess> {
  const chosen = [access.scenarioFile, access.replayFile, access.recordFile].filter(Boolean);
  if (chosen.length > 1) {
    throw new UserError('Give only one of --scenario, --replay and --record.');
  }
  const local = access.scenarioFile
    ? await (await offline()).startScriptedServer({ scenarioFile: access.scenarioFile })
    : access.replayFile
      ? await (await offline()).startReplayServer({ cassetteFile: access.replayFile })
      : undefined;
  const clientSettings = {
    ...(access.maxRetries !== undefined ? { maxRetries: access.maxRetries } : {}),
    ...(access.maxThinkingTokens !== undefined
      ? { maxThinkingTokens: access.maxThinkingTokens }
      : {}),
    ...(access.timeoutMs !== undefined ? { timeoutMs: access.timeoutMs } : {}),
    ...(onRetry ? { onRetry } : {}),
    ...(limiter ? { limiter } : {}),
  };
  // The offline servers are local: only requests that leave the machine take the proxy.
  // Requests the proxy does not take (loopback, NO_PROXY) go as they would with no proxy set:
  // the Anthropic client's over node:http, the cloud SDKs' over their own default fetch.
  const viaProxy = (direct?: typeof fetch) =>
    access.proxy ? { fetch: proxiedFetch(access.proxy, direct) } : {};
  if (local) {
    return {
      client: createAnthropicModelClient({
        apiKey: 'offline',
        baseUrl: local.url,
        ...clientSettings,
      }),
      endpoint: local.url,
      offline: true,
      close: () => local.close(),
    };
  }
  if (access.provider !== 'anthropic') {
    if (access.recordFile) {
      throw new UserError(
        `--record records the Anthropic API only; the run is set to use ${providerName(access.provider)}.`,
        'Unset CLAUDE_CODE_USE_BEDROCK / CLAUDE_CODE_USE_VERTEX to record, or run without --record.',
      );
    }
    const provider = await openProvider(access, viaProxy());
    return {
      client: createAnthropicModelClient({ provider, ...clientSettings }),
      endpoint: provider.endpoint,
      offline: false,
      close: async () => undefined,
    };
  }
  const target = access.baseUrl ?? defaultBaseUrl;
  if (!hasModelCredentials(access) && target === defaultBaseUrl) {
    throw new UserError(
      'No Anthropic API key.',
      'Set ANTHROPIC_API_KEY (or the anthropic_api_key input), ANTHROPIC_AUTH_TOKEN, an apiKeyHelper in the settings, or CLAUDE_CODE_OAUTH_TOKEN (or the claude_code_oauth_token input), use Bedrock or Vertex AI (CLAUDE_CODE_USE_BEDROCK, CLAUDE_CODE_USE_VERTEX), point ANTHROPIC_BASE_URL at a compatible endpoint, or run offline with --scenario FILE.',
    );
  }
  // What a request carries to the endpoint, the same whether or not it is recorded.
  const credentials = {
    ...(access.apiKey ? { apiKey: access.apiKey } : {}),
    ...(access.oauthToken ? { oauthToken: access.oauthToken } : {}),
    ...(access.authToken ? { authToken: access.authToken } : {}),
    ...(access.apiKeyHelper ? { apiKeyHelper: access.apiKeyHelper } : {}),
    ...(access.customHeaders ? { defaultHeaders: access.customHeaders } : {}),
    ...(access.betas ? { betas: access.betas } : {}),
  };
  if (access.recordFile) {
    // The client sends its credentials to the loopback proxy, which passes them (and the custom
    // headers) upstream; the cassette holds only answers.
    const proxy = await (
      await offline()
    ).startRecordingProxy({
      targetBaseUrl: target,
      cassetteFile: access.recordFile,
      ...(access.customHeaders ? { headers: access.customHeaders } : {}),
      ...(redact ? { redact } : {}),
    });
    return {
      client: createAnthropicModelClient({ ...credentials, baseUrl: proxy.url, ...clientSettings }),
      endpoint: target,
      offline: false,
      close: () => proxy.close(),
    };
  }
  return {
    client: createAnthropicModelClient({
      ...credentials,
      baseUrl: target,
      ...clientSettings,
      ...viaProxy(nodeHttpFetch),
    }),
    endpoint: target,
    offline: false,
    close: async () => undefined,
  };
}

function providerName(provider: RunConfig['modelAccess']['provider']): string {
  return { anthropic: 'the Anthropic API', bedrock: 'Amazon Bedrock', vertex: 'Google Vertex AI' }[
    provider
  ];
}

function openProvider(
  access: RunConfig['modelAccess'],
  settings: SdkSettings,
): Promise<ProviderSdk> {
  if (access.provider === 'bedrock' && access.bedrock) {
    return openBedrockSdk(access.bedrock, settings);
  }
  if (access.provider === 'vertex' && access.vertex) return openVertexSdk(access.vertex, settings);
  throw new UserError(
    `The run is set to use ${providerName(access.provider)} but has no settings for it.`,
  );
}

/**
 * The offline servers (their scenario schemas, prompt-cache simulation, fault injection) load
 * only for a run that uses one: a run against a real endpoint never compiles them.
 */
function offline(): Promise<typeof OfflineServers> {
  return import('../offline/index.js');
}
