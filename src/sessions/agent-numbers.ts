import { highestNumberIn, type MessageParam } from '../model/types.js';

/** `a<n>-<name>`, the form of the ids src/subagents/subagent-hub.ts gives (agentIdFor). */
const agentId = /(?<![A-Za-z0-9_-])a(\d{1,9})-[A-Za-z0-9]/g;

/**
 * The highest `n` of an `a<n>-…` agent id the conversation mentions anywhere (launch results,
 * notifications, the lead's own calls and text): a resumed run numbers its agents after it, so an
 * id never names two agents in one conversation. Text that merely looks like an id only skips
 * numbers, which costs nothing.
 */
export function highestAgentNumber(messages: readonly MessageParam[]): number {
  return highestNumberIn(messages, agentId);
}
