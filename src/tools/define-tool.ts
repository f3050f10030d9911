import { z } from 'zod';
import type { ContentBlockParam, RequestToolSchema, ServerToolSchema } from '../model/types.js';
import type { HookRunner } from '../hooks/hook-runner.js';
import type { SandboxPolicy } from '../platform/sandbox.js';
import type { BackgroundShells } from './background-shells.js';
import type { TodoItem } from './todo-write-tool.js';

/**
 * What a tool may do, for the permission policy:
 * - read: reads inside the working tree (Read, Glob, Grep); runs in parallel with other reads.
 * - edit: writes inside the working tree (Write, Edit).
 * - execute: runs a process (Bash).
 * - coordination: talks to other agents (Agent, SendMessage, TaskStop, TaskOutput, ReportFindings).
 */
export type ToolKind = 'read' | 'edit' | 'execute' | 'coordination';

export interface ToolContext {
  /** Realpath of the agent's working tree; file tools are confined to it. */
  root: string;
  /**
   * Directories outside the working tree that Read, Write and Edit may also use, by absolute
   * path: the agent's memory directory (`memory:` in its definition).
   */
  extraRoots?: readonly string[];
  /** Aborted when the agent is stopped or a limit ends the run. */
  signal: AbortSignal;
  agentId: string;
  agentName: string;
  /** The scrubbed environment for subprocesses: no API keys, tokens or cloud credentials. */
  environment: Readonly<Record<string, string>>;
  /** The id of the tool_use block being answered. */
  toolUseId: string;
  /** Subprocesses run inside this OS sandbox (bubblewrap); undefined: without one. */
  sandbox?: SandboxPolicy;
  /**
   * The agent's PreToolUse/PostToolUse hooks, for a tool that makes tool calls of its own (a
   * loaded skill's shell lines): those calls pass the same hooks as the model's.
   */
  hooks?: HookRunner;
  /** The agent's background shells (Bash run_in_background, BashOutput, KillShell). */
  backgroundShells?: BackgroundShells;
  /** Told the agent's whole todo list each time TodoWrite replaces it (progress, RunResult). */
  onTodos?: (todos: TodoItem[]) => void;
  /** How long one Grep search may run before it is cut off (default grepTimeoutMs, 60 s). */
  searchTimeoutMs?: number;
  /**
   * Files (absolute paths) a search must not show: those a `Read(…)` deny rule names, as Claude
   * Code applies Read rules to what Glob and Grep find.
   */
  hiddenFromSearch?: (absolutePath: string) => boolean;
  /**
   * Set when a PostToolUse hook will see the call: a tool with a structured result in Claude
   * Code's shape (src/tools/tool-response.ts) hands it here; the model still reads the text.
   */
  recordToolResponse?: (response: unknown) => void;
}

export type ToolOutput = string | ContentBlockParam[];

export interface Tool<Input = unknown> {
  name: string;
  description: string;
  kind: ToolKind;
  /**
   * An execute tool that says it only reads (an MCP tool annotated `readOnlyHint`): plan mode
   * runs it when an allow rule matches, as Claude Code 2.1.332 does; every mode still needs that
   * rule, since only its server vouches for it.
   */
  declaresReadOnly?: true;
  inputSchema: z.ZodType<Input, unknown>;
  /**
   * The JSON Schema sent to the model when it is not made from `inputSchema` at run time: an MCP
   * server's, or one made from `inputSchema` ahead of time (src/tools/prebuilt-input-schemas.ts).
   */
  inputJsonSchema?: InputJsonSchema;
  /**
   * A tool the API runs on its side (WebSearch): the request declares this instead of the name,
   * description and input schema, and the loop never runs it.
   */
  serverTool?: ServerToolSchema;
  /** Runs the tool. Throw ToolError for a failure the model should see as `is_error`. */
  run(input: Input, context: ToolContext): Promise<ToolOutput>;
  /**
   * For permission rules: the text a rule specifier is matched against (the Bash command,
   * the file path). Undefined when the tool has none.
   */
  ruleSubject?(input: Input): string | undefined;
  /**
   * Other names of what the rule subject names, which deny rules (and hooks' `if` conditions)
   * match as well: a skill called by its alias is also its directory's name, and the reverse.
   */
  otherRuleSubjects?(input: Input): readonly string[];
  /**
   * A tool only agents that may start others have (Agent): it and what follows it are left out
   * of the tools prefix every agent of the run shares in the prompt cache.
   */
  spawning?: boolean;
  /** Paths the call would read or write, for the working-tree confinement check. */
  paths?(input: Input): { read: string[]; write: string[] };
  /** An MCP server's tool: what its hooks are told of it and may do to its output. */
  mcp?: McpToolHooks;
}

/** What hooks see of an MCP tool, and what a PostToolUse hook may change (src/mcp/mcp-tools.ts). */
export interface McpToolHooks {
  /** `mcp_server` of its PreToolUse and PostToolUse input, as Claude Code 2.1.332 sends it. */
  server: { name: string; source: string };
  /**
   * What the model reads of the call `toolUseId`: the tool's own output (its whole content: run
   * leaves fitting it to the conversation to this), or what a PostToolUse hook replaced it with
   * (`updatedMCPToolOutput` or `updatedToolOutput`: an MCP content array, a text, or a value).
   */
  outputOf(replacement: unknown, toolUseId: string): Promise<ToolOutput>;
}

export function defineTool<Input>(tool: Tool<Input>): Tool<Input> {
  return tool;
}

/** A tool of any input type, as held in a registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- inputs are validated by each tool's schema
export type AnyTool = Tool<any>;

/** A tool's input as JSON Schema, as a request declares it. */
export interface InputJsonSchema {
  type: 'object';
  [key: string]: unknown;
}

const jsonSchemas = new WeakMap<object, InputJsonSchema>();

const declarations = new WeakMap<AnyTool, RequestToolSchema>();

/**
 * How a tool is declared in a request: a server tool's own declaration, else name, description
 * and schema. One object per tool: the agents of a run share their file and shell tools, and
 * what is measured of a declaration (its length, for the cache breakpoints) is measured once.
 */
export function toolDeclaration(tool: AnyTool): RequestToolSchema {
  let declaration = declarations.get(tool);
  if (!declaration) {
    declaration = tool.serverTool ?? {
      name: tool.name,
      description: tool.description,
      input_schema: toolInputJsonSchema(tool),
    };
    declarations.set(tool, declaration);
  }
  return declaration;
}

/**
 * The JSON Schema sent to the model for a tool's input: the tool's own (prebuilt or an MCP
 * server's), else made from its zod schema once per schema object (zod's conversion is slow).
 */
export function toolInputJsonSchema(tool: AnyTool): InputJsonSchema {
  if (tool.inputJsonSchema) return tool.inputJsonSchema;
  const cached = jsonSchemas.get(tool.inputSchema);
  if (cached) return cached;
  const result = inputJsonSchemaOf(tool.inputSchema);
  jsonSchemas.set(tool.inputSchema, result);
  return result;
}

/**
 * The JSON Schema zod makes of an input schema, as a request declares it. The built-in tools'
 * are made with it ahead of time (src/tools/prebuilt-input-schemas.ts, written by its test, which
 * fails when one differs from what this makes now).
 */
export function inputJsonSchemaOf(schema: z.ZodType): InputJsonSchema {
  const made = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<
    string,
    unknown
  >;
  delete made.$schema;
  return { ...made, type: 'object' as const };
}
