import { closestMatch } from '../agents/suggest.js';
import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';

/** The model names an agent definition may use instead of a full model id. */
export const modelAliases = ['fable', 'opus', 'sonnet', 'haiku'] as const;
export type ModelAlias = (typeof modelAliases)[number];

/**
 * The ids Claude Code 2.1.332 sends for each alias to the Anthropic API (observed on its
 * requests; test/model/alias-ids.test.ts pins them). Full ids written by a user, such as
 * `claude-opus-4-8`, are sent as written.
 */
export const defaultModelAliases: Readonly<Record<ModelAlias, string>> = {
  fable: 'claude-fable-5-2',
  opus: 'claude-opus-5-5',
  sonnet: 'claude-sonnet-5-5',
  haiku: 'claude-haiku-5-5',
};

/** Where a run's model requests go. */
type ModelProvider = RunConfig['modelAccess']['provider'];

/**
 * The aliases that name another model on Amazon Bedrock or Google Vertex AI: there Claude Code
 * 2.1.332 calls Sonnet 4.5 and Haiku 4.5 for `sonnet` and `haiku` on Bedrock, and Haiku 4.5 for
 * `haiku` on Vertex AI (observed on its requests: `us.anthropic.claude-sonnet-4-5-20250929-v1:0`,
 * `…claude-haiku-4-5-20251001-v1:0`, `models/claude-haiku-4-5@20251001`); the other aliases,
 * and no model at all, call the ids of `defaultModelAliases` there too.
 */
const providerModelAliases: Readonly<Record<ModelProvider, Partial<Record<ModelAlias, string>>>> = {
  anthropic: {},
  bedrock: { sonnet: 'claude-sonnet-4-5-20250929', haiku: 'claude-haiku-4-5-20251001' },
  vertex: { haiku: 'claude-haiku-4-5@20251001' },
};

/** The alias → id defaults of a provider, for a run's aliases to be merged over. */
export function defaultAliasesFor(provider: ModelProvider): Record<string, string> {
  return { ...defaultModelAliases, ...providerModelAliases[provider] };
}

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

/**
 * Claude Code's `opusplan`: opus while planning, sonnet otherwise. A headless run has no plan
 * mode to switch into, so it is sonnet unless the agent itself works in `plan` mode.
 */
export const opusPlanAlias = 'opusplan';

/**
 * The lead's model when nothing names one: opus with its 1M window, as Claude Code 2.1.332 runs
 * then (observed: `claude-opus-5-5`; with ANTHROPIC_DEFAULT_OPUS_MODEL set, that model with the
 * `context-1m-2025-08-07` beta, which `--model opus` does not get).
 */
const defaultRunModel = 'opus[1m]';

/**
 * Claude Code's `default` and `best`: the model a run has when nothing names one (opus with its
 * 1M window, `defaultRunModel`) and the most capable one (opus). Claude Code 2.1.332 sends
 * `claude-opus-5-5` for both (observed on its requests), the id ANTHROPIC_DEFAULT_OPUS_MODEL
 * names when set, with the 1M beta for `default` only, as with no model at all.
 */
const modelNameTargets: Readonly<Record<string, string>> = {
  default: defaultRunModel,
  best: 'opus',
};

/** Every name that is not a model id: the aliases, `opusplan`, `default` and `best`. */
const modelNames: readonly string[] = [
  ...modelAliases,
  opusPlanAlias,
  ...Object.keys(modelNameTargets),
];

/**
 * ANTHROPIC_MODEL: the lead's model when no `--model` (or `model` input) sets one. Read from the
 * process environment and from the settings files' `env`, which wins, as in Claude Code 2.1.332.
 */
export const modelEnvironmentVariable = 'ANTHROPIC_MODEL';

/**
 * CLAUDE_CODE_SUBAGENT_MODEL: the model of a subagent whose call and definition name none. Read,
 * like ANTHROPIC_MODEL, from the process environment and from the settings files' `env`, which
 * wins. Claude Code 2.1.332 (observed, `haiku`): a general-purpose agent or an agent file without
 * `model:` runs on it; `model: opus` or the Agent call's `model` still win, and `model: inherit`,
 * Explore, Plan and forks run on their parent's model.
 */
