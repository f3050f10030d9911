// Bundled on its own (scripts/build.mjs), loaded through provider-clients.ts only when a run
// uses Bedrock or Vertex AI: these SDKs use every resource of the Anthropic API, which the main
// bundle then no longer has to load at each start. Its copy of the Anthropic SDK has its own error
// classes: the ProviderSdk carries them, so that failures are still recognised.
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import type { ClientOptions as VertexClientOptions } from '@anthropic-ai/vertex-sdk/client';
import type { BedrockAccess, VertexAccess } from '../config/provider-environment.js';
import type { ProviderSdk } from './anthropic-client.js';
import type { SdkErrorClasses } from './model-failures.js';
import type { SdkSettings } from './provider-clients.js';
import { bedrockModelId } from './provider-model-ids.js';

const errors: SdkErrorClasses = {
  APIError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
};

const cloudPlatformScope = 'https://www.googleapis.com/auth/cloud-platform';

/**
 * Amazon Bedrock through @anthropic-ai/bedrock-sdk. Credentials
 * are passed explicitly: the entry point took them out of process.env (hide-secrets.ts), so the
 * SDK's own environment lookup would find nothing. Without static keys or a Bedrock API key the
 * SDK's credential chain (profiles on disk, instance roles) applies.
 */
export async function openBedrockSdk(
  access: BedrockAccess,
  settings: SdkSettings = {},
): Promise<ProviderSdk> {
  const { AnthropicBedrock } = await import('@anthropic-ai/bedrock-sdk');
  const endpoint = access.baseUrl ?? `https://bedrock-runtime.${access.region}.amazonaws.com`;
  const common = {
    awsRegion: access.region,
    baseURL: endpoint,
    apiKey: access.bearerToken ?? null,
    skipAuth: access.skipAuth,
    maxRetries: 0,
    logLevel: 'off' as const,
    ...(settings.timeoutMs !== undefined ? { timeout: settings.timeoutMs } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  };
  const { accessKeyId, secretAccessKey } = access;
  const client =
    accessKeyId && secretAccessKey
      ? new AnthropicBedrock({
          ...common,
          awsAccessKey: accessKeyId,
          awsSecretKey: secretAccessKey,
          awsSessionToken: access.sessionToken ?? null,
        })
      : new AnthropicBedrock(common);
  return { client, endpoint, errors, modelId: (model) => bedrockModelId(model, access.region) };
}

/**
 * Google Vertex AI through @anthropic-ai/vertex-sdk. The
 * credential file (GOOGLE_APPLICATION_CREDENTIALS: a service-account key, or the workload
 * identity file google-github-actions/auth writes) is passed explicitly for the same reason as
 * Bedrock's keys; without one, Application Default Credentials apply.
 */
export async function openVertexSdk(
  access: VertexAccess,
  settings: SdkSettings = {},
): Promise<ProviderSdk> {
  const { AnthropicVertex } = await import('@anthropic-ai/vertex-sdk');
  const endpoint = access.baseUrl ?? vertexEndpoint(access.region);
  const auth = access.skipAuth
    ? { authClient: gatewayAuthClient() }
    : access.credentialsFile
      ? {
          googleAuth: new (await import('google-auth-library')).GoogleAuth({
            keyFilename: access.credentialsFile,
            scopes: cloudPlatformScope,
          }),
        }
      : {};
  const client = new AnthropicVertex({
    region: access.region,
    projectId: access.projectId ?? null,
    baseURL: endpoint,
    ...auth,
    maxRetries: 0,
    logLevel: 'off',
    ...(settings.timeoutMs !== undefined ? { timeout: settings.timeoutMs } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
  return { client, endpoint, errors, modelId: (model) => model };
}

/** Vertex AI's endpoint for a region, as the SDK and Claude Code choose it. */
function vertexEndpoint(region: string): string {
  if (region === 'global') return 'https://aiplatform.googleapis.com/v1';
  if (region === 'us' || region === 'eu')
    return `https://aiplatform.${region}.rep.googleapis.com/v1`;
  return `https://${region}-aiplatform.googleapis.com/v1`;
}

type VertexAuthClient = NonNullable<VertexClientOptions['authClient']>;

/**
 * CLAUDE_CODE_SKIP_VERTEX_AUTH: no Google credentials are looked for and no Authorization
 * header is sent; the gateway at ANTHROPIC_VERTEX_BASE_URL adds its own.
 */
function gatewayAuthClient(): VertexAuthClient {
  return {
    projectId: undefined,
    getRequestHeaders: () => Promise.resolve(new Headers()),
  } as unknown as VertexAuthClient;
}
