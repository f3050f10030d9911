import { describe, expect, it } from 'vitest';
import { claudeCodeOnlyToolNames, knownToolNames } from '../../src/agents/tool-list.js';
import { createReportFindingsTool } from '../../src/results/report-findings-tool.js';
import { RunRecorder } from '../../src/results/run-recorder.js';
import { defaultTools } from '../../src/tools/registry.js';

describe('tool names an agent file may give', () => {
  it('knows every tool Flotilla offers as its own', () => {
    const offered = [
      ...defaultTools().map((tool) => tool.name),
      createReportFindingsTool(new RunRecorder()).name,
    ];
    for (const name of offered) expect(knownToolNames, name).toContain(name);
  });

  it('never calls a tool both offered and Claude Code only', () => {
    const own = new Set<string>(knownToolNames);
    expect(claudeCodeOnlyToolNames.filter((name) => own.has(name))).toEqual([]);
  });

  it('covers every tool Claude Code 2.1.332 sends with a headless request', () => {
    // Observed in the tools (and deferred tools) of a `claude -p` request, Claude Code 2.1.332.
    const observed = [
      'Agent',
      'Bash',
      'CronCreate',
      'CronDelete',
      'CronList',
      'Edit',
      'EnterWorktree',
      'ExitWorktree',
      'ListAgents',
      'Monitor',
      'NotebookEdit',
      'Read',
      'ReportFindings',
      'ScheduleWakeup',
      'SendMessage',
      'Skill',
      'TaskStop',
      'ToolSearch',
      'WebFetch',
      'WebSearch',
      'Workflow',
      'Write',
    ];
    const covered = new Set<string>([...knownToolNames, ...claudeCodeOnlyToolNames]);
    expect(observed.filter((name) => !covered.has(name))).toEqual([]);
  });
});
