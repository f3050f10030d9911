/**
 * The id a provider knows a model by. Flotilla works with first-party ids (`claude-sonnet-5`)
 * everywhere — prices, context windows, results — and maps them only on the wire, as Claude Code
 * does: Bedrock serves Claude through cross-region inference profiles named
 * `{geography}.anthropic.{model}`, Vertex AI under the first-party name. An id that already
 * names a Bedrock model or profile (it has a dot, or is an ARN) passes unchanged, so
 * ANTHROPIC_DEFAULT_SONNET_MODEL=eu.anthropic.claude-sonnet-5-v1:0 works as given.
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

export function bedrockModelId(model: string, region: string): string {
  if (model.startsWith('arn:') || model.includes('.') || !model.startsWith('claude-')) return model;
  return `${bedrockGeography(region)}.anthropic.${model}`;
}
