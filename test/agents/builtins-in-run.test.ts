import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestToolNames, run, type FinishedRun } from '../subagents/harness.js';

afterEach(cleanupRuns);

/**
 * Observed with Claude Code 2.1.332 (`claude -p` against a logging server whose lead called Agent
 * with subagent_type Explore, Plan and general-purpose, run_in_background false), once with the
 * lead on claude-opus-5-5 and once on claude-sonnet-5:
 * - every one of them ran on the lead's model (claude-opus-5-5, then claude-sonnet-5), at the
 *   lead's effort (medium, then high): Explore is not sent to haiku;
 * - Explore and Plan were sent the same tools: Bash, ListAgents, Read, ReportFindings, Skill,
 *   ToolSearch (their deferred ones: CronCreate, CronDelete, CronList, DesignSync, EnterWorktree,
 *   ExitWorktree, Monitor, SendMessage, TaskStop, WebFetch, WebSearch). That is the lead's list
 *   without Agent, Edit, Write, NotebookEdit (and the lead-only ScheduleWakeup, Workflow); the
 *   lead's agent listing says "All tools except Agent, Artifact, ArtifactComments, ArtifactData,
 *   ArtifactCheck, ExitPlanMode, Edit, Write, NotebookEdit". No plan-mode reminder was sent to Plan.
 * - general-purpose ("Tools: *") kept Edit, Write and NotebookEdit.
 * - `verification` is no Claude Code built-in (an Agent call for it started nothing): it is
 *   Flotilla's own, and keeps its tools.
 */
const fileChangingTools = ['Edit', 'MultiEdit', 'Write', 'NotebookEdit'];

async function callBuiltIns(model: string | undefined): Promise<FinishedRun> {
  const call = (subagentType: string) => ({
    name: 'Agent',
    input: {
      description: subagentType,
      prompt: `Look around (${subagentType}).`,
      subagent_type: subagentType,
      run_in_background: false,
    },
  });
  return run({
    ...(model ? { config: { model } } : {}),
    scenario: {
      name: 'built-in-agents',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [call('Explore'), call('Plan'), call('general-purpose')] },
            { text: 'Done.' },
          ],
        },
        { match: { agent: 'Explore' }, turns: [{ text: 'explored' }] },
        { match: { agent: 'Plan' }, turns: [{ text: 'planned' }] },
        { match: { agent: 'general-purpose' }, turns: [{ text: 'done' }] },
      ],
    },
  });
}

function modelOf(finished: FinishedRun, agent: string): unknown {
  return (finished.requestsOf(agent)[0]?.body as { model?: unknown } | undefined)?.model;
}

function effortOf(finished: FinishedRun, agent: string): unknown {
  const body = finished.requestsOf(agent)[0]?.body as
    { output_config?: { effort?: unknown } } | undefined;
  return body?.output_config?.effort;
}

describe('the built-in agents, as Claude Code 2.1.332 sends them', () => {
  it.each([
    ['the default lead model', undefined, 'claude-opus-5-5'],
    ['a sonnet lead', 'claude-sonnet-5', 'claude-sonnet-5'],
  ])(
    'with %s, Explore and Plan run on the lead model with Bash and without the file-changing tools',
    async (_, model, expected) => {
      const finished = await callBuiltIns(model);
      expect(finished.result.conclusion).toBe('success');
      expect(modelOf(finished, 'flotilla-lead')).toBe(expected);
      for (const agent of ['Explore', 'Plan', 'general-purpose']) {
        expect(modelOf(finished, agent), agent).toBe(expected);
        expect(effortOf(finished, agent), agent).toBe(effortOf(finished, 'flotilla-lead'));
      }
      for (const agent of ['Explore', 'Plan']) {
        const tools = requestToolNames(finished.requestsOf(agent)[0]);
        expect(tools, agent).toEqual(expect.arrayContaining(['Read', 'Glob', 'Grep', 'Bash']));
        for (const refused of [...fileChangingTools, 'Agent', 'ExitPlanMode']) {
          expect(tools, agent).not.toContain(refused);
        }
      }
      expect(requestToolNames(finished.requestsOf('general-purpose')[0])).toEqual(
        expect.arrayContaining(['Read', 'Bash', ...fileChangingTools]),
      );
    },
  );
});
