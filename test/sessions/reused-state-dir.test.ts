import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import { loadSession } from '../../src/sessions/session-store.js';
import { agentFile, cleanupRuns, messageText, run } from '../subagents/harness.js';

const directories: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function temporaryDirectory(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  directories.push(dir);
  return dir;
}

/** The lead starts the helper in the background with `task`, then answers `answer`. */
function scenario(task: string, answer: string): ScenarioInput {
  return {
    name: 'reused-state-dir',
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        repeat_last: true,
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: {
                  description: 'Help',
                  prompt: task,
                  subagent_type: 'helper',
                  run_in_background: true,
                },
              },
            ],
          },
          { text: answer },
        ],
      },
      { match: { agent: 'helper' }, turns: [{ text: `Helped with ${task}` }] },
    ],
  };
}

describe('a state directory used by a second run', () => {
  it("holds only the second run's transcripts, and its saved session only its conversation", async () => {
    const stateDir = await temporaryDirectory('flotilla-reused-state-');
    const sessionsDir = await temporaryDirectory('flotilla-sessions-');
    const agents = { helper: agentFile('helper') };
    const first = await run({
      agents,
      scenario: scenario('task one', 'Answer one.'),
      config: { stateDir, sessionsDir, prompt: 'The first prompt.' },
    });
    expect(first.result.conclusion).toBe('success');
    const second = await run({
      repo: first.repo,
      scenario: scenario('task two', 'Answer two.'),
      config: { stateDir, sessionsDir, prompt: 'The second prompt.' },
    });
    expect(second.result.conclusion).toBe('success');

    const lead = (await second.leadTranscript()).map(messageText).join('\n');
    expect(lead).toContain('The second prompt.');
    expect(lead).not.toContain('The first prompt.');
    expect(lead).not.toContain('Answer one.');

    const helperId = second.result.agents.find((agent) => agent.name === 'helper')?.agent_id;
    expect(helperId).toBeDefined();
    const helper = await readFile(path.join(stateDir, 'transcripts', `${helperId}.jsonl`), 'utf8');
    expect(helper).toContain('task two');
    expect(helper).not.toContain('task one');

    // What --resume of the second run would send: its conversation alone.
    const session = await loadSession(sessionsDir, second.result.run_id);
    expect(session.messages[0] && messageText(session.messages[0])).toContain('The second prompt.');
    expect(session.messages.map(messageText).join('\n')).not.toContain('The first prompt.');
    // The first run's session is still its own.
    const earlier = await loadSession(sessionsDir, first.result.run_id);
    expect(earlier.messages.map(messageText).join('\n')).toContain('Answer one.');
    expect(earlier.messages.map(messageText).join('\n')).not.toContain('The second prompt.');
  });
});
