import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listSessions } from '../../src/sessions/session-store.js';
import { cleanupRuns, run } from '../subagents/harness.js';

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

describe("a lead's transcript with a failed write", () => {
  it('is not kept as a session, and the run warns that it was not', async () => {
    const stateDir = await temporaryDirectory('flotilla-failed-write-state-');
    const sessionsDir = await temporaryDirectory('flotilla-failed-write-sessions-');
    // A directory where the transcript goes: its writes fail until the lead's command removes it
    // (after the writes of the prompt and the tool call have failed), then they succeed again.
    const transcript = path.join(stateDir, 'transcripts', 'lead.jsonl');
    await mkdir(transcript, { recursive: true });
    const finished = await run({
      config: { stateDir, sessionsDir, sandbox: 'off', allowedTools: ['Bash'] },
      scenario: {
        name: 'failed-transcript-write',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Bash', input: { command: `sleep 0.5 && rmdir '${transcript}'` } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.final_text).toBe('Done.');
    // The file holds the conversation's end without its start: the hole a resume must not see.
    const written = await readFile(transcript, 'utf8');
    expect(written).toContain('Done.');
    expect(written).not.toContain('Do the task.');

    expect(await listSessions(sessionsDir)).toEqual([]);
    const warning = finished.logs.find((line) => line.includes('the session was not kept'));
    expect(warning).toMatch(
      new RegExp(`no --resume ${finished.result.run_id}.*lead's transcript.*EISDIR`),
    );
  });
});
