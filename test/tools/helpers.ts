import { mkdir, mkdtemp, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnyTool, ToolContext, ToolOutput } from '../../src/tools/define-tool.js';
import { ToolError } from '../../src/errors.js';

/** A temporary working tree (real path), removed by `cleanup`. */
export interface TempTree {
  root: string;
  /** The parent temp directory, which holds `root` and anything placed beside it. */
  parent: string;
  cleanup(): Promise<void>;
}

export async function makeTempTree(name = 'repo'): Promise<TempTree> {
  const parent = await realpath(await mkdtemp(path.join(tmpdir(), 'flotilla-tools-')));
  const root = path.join(parent, name);
  await mkdir(root);
  return { root, parent, cleanup: () => rm(parent, { recursive: true, force: true }) };
}

/** Writes files (relative path → content) under root, creating directories. */
export async function writeFiles(
  root: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Sets a file's modification time to `secondsAgo` seconds before a fixed instant. */
export async function age(file: string, secondsAgo: number): Promise<void> {
  const time = new Date(Date.UTC(2024, 0, 1) - secondsAgo * 1000);
  await utimes(file, time, time);
}

export function toolContext(root: string, overrides: Partial<ToolContext> = {}): ToolContext {
  return {
    root,
    signal: new AbortController().signal,
    agentId: 'agent-test',
    agentName: 'tester',
    environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, LANG: 'C.UTF-8' },
    toolUseId: 'toolu_test',
    ...overrides,
  };
}

/** Validates the input with the tool's schema (as the loop does), then runs it. */
export async function runTool(
  tool: AnyTool,
  input: unknown,
  context: ToolContext,
): Promise<string> {
  const output: ToolOutput = await tool.run(tool.inputSchema.parse(input), context);
  if (typeof output !== 'string') throw new Error('expected text output');
  return output;
}

/** Runs the tool and returns the ToolError it must throw. */
export async function toolFailure(
  tool: AnyTool,
  input: unknown,
  context: ToolContext,
): Promise<ToolError> {
  try {
    await runTool(tool, input, context);
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error(`expected ${tool.name} to fail with a ToolError`);
}
