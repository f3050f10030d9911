import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AgentRegistry, builtinAgents, type AgentDefinition } from '../../src/agents/index.js';
import { leadAgent } from '../../src/app/lead-agent.js';
import { createAgentToolbox } from '../../src/app/agent-toolbox.js';
import type { AgentEvent } from '../../src/loop/agent-events.js';
import { RunBudget } from '../../src/loop/budget.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { costUsd } from '../../src/model/pricing.js';
import type { ScenarioInput, ScriptedServer } from '../../src/offline/index.js';
import { RunRecorder } from '../../src/results/run-recorder.js';
import type { SubagentPorts } from '../../src/subagents/ports.js';
import { SubagentHub, type AgentRecord } from '../../src/subagents/subagent-hub.js';
import type { TempRepo } from '../support/git-repo.js';
import { newRepo, startServer } from './harness.js';

/**
 * A SubagentHub on real parts (the offline server through the SDK client, real tools and
 * permission policy, a real repository), with the test in the lead's seat: it calls spawn,
 * sendMessage, stopTask, taskOutput and the drain directly and can watch the hub's state.
 */
export interface HubSetup {
  scenario: ScenarioInput;
  agents?: AgentDefinition[];
  limits?: Partial<SubagentPorts['limits']>;
  permissionMode?: 'default' | 'acceptEdits' | 'bypassPermissions';
  /** Overrides the state directory (to break it on purpose). */
  stateDir?: string;
}

export interface TestHub {
  hub: SubagentHub;
  lead: AgentRecord;
  server: ScriptedServer;
  repo: TempRepo;
  recorder: RunRecorder;
  events: AgentEvent[];
  stateDir: string;
  /** Resolves at the first event that matches. */
  nextEvent(match: (event: AgentEvent) => boolean): Promise<AgentEvent>;
}

export function definition(name: string, fields: Partial<AgentDefinition> = {}): AgentDefinition {
  return {
    name,
    description: `The ${name} agent.`,
    systemPrompt: `You are ${name}.`,
    source: 'project',
    ...fields,
  };
}

export async function startHub(setup: HubSetup): Promise<TestHub> {
  const repo = await newRepo({});
  const server = await startServer(setup.scenario);
  const stateDir = setup.stateDir ?? (await mkdtemp(path.join(os.tmpdir(), 'flotilla-hub-')));
  if (!setup.stateDir) cleanupLater(() => rm(stateDir, { recursive: true, force: true }));
  const recorder = new RunRecorder();
  const events: AgentEvent[] = [];
  const watchers: Array<{
    match: (event: AgentEvent) => boolean;
    resolve: (event: AgentEvent) => void;
  }> = [];
  const mode = setup.permissionMode ?? 'bypassPermissions';
  const hub = new SubagentHub({
    agents: new AgentRegistry([...builtinAgents, ...(setup.agents ?? [])]),
    client: createAnthropicModelClient({ apiKey: 'sk-offline-test', baseUrl: server.url }),
    budget: new RunBudget({}, (model, usage) => costUsd(model, usage)),
    recorder,
    resolveModel: (requested, parent) =>
      requested === undefined || requested === 'inherit' ? parent : requested,
    toolbox: createAgentToolbox({ permissionMode: mode, allow: [], deny: [] }),
    permissionMode: mode,
    systemPromptFor: async (agent, root) => [agent.systemPrompt, `Working directory: ${root}`],
    repoRoot: repo.root,
    stateDir,
    environment: repo.env,
    limits: { concurrency: 8, maxSpawnDepth: 1, ...setup.limits },
    onEvent: (event) => {
      events.push(event);
      for (const watcher of [...watchers]) {
        if (watcher.match(event)) {
          watchers.splice(watchers.indexOf(watcher), 1);
          watcher.resolve(event);
        }
      }
    },
  });
  const lead = hub.registerLead(leadAgent, 'claude-sonnet-5');
  cleanupLater(() => hub.shutdown('The test ended.'));
  return {
    hub,
    lead,
    server,
    repo,
    recorder,
    events,
    stateDir,
    nextEvent: (match) =>
      new Promise((resolve) => {
        const seen = events.find(match);
        if (seen) resolve(seen);
        else watchers.push({ match, resolve });
      }),
  };
}

const pending: Array<() => Promise<unknown>> = [];
function cleanupLater(cleanup: () => Promise<unknown>): void {
  pending.push(cleanup);
}

/** Call from afterEach, before cleanupRuns: stops what still runs. */
export async function stopHubs(): Promise<void> {
  // Hubs first (they stop agents), in reverse order of creation.
  for (const cleanup of pending.splice(0).reverse()) await cleanup().catch(() => undefined);
}
