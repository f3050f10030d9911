import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { runFlotilla } from '../src/app/run.js';
import { toolEnvironment } from '../src/config/environment.js';
import { runConfigSchema } from '../src/config/run-config.js';
import type { AgentEvent } from '../src/loop/agent-events.js';
import { createAnthropicModelClient } from '../src/model/anthropic-client.js';
import { resolveModel } from '../src/model/model-aliases.js';
import { builtinAgents } from '../src/agents/builtins.js';
import { toolInputJsonSchema } from '../src/tools/define-tool.js';
import { defaultTools } from '../src/tools/registry.js';
import { canonicalContent, shortHash } from '../src/offline/request-facts.js';
import { chainAgent, fanOutPrompt, leadName, subagentPrompt } from './fan-out-scenario.js';
import type { LoggedRequest, ModelServer } from './model-server.js';
import { mean } from './stats.js';

export interface FanOutRun {
  agents: number;
  turns: number;
  latencyMs: number;
  server: ModelServer;
  /** Write a CPU profile of the run (main thread) to this file. */
  profileFile?: string;
}

/** Where the wall time went, from the agents' events and the server's request log. */
export interface FanOutBreakdown {
  /** runFlotilla called → the lead's first request reached the server. */
  startupMs: number;
  /** The lead's launch answer parsed → the last subagent asked for its first turn. */
  launchMs: number;
  /** Mean of: an agent starts a turn → its request reached the server (building, sending). */
  requestMs: number;
  /** Mean of: the server sent an answer → the agent had parsed it (streaming, accounting). */
  responseMs: number;
  /** Mean of: a subagent's tool turn parsed → its next turn started (tools, transcript). */
  toolRoundMs: number;
  /** The first subagent ended → the last one ended. */
  endSpreadMs: number;
  /** The lead's last answer sent → runFlotilla returned. */
  tailMs: number;
  /** Share of the wall time the event loop was busy (1 = saturated). */
  eventLoopBusy: number;
  /** CPU time of this process (all threads) per model request; includes the server when in-process. */
  cpuPerRequestMs: number;
}

export interface FanOutMeasurement {
  agents: number;
  wallMs: number;
  /** The model's own critical path: (1 launch turn + K subagent turns + 1 final turn) × L. */
  idealMs: number;
  completed: number;
  conclusion: string;
  /** Lead turns that answered task notifications (1 when all arrive in one batch). */
  drainTurns: number;
  leadTurns: number;
  breakdown: FanOutBreakdown | undefined;
}

/** The ideal model critical path of a fan-out, see FanOutMeasurement.idealMs. */
export function idealCriticalPathMs(turns: number, latencyMs: number): number {
  return (1 + turns + 1) * latencyMs;
}

