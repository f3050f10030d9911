import { ToolError } from '../errors.js';
import type { AgentRunOptions } from '../loop/run-agent.js';
import type { Effort } from '../model/effort.js';
import type { ContentBlockParam, MessageParam } from '../model/types.js';
import type { AnyTool } from '../tools/define-tool.js';
import type { ToolboxInheritance } from './ports.js';

/** The `subagent_type` that forks the calling agent (Claude Code 2.1.332's Agent tool). */
export const forkType = 'fork';

/**
 * What a fork copies from the agent it forks, so that its requests start with the very bytes
 * of its parent's: the rendered system prompt, the exact tools in their order, the effort. Set
 * by whoever runs the agent (the lead's runner, the hub for a subagent) before its first turn.
 * The fork's permission gate is its own, made from `inheritance()` taken when it forks.
 */
export interface ForkBase {
  systemPrompt: string | readonly string[];
  tools: AnyTool[];
  /** What the fork's own toolbox starts with: a copy of the parent's grants of the moment. */
  inheritance(): ToolboxInheritance;
  effort?: Effort;
  contextWindow?: number;
  compaction?: AgentRunOptions['compaction'];
  maxOutputTokens?: number;
  toolContext: AgentRunOptions['toolContext'];
}

/**
 * The result every fork sees for each tool call of the turn that forked it: the same text for
 * all forks of that turn, so only the directive that follows differs between them.
 */
const forkPlaceholderResult = 'Fork started: this call runs in the background.';

/** The marker a fork's directive opens with; a conversation holding it is a fork's. */
const directiveTag = 'fork-directive';

/** The fork's own task, after the placeholder results: the only part that differs per fork. */
function forkDirective(prompt: string): string {
  return [
    `<${directiveTag}>`,
    'You are a fork of the agent whose conversation is above: you share its context, and this turn',
    'is yours alone. Do the task below yourself (do not start agents or forks), then end your turn',
    'with your result as plain text: it goes back to the agent that forked you.',
    '',
    prompt,
    `</${directiveTag}>`,
  ].join('\n');
}

/** A fork that works in a tree other than its parent's: its own worktree. */
export interface ForkMove {
  /** Where its parent works, which the inherited conversation's paths name. */
  from: string;
  /** Where the fork works. */
  to: string;
}

/**
 * What a fork in its own worktree is told. Its system prompt is its parent's (the same bytes,
 * for the cache) and names the parent's directory: this follows the directive, where forks
 * already differ, as Claude Code 2.1.332 tells its worktree forks after theirs.
 */
function worktreeNotice(move: ForkMove): string {
  return [
    `You work in your own git worktree at ${move.to}, not in ${move.from} where the agent that`,
    'forked you works: a separate checkout of the same repository. Paths in the conversation above',
    "are that agent's; the same relative paths name your copies here (relative paths in your tool",
    'calls resolve in your worktree). Read a file again before you edit it: your copy may differ',
    'from what the conversation shows. Your changes stay in your worktree; when you end, they are',
    "committed on your worktree's branch.",
  ].join('\n');
}

/**
 * A fork's first conversation: its parent's so far (ending with the assistant turn that made
 * the Agent call), then one user turn with a placeholder result for every tool call of that
 * turn and the directive, then, for a fork in its own worktree, where it works. The parent's
 * messages are copied, never shared.
 */
export function forkMessages(
  parentMessages: readonly MessageParam[],
  prompt: string,
  move?: ForkMove,
): MessageParam[] {
  const last = parentMessages.at(-1);
  const calls =
    last?.role === 'assistant' && Array.isArray(last.content)
      ? last.content.filter((block) => block.type === 'tool_use')
      : [];
  const content: ContentBlockParam[] = [
    ...calls.map((call): ContentBlockParam => ({
      type: 'tool_result',
      tool_use_id: call.id,
      content: [{ type: 'text', text: forkPlaceholderResult }],
    })),
    { type: 'text', text: forkDirective(prompt) },
    ...(move ? [{ type: 'text' as const, text: worktreeNotice(move) }] : []),
  ];
  return [...structuredClone(parentMessages as MessageParam[]), { role: 'user', content }];
}

/**
 * The parent's exact tools, in its order, with each tool of `own` replaced by the fork's own of
 * the same name: its coordination tools (they act for the fork: its messages, its findings) and
 * its Skill tool (the skills it loads grant their tools to the fork, not to its parent). The
 * schemas sent are the same bytes. A coordination tool the fork has no copy of (the team tools only the lead has)
 * keeps its schema and refuses every call: it would otherwise act as the parent.
 */
export function forkTools(parentTools: readonly AnyTool[], own: readonly AnyTool[]): AnyTool[] {
  const byName = new Map(own.map((tool) => [tool.name, tool]));
  return parentTools.map((tool) => {
    const mine = byName.get(tool.name);
    if (mine) return mine;
    if (tool.kind !== 'coordination') return tool;
    return {
      ...tool,
      run: () =>
        Promise.reject(
          new ToolError(
            `${tool.name} is not available to a fork: do the task yourself and end your turn with the result.`,
          ),
        ),
    };
  });
}
