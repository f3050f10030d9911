import type { Finding } from './finding.js';
import type { AgentRun, Change } from './run-result.js';

/** Collects what a run produces as it happens: agent runs, findings and changes. */
export class RunRecorder {
  readonly agents: AgentRun[] = [];
  readonly findings: Finding[] = [];
  readonly changes: Change[] = [];

  recordAgent(run: AgentRun): void {
    this.agents.push(run);
  }

  recordFindings(findings: Finding[]): void {
    this.findings.push(...findings);
  }

  recordChange(change: Change): void {
    this.changes.push(change);
  }
}
