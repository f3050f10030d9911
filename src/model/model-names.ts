import { canonicalModelId } from './pricing.js';

/** What an agent is told about the model it runs on. */
export interface ModelDescription {
  /** The model's name for people ("Opus 5.5"); undefined for an id Flotilla does not know. */
  name?: string;
  /** The month its training data ends ("June 2026"), where Claude Code states one. */
  knowledgeCutoff?: string;
}

/**
 * Each model's name and knowledge cutoff as Claude Code 2.1.332 tells its agents (observed on its
 * requests, `claude -p … --model <id>`). Keyed by canonical id (no date, provider prefix or
 * `[1m]`); an id not here (`claude-haiku-5`, a gateway's own name) is given by its id alone, as
 * Claude Code does.
 */
const descriptions: Readonly<Record<string, ModelDescription>> = {
  'claude-fable-5-2': { name: 'Fable 5.2', knowledgeCutoff: 'June 2026' },
  'claude-fable-5-1': { name: 'Fable 5.1', knowledgeCutoff: 'June 2026' },
  'claude-fable-5': { name: 'Fable 5', knowledgeCutoff: 'January 2026' },
  'claude-mythos-5-2': { name: 'Mythos 5.2', knowledgeCutoff: 'June 2026' },
  'claude-mythos-5-1': { name: 'Mythos 5.1', knowledgeCutoff: 'June 2026' },
  'claude-mythos-5': { name: 'Mythos 5', knowledgeCutoff: 'January 2026' },
  'claude-opus-5-5': { name: 'Opus 5.5', knowledgeCutoff: 'June 2026' },
  'claude-sonnet-5-5': { name: 'Sonnet 5.5', knowledgeCutoff: 'June 2026' },
  'claude-haiku-5-5': { name: 'Haiku 5.5', knowledgeCutoff: 'June 2026' },
  'claude-sonnet-5': { name: 'Sonnet 5', knowledgeCutoff: 'January 2026' },
  'claude-opus-4-8': { name: 'Opus 4.8', knowledgeCutoff: 'January 2026' },
  'claude-opus-4-7': { name: 'Opus 4.7', knowledgeCutoff: 'January 2026' },
  'claude-opus-4-6': { name: 'Opus 4.6', knowledgeCutoff: 'May 2025' },
  'claude-opus-4-5': { name: 'Opus 4.5', knowledgeCutoff: 'May 2025' },
  'claude-sonnet-4-6': { name: 'Sonnet 4.6', knowledgeCutoff: 'August 2025' },
  'claude-sonnet-4-5': { name: 'Sonnet 4.5', knowledgeCutoff: 'January 2025' },
  'claude-sonnet-4': { name: 'Sonnet 4', knowledgeCutoff: 'January 2025' },
  'claude-haiku-4-5': { name: 'Haiku 4.5', knowledgeCutoff: 'February 2025' },
  'claude-3-7-sonnet': { name: 'Claude 3.7 Sonnet' },
  'claude-3-5-haiku': { name: 'Claude 3.5 Haiku' },
};

export function describeModel(model: string): ModelDescription {
  return descriptions[canonicalModelId(model)] ?? {};
}
