import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionMode } from '../../src/agents/definition.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import { agentFileModeUnder } from '../../src/subagents/spawn-options.js';
import {
  agentFile,
  cleanupRuns,
  requestMessages,
  run,
  toolResults,
  type FinishedRun,
} from './harness.js';

/**
 * An agent file's `permissionMode` against the run's mode, as Claude Code 2.1.332 decides it
 * (observed with `claude -p` and an agent of each mode writing a file and running a command):
 * under a default or dontAsk session the file's mode applies, bypassPermissions excepted; an
 * acceptEdits or bypassPermissions session runs every subagent in its own mode.
 */

/** Probe agents: one per mode in its file, `none` without one. */
const probes: Record<string, PermissionMode | undefined> = {
  bypasser: 'bypassPermissions',
  planner: 'plan',
  editor: 'acceptEdits',
  asker: 'dontAsk',
  none: undefined,
};

/** Each probe writes `write-<name>.txt`, then runs a command that no mode but bypass allows. */
function scenario(): ScenarioInput {
  const names = Object.keys(probes);
  return {
    name: 'agent-file-modes',
    agents: [
      ...names.map((name) => ({
        match: { agent: name },
        turns: [
          {
            tool_use: [{ name: 'Write', input: { file_path: `write-${name}.txt`, content: 'x' } }],
          },
          {
            tool_use: [
              {
                name: 'Bash',
                input: { command: `sh -c "touch bash-${name}.txt"`, description: 'touch' },
              },
            ],
          },
          { text: `${name} done` },
        ],
      })),
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: names.map((name) => ({
              name: 'Agent',
              input: {
                subagent_type: name,
                description: `run ${name}`,
                prompt: 'Write and touch.',
                run_in_background: false,
              },
            })),
          },
          { text: 'All done.' },
        ],
      },
    ],
  };
}

