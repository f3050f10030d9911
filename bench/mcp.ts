/**
 * Section (f) of `npm run bench`: what Flotilla's MCP client costs over the SDK's own client, on
 * the same stdio test server (test/support/mcp-test-server.mjs), in the same run.
 *
 * - start-up: `McpServers.open` + `toolsFor` (spawn in its own process group, scrubbed
 *   environment, initialize, tools/list, resources/list) against `Client.connect` +
 *   `listTools` on the SDK's StdioClientTransport;
 * - per call: the agent's `mcp__tests__echo` tool run (input passed through, result turned into
 *   tool output, per-call timeout) against `client.callTool`, both sequential, warm.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { AgentDefinition } from '../src/agents/definition.js';
import { McpServers } from '../src/mcp/mcp-servers.js';
import type { AnyTool, ToolContext } from '../src/tools/define-tool.js';
import { median } from './stats.js';

const serverScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/support/mcp-test-server.mjs',
);

const agent: AgentDefinition = {
  name: 'bench',
  description: 'Benchmarks.',
  systemPrompt: '',
  source: 'project',
};

export interface McpFigure {
  /** Medians over the trials, milliseconds. */
  flotillaStartMs: number;
  sdkStartMs: number;
  flotillaCallMs: number;
  sdkCallMs: number;
  trials: number;
  calls: number;
  /** Every call of both clients answered the expected text. */
  allAnswered: boolean;
}

/** Alternates the two clients trial by trial (and which goes first), so that a busy moment of the machine hits both. */
export async function measureMcp(trials: number, calls: number): Promise<McpFigure> {
  const flotillaStart: number[] = [];
  const sdkStart: number[] = [];
  const flotillaCall: number[] = [];
  const sdkCall: number[] = [];
  let allAnswered = true;
  // One unmeasured round each: the first spawn pays for the disk cache and module loading.
  await flotillaTrial(2);
  await sdkTrial(2);
  for (let trial = 0; trial < trials; trial += 1) {
    // Which goes first alternates too: neither always runs right after a spawn.
    let flotilla: Trial;
    let sdk: Trial;
    if (trial % 2 === 0) {
      flotilla = await flotillaTrial(calls);
      sdk = await sdkTrial(calls);
    } else {
      sdk = await sdkTrial(calls);
      flotilla = await flotillaTrial(calls);
    }
    flotillaStart.push(flotilla.startMs);
    sdkStart.push(sdk.startMs);
    flotillaCall.push(flotilla.callMs);
    sdkCall.push(sdk.callMs);
    allAnswered &&= flotilla.answered && sdk.answered;
  }
  return {
    flotillaStartMs: median(flotillaStart),
    sdkStartMs: median(sdkStart),
    flotillaCallMs: median(flotillaCall),
    sdkCallMs: median(sdkCall),
    trials,
    calls,
    allAnswered,
  };
}

interface Trial {
  startMs: number;
  /** Mean time of one call. */
  callMs: number;
  answered: boolean;
}

const expected = (index: number) => `tests echoes 'call ${index}'`;

async function flotillaTrial(calls: number): Promise<Trial> {
  const started = performance.now();
  const servers = await McpServers.open({
    configured: new Map([
      [
        'tests',
        {
          name: 'tests',
          scope: 'flag',
          origin: 'bench',
          config: { command: process.execPath, args: [serverScript, 'tests'], env: {} },
        },
      ],
    ]),
    repoRoot: os.tmpdir(),
    environment: { PATH: process.env.PATH ?? '' },
    variables: {},
    startupTimeoutMs: 30_000,
    warn: (line) => {
      throw new Error(line);
    },
  });
  try {
    const { tools } = await servers.toolsFor(agent, os.tmpdir());
    const startMs = performance.now() - started;
    const echo = tools.find((tool) => tool.name === 'mcp__tests__echo');
    if (!echo) throw new Error('the test server offered no echo tool');
    let answered = true;
    const callsStarted = performance.now();
    for (let index = 0; index < calls; index += 1) {
      const output = await echo.run({ text: `call ${index}` }, context(echo));
      answered &&= typeof output === 'string' && output.startsWith(expected(index));
    }
    return { startMs, callMs: (performance.now() - callsStarted) / calls, answered };
  } finally {
    await servers.close();
  }
}

async function sdkTrial(calls: number): Promise<Trial> {
  const started = performance.now();
  const client = new Client({ name: 'bench-baseline', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [serverScript, 'tests'],
      env: { PATH: process.env.PATH ?? '' },
      cwd: os.tmpdir(),
      stderr: 'ignore',
    }),
  );
  try {
    await client.listTools();
    const startMs = performance.now() - started;
    let answered = true;
    const callsStarted = performance.now();
    for (let index = 0; index < calls; index += 1) {
      const result = await client.callTool({ name: 'echo', arguments: { text: `call ${index}` } });
      const [first] = result.content as Array<{ type: string; text?: string }>;
      answered &&= first?.text?.startsWith(expected(index)) ?? false;
    }
    return { startMs, callMs: (performance.now() - callsStarted) / calls, answered };
  } finally {
    await client.close();
  }
}

function context(tool: AnyTool): ToolContext {
  return {
    root: os.tmpdir(),
    signal: new AbortController().signal,
    agentId: 'bench',
    agentName: agent.name,
    environment: {},
    toolUseId: `toolu_${tool.name}`,
  };
}
