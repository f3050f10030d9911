import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLatestSession } from '../../src/sessions/session-store.js';
import { claudeProjectDirectory } from '../../src/settings/claude-project-directory.js';
import {
  cleanupRuns,
  newRepo,
  requestMessages,
  run,
  toolResults,
  type FinishedRun,
} from '../subagents/harness.js';
import type { TempRepo } from '../support/git-repo.js';

/**
 * A large MCP result reaches the model as a `<persisted-output>` notice naming the file that holds
 * it, in its run's tool-results directory. After `--continue` (a new run id) the conversation
 * still names that file; Claude Code 2.1.332's Read opens it (observed: its session keeps its
 * directory), and so does the continued lead's — but no other session's directory.
 */
describe("a continued session's saved tool output", () => {
  const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
  let home: string;
  let sessionsDir: string;
  beforeEach(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-home-'));
    sessionsDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
  });
  afterEach(async () => {
    await cleanupRuns();
    await rm(home, { recursive: true, force: true });
    await rm(sessionsDir, { recursive: true, force: true });
  });

  const config = () => ({
    sessionsDir,
    homeDir: home,
    mcpConfigs: [
      JSON.stringify({ mcpServers: { t: { command: 'node', args: [serverScript, 't'] } } }),
    ],
    allowedTools: ['mcp__t'],
  });

  /** A run of the lead that makes `call` and ends; `resume` goes on from the latest session. */
  const turn = async (
    repo: TempRepo,
    name: string,
    call: { name: string; input: Record<string, unknown> },
    resume: boolean,
  ): Promise<FinishedRun> =>
    run({
      repo,
      config: { ...config(), prompt: `Step ${name}.` },
      ...(resume ? { resume: await loadLatestSession(sessionsDir, repo.root) } : {}),
      // A resumed conversation has assistant turns already: the prompt picks the call.
      scenario: {
        name,
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: `Step ${name}\\.` },
            repeat_last: true,
            turns: [{ tool_use: [call] }],
          },
          { match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'Done.' }] },
        ],
      },
    });
  const resultOf = (finished: FinishedRun) => {
    const [, answered] = finished.requestsOf('flotilla-lead');
    const [result] = toolResults(requestMessages(answered).at(-1));
    return result;
  };

  it('is read with Read after --continue, and after a --continue of that; another session’s is not', async () => {
    const repo = await newRepo({});
    const first = await turn(repo, 'big', { name: 'mcp__t__big', input: { n: 60_000 } }, false);
    const saved = /Full output saved to: (\S+)/.exec(resultOf(first)?.text ?? '')?.[1];
    expect(saved).toContain(path.join(first.result.run_id, 'tool-results'));

    const read = { name: 'Read', input: { file_path: saved, limit: 1 } };
    const second = await turn(repo, 'read-after-continue', read, true);
    expect(second.result.resumed_from).toBe(first.result.run_id);
    expect(resultOf(second)).toMatchObject({
      isError: false,
      text: expect.stringContaining('xxx'),
    });

    // The third run's conversation holds the first's notice through the second's session.
    const third = await turn(repo, 'read-after-second-continue', read, true);
    expect(third.result.resumed_from).toBe(second.result.run_id);
    expect(resultOf(third)).toMatchObject({ isError: false, text: expect.stringContaining('xxx') });

    // A session this conversation never pointed to keeps its saved output to itself.
    const other = path.join(
      claudeProjectDirectory(home, repo.root),
      '20200101T000000Z-0badc0de',
      'tool-results',
    );
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'toolu_other.txt'), 'not this conversation\n');
    const fourth = await turn(
      repo,
      'read-other-session',
      { name: 'Read', input: { file_path: path.join(other, 'toolu_other.txt') } },
      true,
    );
    expect(resultOf(fourth)).toMatchObject({
      isError: true,
      text: expect.stringContaining('outside the working tree'),
    });
  }, 60_000);
});
