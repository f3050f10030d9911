import type { Finding } from './finding.js';
import type { AgentRun, Change, IncompleteAgent, UnfinishedTask } from './run-result.js';

/**
 * Collects what a run produces as it happens: agent runs, findings, changes, and the tasks left
 * unfinished at its end.
 */
export class RunRecorder {
  readonly agents: AgentRun[] = [];
  readonly findings: Finding[] = [];
  readonly changes: Change[] = [];
  readonly unfinishedTasks: UnfinishedTask[] = [];
  /**
   * What another process of the run (a teammate process) reported it could not do beyond its
   * agents' work: an MCP server that did not start or was lost there (incompleteBeyondAgents).
   */
  readonly reportedIncomplete: IncompleteAgent[] = [];
  /** The agents (by agentId) that called ReportFindings at least once, even with no findings. */
  private readonly reporters = new Set<string>();

  /**
   * @param repositoryRoot the repository the run reviews: ReportFindings stores paths relative to
   * it. Without it (a bare hub in tests) each agent's own root stands in.
   */
  constructor(readonly repositoryRoot?: string) {}

  recordAgent(run: AgentRun): void {
    this.agents.push(run);
  }

  recordFindings(findings: Finding[], agentId: string): void {
    this.findings.push(...findings);
    this.reporters.add(agentId);
  }

  hasReported(agentId: string): boolean {
    return this.reporters.has(agentId);
  }

  recordChange(change: Change): void {
    this.changes.push(change);
  }

  recordUnfinishedTasks(tasks: readonly UnfinishedTask[]): void {
    this.unfinishedTasks.push(...tasks);
  }

  recordIncomplete(entries: readonly IncompleteAgent[]): void {
    this.reportedIncomplete.push(...entries);
  }
}
