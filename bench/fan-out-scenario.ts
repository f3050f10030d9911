import type { ScenarioInput } from '../src/offline/index.js';

/** The lead's agent name, as sent in the x-flotilla-agent header (src/app/lead-agent.ts). */
export const leadName = 'flotilla-lead';
/** The subagent type every spawned agent uses: a built-in whose tools include Glob. */
export const subagentType = 'general-purpose';
/** The agent name of the baseline's bare model calls (no Flotilla around them). */
export const chainAgent = 'bench-chain';

export interface FanOutScenarioOptions {
  /** The fan-out sizes N this scenario answers (the lead's prompt says which one is running). */
  sizes: readonly number[];
  /** Model turns per subagent: K-1 that call Glob, then one that ends. */
  turns: number;
  /** Latency before the first byte of every response, milliseconds. */
  latencyMs: number;
}

/** The lead's prompt for a fan-out of `agents` subagents; the scenario keys its launch turn on it. */
export function fanOutPrompt(agents: number): string {
  return `Bench fan-out of ${agents} agents.`;
}

function taskPrompt(index: number, agents: number): string {
  return `Bench task ${index} of ${agents}: list the text files, then report.`;
}

/**
 * The fan-out scenario, one for every size so that one server can answer all runs:
 * - the lead's first turn (its last message is the prompt) launches N Agent calls with
 *   run_in_background: true; for N = 0 it just answers;
 * - its next turn (after the launch results) ends, while the subagents run;
 * - whenever its last message carries task notifications it answers with a summary, however
 *   many batches they arrive in (`repeat_last`);
 * - each subagent calls Glob in K-1 turns, then ends;
 * - `bench-chain` (the baseline) always answers with a short text.
 */
export function fanOutScenario(options: FanOutScenarioOptions): ScenarioInput {
  const launchRules = options.sizes.map((agents) => ({
    match: { agent: leadName, last_message: `^${escapeRegExp(fanOutPrompt(agents))}$` },
    turns: [
      agents === 0
        ? { text: 'Nothing to delegate.' }
        : {
            text: `Launching ${agents} background agents.`,
            tool_use: Array.from({ length: agents }, (_, index) => ({
              name: 'Agent',
              input: {
                description: `Bench task ${index + 1}`,
                subagent_type: subagentType,
                run_in_background: true,
                prompt: taskPrompt(index + 1, agents),
              },
            })),
          },
    ],
  }));
  const subagentTurns = [
    ...Array.from({ length: Math.max(0, options.turns - 1) }, () => ({
      tool_use: [{ name: 'Glob', input: { pattern: '*.txt' } }],
    })),
    { text: 'Done: the text files are listed.' },
  ];
  return {
    name: 'bench-fan-out',
    latency_ms: options.latencyMs,
    agents: [
      {
        match: { agent: leadName, last_message: '<task-notification>' },
        repeat_last: true,
        turns: [{ text: 'All background agents reported.' }],
      },
      ...launchRules,
      {
        match: { agent: leadName },
        repeat_last: true,
        turns: [{ text: 'They run in the background; waiting for their notifications.' }],
      },
      { match: { agent: subagentType }, turns: subagentTurns },
      { match: { agent: chainAgent }, repeat_last: true, turns: [{ text: 'ok' }] },
    ],
  };
}

/** The conversation key the offline server gives subagent `index` (1-based) of a fan-out. */
export function subagentPrompt(index: number, agents: number): string {
  return taskPrompt(index, agents);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
