import { z } from 'zod';
import { ToolError } from '../errors.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { defineTool, type AnyTool } from '../tools/define-tool.js';
import type { OutputSchema } from './output-schema.js';

const structuredOutputToolName = 'StructuredOutput';

/** Attempts the model gets: the first, and one retry with the validation errors sent back. */
const maxAttempts = 2;

/**
 * The lead's answer under `--json-schema`: a `StructuredOutput` tool whose input schema is the
 * user's schema (as Claude Code does it), validated with ajv. A valid call ends the lead; an
 * invalid one goes back as `is_error` with every problem, once; an end of turn without a call
 * gets one reminder. Past that the run fails: never a success without a valid answer.
 */
export class StructuredAnswer {
  private value: unknown;
  private answered = false;
  private attempts = 0;
  private reminded = false;
  private lastProblems: string[] = [];
  readonly tool: AnyTool;

  constructor(private readonly outputSchema: OutputSchema) {
    this.tool = defineTool<Record<string, unknown>>({
      name: structuredOutputToolName,
      description:
        'Return your final answer in the structured format the user asked for. Call this exactly once, when your work is done; its input is your whole answer.',
      kind: 'coordination',
      inputSchema: z.record(z.string(), z.unknown()),
      inputJsonSchema: outputSchema.schema,
      run: async (input) => {
        if (this.answered) return 'The structured answer was already recorded.';
        this.attempts += 1;
        const problems = this.outputSchema.problems(input);
        if (!problems) {
          this.value = input;
          this.answered = true;
          return 'Structured answer recorded.';
        }
        this.lastProblems = problems;
        throw new ToolError(
          this.attempts < maxAttempts
            ? `Output does not match the required schema:\n${problems.join('\n')}\nCall ${structuredOutputToolName} again with a corrected answer.`
            : `Output does not match the required schema:\n${problems.join('\n')}`,
        );
      },
    });
  }

  /** True once a valid answer is in, or the attempts are used up: the lead stops there. */
  done(): boolean {
    return this.answered || this.attempts >= maxAttempts;
  }

  /** The valid answer; undefined when there is none. */
  get output(): unknown {
    return this.answered ? this.value : undefined;
  }

  /**
   * The text for the lead when it ends its turn without an answer: once, then nothing (the
   * lead ends and `settle` fails the run).
   */
  reminder(): string | undefined {
    if (this.answered || this.reminded || this.attempts >= maxAttempts) return undefined;
    this.reminded = true;
    return `You ended your turn without calling the ${structuredOutputToolName} tool. Call it now with your final answer; it must match the required JSON schema.`;
  }

  /** The lead's outcome, failed when it completed without a valid answer. */
  settle(outcome: AgentOutcome): AgentOutcome {
    if (this.answered) {
      return { ...outcome, finalText: JSON.stringify(this.value) };
    }
    if (outcome.status !== 'completed') return outcome;
    const error =
      this.attempts === 0
        ? `The lead ended without calling ${structuredOutputToolName}: no answer matching --json-schema.`
        : `The lead's answer did not match --json-schema after ${this.attempts} attempts: ${this.lastProblems.join('; ')}`;
    return { ...outcome, status: 'failed', error };
  }
}
