import path from 'node:path';
import { runStopSignal } from './cancellation.js';
import type { LoadedAgents } from '../agents/index.js';
import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';
import type { RunBudget } from '../loop/budget.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import type { McpServerState } from '../mcp/mcp-servers.js';
import type { RunRecorder } from '../results/run-recorder.js';
import type { TeammateProcessCommand } from '../subagents/ports.js';
import type { SubagentHub } from '../subagents/subagent-hub.js';
import type { RunOutcome } from './run.js';
import { buildRunResult } from './run-result-builder.js';
import { formatTeammateHandoff, type TeammateHandoff } from './teammate-handoff.js';

/**
 * The command line that starts this program again (`node [--import tsx] <script>`), given by the
 * entry point: a lead with `--teammates process` starts `flotilla teammate` with it.
 */
export interface SelfCommand {
  command: string;
  args: readonly string[];
}

/**
 * How the lead starts a teammate process: on stdin goes its run configuration (the lead's, as
 * this member of this team, writing its results.json under the state directory), what the lead
 * loaded at its start (the teammate reads none of it from disk again), the secret values the
 * lead redacts and the values of the variables its MCP configuration names — the API key and
 * the secrets with it, never in argv or the environment, which other processes of the user can
 * read.
 */
export function teammateProcessCommand(
  config: RunConfig,
  stateDir: string,
  self: SelfCommand | undefined,
  environment: Readonly<Record<string, string>>,
  /** What goes with the configuration, worked out only for a run with teammate processes. */
  handing: () => Omit<TeammateHandoff, 'config'>,
): TeammateProcessCommand | undefined {
  if (config.teammates !== 'process') return undefined;
  if (self === undefined) {
    throw new UserError(
      '--teammates process needs to start `flotilla teammate`, and this entry point cannot.',
      'Run it from the flotilla CLI (npx flotilla run …), or use --teammates in-process.',
    );
  }
  const handed = handing();
  const outputDir = (team: string, name: string) => path.join(stateDir, 'teammates', team, name);
  return {
    command: self.command,
    args: self.args,
    env: environment,
    outputDir,
    config: (team, name, decided) =>
      formatTeammateHandoff({
        config: {
          ...config,
          teammates: 'in-process',
          teammate: { team, name, ...decided, leadPid: process.pid },
          stateDir,
          outputDir: outputDir(team, name),
          format: 'json',
          keepTeam: true,
        },
        ...handed,
      }),
  };
}

/** A `flotilla teammate` run: the hub runs this member's loop instead of a lead. */
export async function runTeammateMember(
  config: RunConfig,
  parts: {
    hub: SubagentHub;
    agents: LoadedAgents;
    recorder: RunRecorder;
    budget: RunBudget;
    stateDir: string;
    runId: string;
    startedAt: Date;
    started: number;
    signal: AbortSignal | undefined;
    /** The MCP servers of this process that did not start or were lost, once it has closed. */
    mcpFailures: () => readonly McpServerState[];
    close: () => Promise<void>;
  },
): Promise<RunOutcome> {
  const identity = config.teammate as NonNullable<RunConfig['teammate']>;
  const { hub, recorder } = parts;
  const timeout = runStopSignal(config.timeoutSeconds, parts.signal);
  let outcome: AgentOutcome;
  try {
    outcome = await hub.teamRun.runAsTeammate(identity, timeout.signal);
  } finally {
    timeout.dispose();
    await hub.shutdown('The teammate process ended before this agent finished.');
    await parts.close();
  }
  const result = buildRunResult({
    runId: parts.runId,
    startedAt: parts.startedAt,
    durationMs: performance.now() - parts.started,
    lead: outcome,
    budgetExceeded: parts.budget.exceeded(),
    cancelled: timeout.cancelled(),
    recorder,
    // Its own copies of the servers: one it went without makes its result, and so the lead's
    // (mergeTeammateResult), partial, as a server an in-process teammate shares with the lead does.
    mcpFailures: parts.mcpFailures(),
  });
  return { result, agents: parts.agents, stateDir: parts.stateDir };
}
