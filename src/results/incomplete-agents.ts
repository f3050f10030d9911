import { oneLine } from './one-line.js';
import type { AgentRun, Change, IncompleteAgent, RunResult, UnfinishedTask } from './run-result.js';

/** The summary tables and review bodies show one line per agent. */
const maxReasonLength = 300;

/**
 * The agents that did not finish their work, one line each: failed, killed by a limit or by the
 * run's end, stopped by a limit, or finished with changes that could not be merged. A TaskStop the
 * lead chose is the lead's decision, not a failure, so it is not listed.
 */
export function incompleteAgents(
  agents: readonly AgentRun[],
  changes: readonly Change[],
): IncompleteAgent[] {
  const incomplete: IncompleteAgent[] = [];
  for (const agent of agents) {
    if (agent.stopped_by_lead) continue;
    // A completed agent carries an error only when some of its work could not be merged.
    if (agent.status === 'completed' && !agent.error) continue;
    incomplete.push({
      name: agent.name,
      agent_id: agent.agent_id,
      status: agent.status === 'completed' ? 'not_merged' : agent.status,
      // Work that was kept but not merged is told whole: where it stays and git's whole message.
      reason: oneLine(
        agent.error ?? describeStatus(agent.status),
        agent.status === 'completed' ? Number.POSITIVE_INFINITY : maxReasonLength,
      ),
    });
  }
  for (const change of changes) {
    if (!change.conflict) continue;
    const agent = agents.find((run) => run.name === change.agent && run.branch === change.branch);
    incomplete.push({
      name: change.agent,
      agent_id: agent?.agent_id ?? '',
      status: 'not_merged',
      reason: `its changes on ${change.branch} could not be merged (${change.files.join(', ') || 'conflict'}); the branch is kept`,
    });
  }
  return incomplete;
}

/**
 * Each team whose shared task list still had tasks not completed when the run ended, one line:
 * the work the team was given was not all done, so the run is not a success (at least
 * `partial`). The lead's own list is its notes, as its todos are: kept, but no team's work.
 */
export function incompleteTeams(tasks: readonly UnfinishedTask[]): IncompleteAgent[] {
  const teams = [...new Set(tasks.flatMap((task) => task.team ?? []))];
  return teams.map((team) => {
    const left = tasks.filter((task) => task.team === team);
    const listed = left.map(
      (task) =>
        `#${task.id} ${task.subject} (${task.status}${task.owner ? `, ${task.owner}` : ''})`,
    );
    return {
      name: `team ${team}`,
      agent_id: '',
      status: 'unfinished',
      reason: oneLine(
        `${left.length === 1 ? '1 task' : `${left.length} tasks`} of its task list not completed: ${listed.join('; ')}`,
        maxReasonLength,
      ),
    };
  });
}

/**
 * What a result lists as incomplete beyond its agents, their changes and its teams' tasks: an MCP
 * server that did not start or was lost in its process. A result merged into another (a teammate
 * process's into its lead's) hands these over; the rest the lead derives again from the agents,
 * changes and tasks it merges.
 */
export function incompleteBeyondAgents(result: RunResult): IncompleteAgent[] {
  const derived = new Set(
    [
      ...incompleteAgents(result.agents, result.changes),
      ...incompleteTeams(result.unfinished_tasks ?? []),
    ].map(entryKey),
  );
  return result.incomplete.filter((entry) => !derived.has(entryKey(entry)));
}

/**
 * The entries of `reported` that `known` does not already list by name and status: a server lost
 * in the lead and in a teammate process (each its own copy) is one line, as it is when they share it.
 */
export function newIncomplete(
  known: readonly IncompleteAgent[],
  reported: readonly IncompleteAgent[],
): IncompleteAgent[] {
  const listed = new Set(known.map(sameItem));
  return reported.filter((entry) => {
    const key = sameItem(entry);
    if (listed.has(key)) return false;
    listed.add(key);
    return true;
  });
}

function entryKey(entry: IncompleteAgent): string {
  return JSON.stringify([entry.name, entry.agent_id, entry.status, entry.reason]);
}

function sameItem(entry: IncompleteAgent): string {
  return JSON.stringify([entry.name, entry.agent_id, entry.status]);
}

function describeStatus(status: AgentRun['status']): string {
  switch (status) {
    case 'failed':
      return 'it failed';
    case 'killed':
      return 'it was killed before it finished';
    case 'max_turns':
      return 'it reached its turn limit';
    case 'budget':
      return 'the run budget ran out';
    case 'timeout':
      return 'it reached its time limit';
    case 'completed':
      return 'completed';
  }
}
