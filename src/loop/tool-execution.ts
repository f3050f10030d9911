import { z } from 'zod';
import { errorMessage, ToolError } from '../errors.js';
import type { ContentBlockParam, ToolResultBlockParam, ToolUseBlock } from '../model/types.js';
import type { HookRunner, HookVerdict, RuleCondition } from '../hooks/hook-runner.js';
import { callMatchesPermissionRule } from '../tools/permissions.js';
import type { AnyTool, ToolContext, ToolOutput } from '../tools/define-tool.js';
import { hookToolInput } from '../hooks/hook-tool-input.js';
import { coerceToolInput } from './coerce-tool-input.js';
import { canonicalToolName } from '../tools/tool-rules.js';

export type PermissionDecision = { behavior: 'allow' } | { behavior: 'deny'; message: string };

/** A PreToolUse hook approved the call: `by` names the hooks (see PermissionPolicy.decide). */
export interface HookApproval {
  by: string;
}

/** The permission policy as the loop sees it (src/tools/permissions.ts implements it). */
export interface PermissionGate {
  /** A promise when the decision must first load something (the shell parser, for Bash). */
  decide(
    tool: AnyTool,
    input: unknown,
    approval?: HookApproval,
  ): PermissionDecision | Promise<PermissionDecision>;
}

export interface ToolExecution {
  tools: ReadonlyMap<string, AnyTool>;
  gate: PermissionGate;
  context: Omit<ToolContext, 'toolUseId'>;
  onToolStart?: (call: ToolUseBlock) => void;
  /** After a started tool's result is ready (not for calls refused before they start). */
  onToolEnd?: (call: ToolUseBlock, result: ToolResultBlockParam) => void;
  /**
   * After each call's result is ready, refused calls included, in the order they finish: what
   * the transcript records at once, so a run killed while other calls of the round still run
   * keeps it (a background launch's agent id).
   */
  onResult?: (call: ToolUseBlock, result: ToolResultBlockParam) => void;
  /** The agent definition's PreToolUse / PostToolUse hooks. */
  hooks?: HookRunner;
  /** Calls that may not run (their input did not arrive whole), by id: what the model reads. */
  refused?: ReadonlyMap<string, string>;
}

/**
 * The tool a call names: `Task` is the Agent tool's former name, which Claude Code 2.1.332 still
 * runs as Agent (and which the README promises), so a prompt or a recorded session that calls
 * it works unchanged.
 */
function toolNamed(execution: ToolExecution, name: string): AnyTool | undefined {
  return execution.tools.get(name) ?? execution.tools.get(canonicalToolName(name));
}

/** A hook's `if` rule, decided on this call as the permission policy reads rules. */
function ruleCondition(tool: AnyTool, input: unknown, execution: ToolExecution): RuleCondition {
  return (rule) => callMatchesPermissionRule(tool, input, rule, execution.context.root);
}

/** Reads and coordination may overlap; edits and commands run one at a time, in order. */
function runsInParallel(tool: AnyTool | undefined): boolean {
  return tool === undefined || tool.kind === 'read' || tool.kind === 'coordination';
}

/**
 * Runs one assistant turn's tool calls: consecutive parallel-safe calls together, the others in
 * order; results come back in call order. Every failure becomes an `is_error` result.
 */
export async function executeToolCalls(
  calls: ToolUseBlock[],
  execution: ToolExecution,
): Promise<ToolResultBlockParam[]> {
  const results: ToolResultBlockParam[] = [];
  let index = 0;
  while (index < calls.length) {
    const batch = [calls[index]!];
    index += 1;
    if (runsInParallel(toolNamed(execution, batch[0]!.name))) {
      while (index < calls.length && runsInParallel(toolNamed(execution, calls[index]!.name))) {
        batch.push(calls[index]!);
        index += 1;
      }
    }
    results.push(
      ...(await Promise.all(
        batch.map(async (call) => {
          const result = await executeToolCall(call, execution);
          execution.onResult?.(call, result);
          return result;
        }),
      )),
    );
  }
  return results;
}

/** An `is_error` result for `call`: what the model reads when its tool call could not run. */
function toolFailure(call: ToolUseBlock, message: string): ToolResultBlockParam {
  return { type: 'tool_result', tool_use_id: call.id, content: message, is_error: true };
}

/** The tool's schema applied to the input, after the string scalars Claude Code accepts are converted. */
function parseToolInput(tool: AnyTool, input: unknown) {
  return tool.inputSchema.safeParse(coerceToolInput(tool.inputSchema, input));
}

