import type { LimitKind } from '../errors.js';
import type { StopReason, ToolUseBlock } from '../model/types.js';

/** What the loop does after a model turn: loop control as data. */
export type NextStep =
  | { type: 'run_tools'; calls: ToolUseBlock[] }
  /** The API paused a long turn (its server tools were still at work): send it back to go on. */
  | { type: 'resume' }
  /** `text` is the answer trimmed; `raw` its text as sent, to be joined after a cut answer. */
  | { type: 'end_turn'; text: string; raw: string; stopReason: StopReason | null }
  /**
   * The API cut the answer short, with no tool call to run: at the output token limit (the
   * model is asked to resume) or at the context window (the conversation is compacted). `text`
   * is the cut text as sent, untrimmed, to be joined with what follows.
   */
  | { type: 'cut'; limit: 'max_tokens' | 'context_window'; text: string }
  /**
   * A safety classifier stopped the answer (stop_reason `refusal`): `text` is what it wrote
   * before the stop, `calls` its tool calls, which are never run.
   */
  | { type: 'refused'; text: string; calls: ToolUseBlock[] }
  | { type: 'stop'; status: AgentEndStatus; reason: string };

/**
 * Resumes asked for in a row after answers cut at the output token limit, before the agent
 * fails with what it wrote (Claude Code 2.1.332 also asks three times).
 */
export const maxOutputLimitResumes = 3;

/** The user turn that asks the model to go on with an answer cut at the output token limit. */
export const outputLimitResumeText =
  '<system-reminder>\nYour last answer was cut off at the output token limit. Go on exactly ' +
  'where it stopped, mid-sentence if that is where it was cut, without repeating anything or ' +
  'apologizing; if much is left, split it into smaller steps.\n</system-reminder>';

/**
 * Answers stopped by a safety classifier that an agent is sent back after, over its whole run,
 * before it fails with what it wrote: Claude Code 2.1.332 asks again once, and ends at the
 * second stop even when turns went well in between.
 */
export const maxRefusalRetries = 1;

/** The user turn after an answer a safety classifier stopped: no failure of a tool or the API. */
export const refusalReminderText =
  '<system-reminder>\nA safety classifier stopped your last answer (stop_reason refusal); no ' +
  'tool or API failed. Whatever came after the stop was withheld, and none of its tool calls ' +
  'ran. Do not write that content again in any wording: go on with the task another way, or ' +
  'say plainly what you will not do.\n</system-reminder>';

/** The result of a tool call in an answer a safety classifier stopped. */
export const refusedCallText =
  'Not run: the answer that made this call was stopped by a safety classifier.';

export type AgentEndStatus = 'completed' | 'failed' | 'killed' | LimitKind;

/** Why an agent may not start another model call, or undefined when it may. */
export function stopBeforeTurn(state: {
  turns: number;
  maxTurns: number;
  signal: AbortSignal;
  budgetExceeded: LimitKind | undefined;
}): Extract<NextStep, { type: 'stop' }> | undefined {
  if (state.signal.aborted) return stopForAbort(state.signal);
  if (state.budgetExceeded)
    return { type: 'stop', status: state.budgetExceeded, reason: 'The run budget is spent.' };
  if (state.turns >= state.maxTurns)
    return {
      type: 'stop',
      status: 'max_turns',
      reason: `Reached the turn limit (${state.maxTurns}).`,
    };
  return undefined;
}

/** An abort's reason says why: a LimitError (timeout, budget) or a stop request (killed). */
export function stopForAbort(signal: AbortSignal): Extract<NextStep, { type: 'stop' }> {
  const reason: unknown = signal.reason;
  if (
    reason &&
    typeof reason === 'object' &&
    'limit' in reason &&
    typeof reason.limit === 'string'
  ) {
    const message = reason instanceof Error ? reason.message : String(reason.limit);
    return { type: 'stop', status: reason.limit as LimitKind, reason: message };
  }
  // A stop with a stated reason (the run was cancelled, the run ended) keeps it.
  const stated = reason instanceof Error && reason.name !== 'AbortError' ? reason.message : '';
  return { type: 'stop', status: 'killed', reason: stated || 'The agent was stopped.' };
}