interface Probe {
  wrote: boolean;
  ran: boolean;
  /** The text of the Bash call's result. */
  bash: string;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function modesRun(
  permissionMode: PermissionMode,
): Promise<{ finished: FinishedRun; probe: Record<string, Probe> }> {
  const agents = Object.fromEntries(
    Object.entries(probes).map(([name, mode]) => [
      name,
      agentFile(name, mode ? { permissionMode: mode } : {}),
    ]),
  );
  const finished = await run({ scenario: scenario(), agents, config: { permissionMode } });
  const probe: Record<string, Probe> = {};
  for (const name of Object.keys(probes)) {
    const bashRequest = finished.requestsOf(name)[2];
    const root = finished.repo.root;
    probe[name] = {
      wrote: await exists(path.join(root, `write-${name}.txt`)),
      ran: await exists(path.join(root, `bash-${name}.txt`)),
      bash: toolResults(requestMessages(bashRequest).at(-1))[0]?.text ?? '',
    };
  }
  return { finished, probe };
}

afterEach(cleanupRuns);

describe("an agent file's permissionMode in a run", () => {
  it('does not raise a subagent to bypassPermissions in a default-mode run: its Write and Bash are refused', async () => {
    const { finished, probe } = await modesRun('default');
    expect(probe.bypasser).toMatchObject({ wrote: false, ran: false });
    expect(probe.bypasser?.bash).toContain("permission mode 'default'");
    expect(finished.logs).toContain(
      "notice: Ignoring permissionMode 'bypassPermissions' of agent 'bypasser' (.claude/agents/bypasser.md): only a run in bypassPermissions mode (--permission-mode bypassPermissions) bypasses permissions, never an agent file by itself, as in Claude Code; the agent runs in 'default'.",
    );
    // Every other mode of a file applies under default, as in Claude Code.
    expect(probe.editor).toMatchObject({ wrote: true, ran: false });
    expect(probe.planner).toMatchObject({ wrote: false, ran: false });
    expect(probe.planner?.bash).toContain("permission mode 'plan'");
    expect(probe.asker?.bash).toContain("permission mode 'dontAsk'");
    expect(probe.none).toMatchObject({ wrote: false, ran: false });
    expect(finished.logs.filter((line) => line.includes('Ignoring permissionMode'))).toHaveLength(
      1,
    );
  });

  it('does not raise it in a dontAsk run either, where the other modes of a file apply', async () => {
    const { finished, probe } = await modesRun('dontAsk');
    expect(probe.bypasser).toMatchObject({ wrote: false, ran: false });
    expect(probe.bypasser?.bash).toContain("permission mode 'dontAsk'");
    expect(probe.editor).toMatchObject({ wrote: true, ran: false });
    expect(probe.planner?.bash).toContain("permission mode 'plan'");
    expect(finished.logs.join('\n')).toContain(
      "Ignoring permissionMode 'bypassPermissions' of agent 'bypasser'",
    );
  });

  it('runs every subagent in bypassPermissions in a bypassPermissions run, a plan file too', async () => {
    const { finished, probe } = await modesRun('bypassPermissions');
    for (const name of Object.keys(probes)) {
      expect(probe[name], name).toMatchObject({ wrote: true, ran: true });
    }
    expect(finished.logs).toContain(
      "notice: Ignoring permissionMode 'plan' of agent 'planner' (.claude/agents/planner.md): a run in 'bypassPermissions' runs every subagent in that mode, as Claude Code does; the agent runs in 'bypassPermissions'.",
    );
  });

  it('runs every subagent in acceptEdits in an acceptEdits run: a plan file edits, a bypass file does not run commands', async () => {
    const { finished, probe } = await modesRun('acceptEdits');
    for (const name of Object.keys(probes)) {
      expect(probe[name], name).toMatchObject({ wrote: true, ran: false });
      expect(probe[name]?.bash, name).toContain("permission mode 'acceptEdits'");
    }
    const ignored = finished.logs.filter((line) => line.includes('Ignoring permissionMode'));
    expect(ignored.map((line) => /agent '(\w+)'/.exec(line)?.[1]).sort()).toEqual([
      'asker',
      'bypasser',
      'planner',
    ]);
  });
});

describe('agentFileModeUnder', () => {
  const cases: Array<[PermissionMode | undefined, PermissionMode, PermissionMode]> = [
    [undefined, 'default', 'default'],
    ['bypassPermissions', 'default', 'default'],
    ['bypassPermissions', 'dontAsk', 'dontAsk'],
    ['bypassPermissions', 'bypassPermissions', 'bypassPermissions'],
    ['acceptEdits', 'default', 'acceptEdits'],
    ['acceptEdits', 'dontAsk', 'acceptEdits'],
    ['plan', 'dontAsk', 'plan'],
    ['dontAsk', 'default', 'dontAsk'],
    ['plan', 'acceptEdits', 'acceptEdits'],
    ['acceptEdits', 'plan', 'plan'],
    ['plan', 'bypassPermissions', 'bypassPermissions'],
  ];
  it.each(cases)('a subagent whose file says %s, in a run of %s, runs in %s', (file, run, mode) => {
    const decided = agentFileModeUnder(file, run, 'subagent');
    expect(decided.mode).toBe(mode);
    expect(decided.ignored === undefined).toBe(file === undefined || file === mode);
  });

  it("keeps a teammate's own plan mode under any run, and its file's mode under a plan run, bypass excepted", () => {
    expect(agentFileModeUnder('plan', 'acceptEdits', 'teammate').mode).toBe('plan');
    expect(agentFileModeUnder('plan', 'bypassPermissions', 'teammate').mode).toBe('plan');
    expect(agentFileModeUnder('acceptEdits', 'plan', 'teammate').mode).toBe('acceptEdits');
    expect(agentFileModeUnder('bypassPermissions', 'plan', 'teammate').mode).toBe('plan');
    expect(agentFileModeUnder('dontAsk', 'acceptEdits', 'teammate').mode).toBe('acceptEdits');
  });
});