async function executeToolCall(
  call: ToolUseBlock,
  execution: ToolExecution,
): Promise<ToolResultBlockParam> {
  const failure = (message: string) => toolFailure(call, message);
  const refusal = execution.refused?.get(call.id);
  if (refusal !== undefined) return failure(refusal);
  const tool = toolNamed(execution, call.name);
  if (!tool) {
    const available = [...execution.tools.keys()].join(', ');
    return failure(
      `No tool named '${call.name}' is available to this agent. Available tools: ${available}.`,
    );
  }
  let parsed = parseToolInput(tool, call.input);
  if (!parsed.success) {
    return failure(`Invalid input for ${tool.name}:\n${z.prettifyError(parsed.error)}`);
  }
  // PreToolUse hooks run before the permission policy, as in Claude Code; an input a hook
  // rewrites (updatedInput) is checked and gated like the model's own.
  const before = await execution.hooks?.preToolUse(
    tool.name,
    hookToolInput(tool.name, parsed.data, execution.context.root),
    call.id,
    ruleCondition(tool, parsed.data, execution),
    tool.mcp?.server,
  );
  if (before?.block) return failure(`Blocked by a PreToolUse hook: ${before.reason}`);
  if (before?.updatedInput !== undefined) {
    parsed = parseToolInput(tool, before.updatedInput);
    if (!parsed.success) {
      return failure(
        `A PreToolUse hook rewrote the input of ${tool.name} into an invalid one:\n${z.prettifyError(parsed.error)}`,
      );
    }
  }
  const decision = await execution.gate.decide(
    tool,
    parsed.data,
    before?.block === false && before.approved !== undefined ? { by: before.approved } : undefined,
  );
  if (decision.behavior === 'deny') return failure(decision.message);
  if (execution.context.signal.aborted) return failure('Interrupted: the agent was stopped.');

  execution.onToolStart?.(call);
  const result = await runStartedTool(call, tool, parsed.data, before?.feedback, execution);
  execution.onToolEnd?.(call, result);
  return result;
}

/**
 * Runs a tool the gate allowed, then its PostToolUse hooks (PostToolUseFailure when it failed);
 * failures become `is_error` results. Hooks get the tool's structured result where it has one.
 */
async function runStartedTool(
  call: ToolUseBlock,
  tool: AnyTool,
  input: unknown,
  beforeFeedback: string | undefined,
  execution: ToolExecution,
): Promise<ToolResultBlockParam> {
  const hooks = execution.hooks;
  // Hooks see the tool's path fields absolute, as Claude Code sends them.
  const hookInput = hookToolInput(tool.name, input, execution.context.root);
  const callMatches = ruleCondition(tool, input, execution);
  let structured: unknown;
  const started = performance.now();
  let output: ToolOutput;
  try {
    output = await tool.run(input, {
      ...execution.context,
      toolUseId: call.id,
      // Only a PostToolUse hook reads the structured response: no tool builds it for nobody.
      ...(hooks?.handles('PostToolUse', tool.name)
        ? { recordToolResponse: (response: unknown) => (structured = response) }
        : {}),
    });
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const interrupted = execution.context.signal.aborted;
    const message =
      error instanceof ToolError
        ? error.message
        : interrupted
          ? 'Interrupted: the agent was stopped.'
          : `${tool.name} failed: ${errorMessage(error)}`;
    const result = toolFailure(call, message);
    // A stopped agent's hooks cannot run (they share its abort signal).
    const after = interrupted
      ? undefined
      : await hooks?.postToolUseFailure(
          {
            toolName: tool.name,
            toolInput: hookInput,
            toolUseId: call.id,
            error: message,
            isInterrupt: false,
            durationMs,
          },
          callMatches,
        );
    return withFeedback(result, beforeFeedback, after);
  }
  const durationMs = Math.round(performance.now() - started);
  let content = toResultContent(output);
  const after = await hooks?.postToolUse(
    tool.name,
    hookInput,
    structured ?? (typeof content === 'string' ? content : JSON.stringify(content)),
    call.id,
    durationMs,
    callMatches,
    tool.mcp?.server,
  );
  // An MCP tool's output (or a hook's redaction or replacement of it) fitted to the conversation
  // only now: a large text is saved to a file after the hooks saw it, never before.
  if (tool.mcp) {
    content = toResultContent(await tool.mcp.outputOf(after?.updatedOutput ?? output, call.id));
  }
  return withFeedback(
    { type: 'tool_result', tool_use_id: call.id, content },
    beforeFeedback,
    after,
  );
}

/** The result with the hooks' feedback (a PostToolUse block's reason included) appended. */
function withFeedback(
  result: ToolResultBlockParam,
  beforeFeedback: string | undefined,
  after: HookVerdict | undefined,
): ToolResultBlockParam {
  const feedback = [beforeFeedback, after?.block ? after.reason : after?.feedback]
    .filter(Boolean)
    .join('\n');
  if (!feedback) return result;
  const note = `Hook feedback: ${feedback}`;
  const content = result.content;
  return {
    ...result,
    content:
      typeof content === 'string' || content === undefined
        ? `${content ?? ''}\n\n${note}`
        : [...content, { type: 'text', text: note }],
  };
}

function toResultContent(output: ToolOutput): ToolResultBlockParam['content'] {
  if (typeof output === 'string') return output === '' ? '(no output)' : output;
  return output.filter(
    (block): block is Extract<ContentBlockParam, { type: 'text' | 'image' }> =>
      block.type === 'text' || block.type === 'image',
  );
}