export const subagentModelEnvironmentVariable = 'CLAUDE_CODE_SUBAGENT_MODEL';

/**
 * Variables that name models, never credentials: they pass to tools like any other setting.
 * ANTHROPIC_SMALL_FAST_MODEL does not re-point `haiku` in Claude Code 2.1.332 (observed), and
 * Flotilla makes no background calls of its own, so it is only passed on.
 */
const modelVariables = new Set<string>([
  modelEnvironmentVariable,
  'ANTHROPIC_SMALL_FAST_MODEL',
  ...Object.values(aliasEnvironmentVariables),
]);

export function isModelVariable(name: string): boolean {
  return modelVariables.has(name.toUpperCase());
}

/** For an entry point: ANTHROPIC_MODEL in an environment it has read, or undefined. */
export function modelFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return environment[modelEnvironmentVariable]?.trim() || undefined;
}

/** For an entry point: CLAUDE_CODE_SUBAGENT_MODEL in an environment it has read, or undefined. */
export function subagentModelFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return environment[subagentModelEnvironmentVariable]?.trim() || undefined;
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

/** The `[1m]` suffix that asks for a model's 1M-token context window (`sonnet[1m]`). */
const millionTokenSuffix = /\[1m\]$/i;

/** The beta flag that opens the 1M window of models that do not have it by default. */
const millionTokenContextBeta = 'context-1m-2025-08-07';

/**
 * Models whose 1M window needs no beta flag: Claude Code 2.1.332 sends `context-1m-2025-08-07`
 * with `[1m]` on Opus 4.5/4.6, Sonnet 4/4.5/4.6, Haiku 4.5 and ids it does not know, and no flag
 * on Opus 4.7 and later, Sonnet 5, Haiku 5 and Fable (observed on its requests).
 */
const nativeMillionTokenModels = /^claude-(opus-4-[7-9]|opus-[5-9]|sonnet-[5-9]|haiku-[5-9]|fable)/;

/**
 * A resolved model as Flotilla carries it (`claude-sonnet-5-5[1m]`) split into the id sent to the
 * API and whether the 1M window was asked for. The suffix is kept until the wire so that the
 * context window (src/model/context-window.ts) and the beta flag can follow it.
 */
export function splitModel(model: string): { id: string; millionTokenContext: boolean } {
  const trimmed = model.trim();
  const id = trimmed.replace(millionTokenSuffix, '');
  return { id, millionTokenContext: id !== trimmed };
}

/** The beta flags a model's requests need for its context window: the 1M one, or none. */
export function contextWindowBetas(model: string): string[] {
  const { id, millionTokenContext } = splitModel(model);
  if (!millionTokenContext || nativeMillionTokenModels.test(id.toLowerCase())) return [];
  return [millionTokenContextBeta];
}

export interface ModelResolutionContext {
  /** The model of the agent that spawns this one (already a full id, or an alias). */
  parentModel: string;
  /** Alias → id overrides, merged over the defaults; may add aliases of its own. */
  aliases?: Record<string, string>;
  /** FLOTILLA_SUBAGENT_MODEL: when set, every subagent uses it whatever it asked for. */
  subagentModel?: string;
  /**
   * CLAUDE_CODE_SUBAGENT_MODEL: the model when `requested` names none (`inherit` names the
   * parent's, so it does not apply then). Only a subagent's resolution passes it.
   */
  unnamedSubagentModel?: string;
  /** The agent works in `plan` mode: `opusplan` is opus then. */
  planMode?: boolean;
}

/**
 * The model a request should use: FLOTILLA_SUBAGENT_MODEL when set; nothing → the
 * CLAUDE_CODE_SUBAGENT_MODEL model when given, else the parent's; `inherit` → the parent's
 * model; an alias → its configured id; anything else is taken as a full model id and passed
 * through. A `[1m]` suffix stays on the result (`sonnet[1m]` → `claude-sonnet-5-5[1m]`) until
 * the request is sent.
 */
