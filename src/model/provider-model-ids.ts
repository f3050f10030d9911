/**
 * The id a provider knows a model by. Flotilla works with first-party ids (`claude-sonnet-5-5`)
 * everywhere — prices, context windows, results — and maps them only on the wire, as Claude Code
 * does: Bedrock serves Claude through cross-region inference profiles named
 * `{geography}.anthropic.{model}`, Vertex AI under the first-party name. An id that already
 * names a Bedrock model or profile (it has a dot, or is an ARN) passes unchanged, so
 * ANTHROPIC_DEFAULT_SONNET_MODEL=eu.anthropic.claude-sonnet-5-5 works as given.
 */

/** The inference-profile geography of a Bedrock region, as Claude Code picks it. */
function bedrockGeography(region: string): string {
  const name = region.toLowerCase();
  if (name.startsWith('us-gov-')) return 'us-gov';
  if (name.startsWith('us-')) return 'us';
  if (name.startsWith('eu-')) return 'eu';
  if (name.startsWith('ap-')) return 'apac';
  return 'global';
}

/**
 * A dated id (`claude-sonnet-4-5-20250929`) is a Bedrock model of version `v1:0`, as Claude Code
 * 2.1.332 calls it (`us.anthropic.claude-sonnet-4-5-20250929-v1:0`, observed); the undated ids
 * of later models have no version on Bedrock (`us.anthropic.claude-opus-5-5`).
 */
export function bedrockModelId(model: string, region: string): string {
  if (model.startsWith('arn:') || model.includes('.') || !model.startsWith('claude-')) return model;
  const version = /-\d{8}$/.test(model) ? '-v1:0' : '';
  return `${bedrockGeography(region)}.anthropic.${model}${version}`;
}
