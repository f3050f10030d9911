import type { BedrockAccess, VertexAccess } from '../config/provider-environment.js';
import type { ProviderSdk } from './anthropic-client.js';
import type * as ProviderSdks from './provider-sdks.js';

/** What every provider client shares with the Anthropic one: our retries only, no SDK logging. */
export interface SdkSettings {
  timeoutMs?: number;
  /** A proxy's fetch (src/platform/proxy.ts). */
  fetch?: typeof fetch;
}

/**
 * The provider SDKs' module, loaded only when a run uses a provider: a bundle of its own in dist/
 * (dist/bundle/providers), which the build makes this call require (scripts/build.mjs).
 */
async function providerSdks(): Promise<typeof ProviderSdks> {
  return import(/* webpackIgnore: true */ './provider-sdks.js');
}

/** Amazon Bedrock through @anthropic-ai/bedrock-sdk. */
export async function openBedrockSdk(
  access: BedrockAccess,
  settings: SdkSettings = {},
): Promise<ProviderSdk> {
  return (await providerSdks()).openBedrockSdk(access, settings);
}

/** Google Vertex AI through @anthropic-ai/vertex-sdk. */
export async function openVertexSdk(
  access: VertexAccess,
  settings: SdkSettings = {},
): Promise<ProviderSdk> {
  return (await providerSdks()).openVertexSdk(access, settings);
}