export function resolveModel(
  requested: string | undefined,
  context: ModelResolutionContext,
): string {
  const aliases: Record<string, string> = { ...defaultModelAliases, ...context.aliases };
  const planMode = context.planMode ?? false;
  const subagentModel = context.subagentModel?.trim();
  if (subagentModel) return resolveName(subagentModel, aliases, planMode);
  const name = requested?.trim() || context.unnamedSubagentModel?.trim();
  if (!name || name.toLowerCase() === 'inherit') {
    return resolveName(context.parentModel, aliases, planMode);
  }
  return resolveName(name, aliases, planMode);
}

function resolveName(name: string, aliases: Record<string, string>, planMode: boolean): string {
  const { id, millionTokenContext } = splitModel(name);
  const target = modelNameTargets[id.toLowerCase()];
  if (target !== undefined) {
    const resolved = resolveName(target, aliases, planMode);
    return millionTokenContext && !splitModel(resolved).millionTokenContext
      ? `${resolved}[1m]`
      : resolved;
  }
  const word = id.toLowerCase();
  const alias = word === opusPlanAlias ? (planMode ? 'opus' : 'sonnet') : word;
  // An alias re-pointed at an id with its own suffix keeps it; `[1m]` is never doubled.
  const resolved = splitModel(aliases[alias] ?? id);
  return millionTokenContext || resolved.millionTokenContext ? `${resolved.id}[1m]` : resolved.id;
}

/**
 * Why a model name chosen for the run (`--model`, the `model` input, ANTHROPIC_MODEL, the
 * settings' `model`, FLOTILLA_SUBAGENT_MODEL) is refused, or undefined when it may be used; an
 * agent file's `model:` is checked by the same rule (with `inherit` among the `names`). Only a clear misspelling of an alias is refused —
 * one word, near a configured alias (`sonet`) —, since an Anthropic-compatible endpoint may
 * serve ids of any form (`claude-sonnet-5-5`, `anthropic.claude-…-v1:0`, `llama3`, `mistral`).
 */
export function unknownModelProblem(
  name: string,
  aliases: Readonly<Record<string, string>> = {},
  names: readonly string[] = modelNames,
): { message: string; hint: string } | undefined {
  const known = [...new Set([...names, ...Object.keys(aliases)])];
  const word = splitModel(name).id;
  if (known.includes(word.toLowerCase()) || !/^[A-Za-z0-9_]+$/.test(word)) return undefined;
  const match = closestMatch(word, known);
  if (match === undefined) return undefined;
  return {
    message: `Unknown model '${name}'. Did you mean '${match}'?`,
    hint: `Give an alias (${known.join(', ')}) or a full model id such as ${defaultModelAliases.sonnet}.`,
  };
}

/** A place that may name the run's model, and what it names there (undefined: nothing). */
export type ModelChoice = readonly [source: string, model: string | undefined];

/**
 * The lead's model: the first of `choices` that names one (Claude Code's order is `--model`,
 * then ANTHROPIC_MODEL, then the settings' `model`), else `defaultRunModel`. A misspelt alias is
 * refused wherever it comes from, with the same message `--model` gets, before any model call.
 */
export function chooseRunModel(
  choices: readonly ModelChoice[],
  aliases: Readonly<Record<string, string>> = {},
): string {
  return firstModelChoice(choices, aliases) ?? defaultRunModel;
}

/**
 * The first of `choices` that names a model, or undefined when none does; a misspelt alias is
 * refused wherever it comes from, with the same message `--model` gets, before any model call.
 */
export function firstModelChoice(
  choices: readonly ModelChoice[],
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  for (const [source, model] of choices) {
    const name = model?.trim();
    if (!name) continue;
    const unknown = unknownModelProblem(name, aliases);
    if (unknown) throw new UserError(`${source}: ${unknown.message}`, unknown.hint);
    return name;
  }
  return undefined;
}