/** One fan-out through runFlotilla, in a plain temp directory (no git, so no worktrees). */
export async function runFanOut(run: FanOutRun): Promise<FanOutMeasurement> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'flotilla-bench-'));
  try {
    const repoRoot = path.join(scratch, 'repo');
    await mkdir(repoRoot);
    for (let index = 0; index < 8; index += 1) {
      await writeFile(path.join(repoRoot, `file-${index}.txt`), `file ${index}\n`);
    }
    const config = runConfigSchema.parse({
      repoRoot,
      prompt: fanOutPrompt(run.agents),
      // --concurrency caps model requests in flight: the lead's and each subagent's at once.
      concurrency: run.agents + 1,
      stateDir: path.join(scratch, 'state'),
      modelAccess: { baseUrl: run.server.url, apiKey: 'offline-bench' },
    });
    const events: { at: number; event: AgentEvent }[] = [];
    const before = (await run.server.requests()).length;
    const profiler = run.profileFile ? await startProfiler() : undefined;
    const loopBefore = performance.eventLoopUtilization();
    const cpuBefore = process.cpuUsage();
    const startedAt = Date.now();
    const started = performance.now();
    const outcome = await runFlotilla(config, {
      toolEnvironment: toolEnvironment(process.env),
      onEvent: (event) => {
        if (event.type !== 'text') events.push({ at: Date.now(), event });
      },
      log: (line) => process.stderr.write(`  [flotilla] ${line}\n`),
    });
    const wallMs = performance.now() - started;
    const endedAt = Date.now();
    const loop = performance.eventLoopUtilization(loopBefore);
    const cpu = process.cpuUsage(cpuBefore);
    if (profiler && run.profileFile) await profiler.stop(run.profileFile);

    const requests = (await run.server.requests()).slice(before);
    const subagents = outcome.result.agents.filter((agent) => agent.agent_id !== 'lead');
    const leadRequests = requests.filter((request) => request.agent === leadName);
    return {
      agents: run.agents,
      wallMs,
      idealMs: idealCriticalPathMs(run.turns, run.latencyMs),
      completed: subagents.filter((agent) => agent.status === 'completed').length,
      conclusion: outcome.result.conclusion,
      leadTurns: leadRequests.length,
      drainTurns: leadRequests.filter((request) => (request.turn ?? 0) >= 2).length,
      breakdown: breakdown(run, requests, events, {
        startedAt,
        endedAt,
        loop: loop.utilization,
        cpuMs: (cpu.user + cpu.system) / 1000,
      }),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

interface AgentTimeline {
  turnAt: number[];
  usageAt: number[];
  endAt?: number;
  requests: LoggedRequest[];
}

function breakdown(
  run: FanOutRun,
  requests: LoggedRequest[],
  events: { at: number; event: AgentEvent }[],
  clock: { startedAt: number; endedAt: number; loop: number; cpuMs: number },
): FanOutBreakdown | undefined {
  // Agent ids are a<counter>-<type> in launch order (src/subagents/subagent-hub.ts), and the
  // server tells conversations apart by their first user message: the task prompt.
  const conversations = new Map<string, LoggedRequest[]>();
  for (const request of requests) {
    const key = request.agent === leadName ? 'lead' : (request.conversation ?? '');
    conversations.set(key, [...(conversations.get(key) ?? []), request]);
  }
  const timelines = new Map<string, AgentTimeline>();
  const timeline = (agentId: string): AgentTimeline => {
    let entry = timelines.get(agentId);
    if (!entry) {
      const index = /^a(\d+)-/.exec(agentId)?.[1];
      const key =
        agentId === 'lead'
          ? 'lead'
          : shortHash(canonicalContent(subagentPrompt(Number(index), run.agents)));
      entry = { turnAt: [], usageAt: [], requests: conversations.get(key) ?? [] };
      entry.requests.sort((a, b) => (a.turn ?? 0) - (b.turn ?? 0));
      timelines.set(agentId, entry);
    }
    return entry;
  };
  for (const { at, event } of events) {
    const entry = timeline(event.agentId);
    if (event.type === 'turn') entry.turnAt.push(at);
    else if (event.type === 'usage') entry.usageAt.push(at);
    else if (event.type === 'end') entry.endAt = at;
  }
  const lead = timelines.get('lead');
  const subagents = [...timelines.entries()].filter(([id]) => id !== 'lead').map(([, t]) => t);
  const consistent = [...timelines.values()].every(
    (entry) => entry.requests.length === entry.turnAt.length,
  );
  if (!lead || !consistent || lead.requests.length === 0) return undefined;

  const requestGaps: number[] = [];
  const responseGaps: number[] = [];
  const toolRounds: number[] = [];
  for (const entry of timelines.values()) {
    entry.requests.forEach((request, index) => {
      requestGaps.push(request.receivedAt - entry.turnAt[index]!);
      const usage = entry.usageAt[index];
      if (request.respondedAt !== undefined && usage !== undefined)
        responseGaps.push(usage - request.respondedAt);
    });
  }
  for (const entry of subagents) {
    for (let index = 0; index + 1 < entry.turnAt.length; index += 1) {
      toolRounds.push(entry.turnAt[index + 1]! - entry.usageAt[index]!);
    }
  }
  const firstTurns = subagents.map((entry) => entry.turnAt[0] ?? Number.NaN);
  const ends = subagents.map((entry) => entry.endAt ?? Number.NaN);
  const lastLeadAnswer = lead.requests.at(-1)?.respondedAt ?? Number.NaN;
  return {
    startupMs: lead.requests[0]!.receivedAt - clock.startedAt,
    launchMs: subagents.length ? Math.max(...firstTurns) - lead.usageAt[0]! : 0,
    requestMs: mean(requestGaps),
    responseMs: mean(responseGaps),
    toolRoundMs: mean(toolRounds),
    endSpreadMs: subagents.length ? Math.max(...ends) - Math.min(...ends) : 0,
    tailMs: clock.endedAt - lastLeadAnswer,
    eventLoopBusy: clock.loop,
    cpuPerRequestMs: clock.cpuMs / requests.length,
  };
}

/**
 * The baseline measured in the same run: the model's critical path as bare calls through the
 * same client and server, without Flotilla around them. One call (the lead's launch turn), then
 * `agents` chains of `turns` sequential calls at once (the subagents), then one more call (the
 * lead's answer to the notifications): (K + 2) × L plus what the HTTP client and the server
 * cost on this machine, all of it in lock-step as in the fan-out. With agents = 1 it is a plain
 * sequential chain of K + 2 calls.
 */
export async function measureModelFloor(
  server: ModelServer,
  agents: number,
  turns: number,
): Promise<{ wallMs: number; cpuPerRequestMs: number }> {
  const client = createAnthropicModelClient({ apiKey: 'offline-bench', baseUrl: server.url });
  const tools = defaultTools().map((tool) => ({
    name: tool.name,
    description: tool.description,
    input_schema: toolInputJsonSchema(tool),
  }));
  const request = (index: number) => ({
    model: resolveModel('sonnet', { parentModel: 'sonnet', aliases: {} }),
    system: [{ type: 'text' as const, text: builtinAgents[0]!.systemPrompt }],
    messages: [{ role: 'user' as const, content: `Bench floor chain ${index}` }],
    tools,
    maxTokens: 16_384,
    agentName: chainAgent,
  });
  await client.createMessage(request(0)); // connection and JIT warm-up
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await client.createMessage(request(0));
  await Promise.all(
    Array.from({ length: Math.max(1, agents) }, async (_, index) => {
      for (let turn = 0; turn < turns; turn += 1) await client.createMessage(request(index + 1));
    }),
  );
  await client.createMessage(request(0));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const calls = 2 + Math.max(1, agents) * turns;
  return { wallMs, cpuPerRequestMs: (cpu.user + cpu.system) / 1000 / calls };
}

async function startProfiler(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
