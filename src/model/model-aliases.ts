import { closestMatch } from '../agents/suggest.js';

/** The model names an agent definition may use instead of a full model id. */
export const modelAliases = ['fable', 'opus', 'sonnet', 'haiku'] as const;
export type ModelAlias = (typeof modelAliases)[number];

export const defaultModelAliases: Readonly<Record<ModelAlias, string>> = {
  fable: 'claude-fable-5',
  opus: 'claude-opus-4-8',
  sonnet: 'claude-sonnet-5',
  haiku: 'claude-haiku-4-5',
};

/** The environment variables that re-point an alias, as Claude Code reads them. */
export const aliasEnvironmentVariables: Readonly<Record<ModelAlias, string>> = {
  fable: 'ANTHROPIC_DEFAULT_FABLE_MODEL',
  opus: 'ANTHROPIC_DEFAULT_OPUS_MODEL',
  sonnet: 'ANTHROPIC_DEFAULT_SONNET_MODEL',
  haiku: 'ANTHROPIC_DEFAULT_HAIKU_MODEL',
};

export function isModelAlias(value: string): value is ModelAlias {
  return (modelAliases as readonly string[]).includes(value);
}

/** For an entry point: the alias overrides found in an environment it has read. */
export function aliasOverridesFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const alias of modelAliases) {
    const value = environment[aliasEnvironmentVariables[alias]]?.trim();
    if (value) overrides[alias] = value;
  }
  return overrides;
}

export interface ModelResolutionContext {
  /** The model of the agent that spawns this one (already a full id, or an alias). */
  parentModel: string;
  /** Alias → id overrides, merged over the defaults; may add aliases of its own. */
  aliases?: Record<string, string>;
  /** FLOTILLA_SUBAGENT_MODEL: when set, every subagent uses it whatever it asked for. */
  subagentModel?: string;
}

/**
 * The model id a request should use: `inherit` or nothing → the parent's model; an alias → its
 * configured id; anything else is taken as a full model id and passed through.
 */
export function resolveModel(
  requested: string | undefined,
  context: ModelResolutionContext,
): string {
  const aliases: Record<string, string> = { ...defaultModelAliases, ...context.aliases };
  const subagentModel = context.subagentModel?.trim();
  if (subagentModel) return resolveName(subagentModel, aliases);
  const name = requested?.trim();
  if (!name || name.toLowerCase() === 'inherit') return resolveName(context.parentModel, aliases);
  return resolveName(name, aliases);
}

function resolveName(name: string, aliases: Record<string, string>): string {
  return aliases[name.toLowerCase()] ?? name;
}

/**
 * Why a model name given at start (`--model`, the `model` input, FLOTILLA_SUBAGENT_MODEL) is
 * refused, or undefined when it may be used. Only a clear misspelling of an alias is refused —
 * one word, near a configured alias (`sonet`) —, since an Anthropic-compatible endpoint may
 * serve ids of any form (`claude-sonnet-5`, `anthropic.claude-…-v1:0`, `llama3`, `mistral`).
 */
export function unknownModelProblem(
  name: string,
  aliases: Readonly<Record<string, string>> = {},
): { message: string; hint: string } | undefined {
  const known = [...new Set([...modelAliases, ...Object.keys(aliases)])];
  const word = name.trim().replace(/\[1m\]$/i, '');
  if (known.includes(word.toLowerCase()) || !/^[A-Za-z0-9_]+$/.test(word)) return undefined;
  const match = closestMatch(word, known);
  if (match === undefined) return undefined;
  return {
    message: `Unknown model '${name}'. Did you mean '${match}'?`,
    hint: `Give an alias (${known.join(', ')}) or a full model id such as ${defaultModelAliases.sonnet}.`,
  };
}
