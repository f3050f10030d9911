import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { continuationText } from '../../src/model/compaction-prompts.js';
import {
  restoredConversation,
  resumedTranscripts,
  unrecordedResultText,
} from '../../src/sessions/restore-conversation.js';
import { listSessions, loadLatestSession, loadSession } from '../../src/sessions/session-store.js';

const prompt: MessageParam = { role: 'user', content: 'Go on' };

describe('restoredConversation', () => {
  it('puts the prompt after a conversation that ended with an answer', () => {
    const previous: MessageParam[] = [
      { role: 'user', content: 'Review' },
      { role: 'assistant', content: [{ type: 'text', text: 'Done' }] },
    ];
    expect(restoredConversation(previous, prompt)).toEqual([...previous, prompt]);
  });

  it('keeps a turn cut off mid-round, each call without a recorded result told its outcome is unknown', () => {
    const previous: MessageParam[] = [
      { role: 'user', content: 'Release' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Bumping the version' },
          { type: 'tool_use', id: 'toolu_w', name: 'Write', input: { file_path: 'VERSION' } },
          { type: 'tool_use', id: 'toolu_b', name: 'Bash', input: { command: 'sleep 30' } },
        ],
      },
    ];
    expect(restoredConversation(previous, prompt)).toEqual([
      previous[0],
      previous[1],
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_w',
            content: unrecordedResultText,
            is_error: true,
          },
          {
            type: 'tool_result',
            tool_use_id: 'toolu_b',
            content: unrecordedResultText,
            is_error: true,
          },
          { type: 'text', text: 'Go on' },
        ],
      },
    ]);
    expect(unrecordedResultText).toMatch(/ended before the result .* recorded/);
    expect(unrecordedResultText).toMatch(/unknown/);
  });

  it('keeps the results that were recorded and adds only the missing ones', () => {
    const recorded = { type: 'tool_result' as const, tool_use_id: 'toolu_1', content: 'read it' };
    const previous: MessageParam[] = [
      { role: 'user', content: 'Review' },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'a' } },
          { type: 'tool_use', id: 'toolu_2', name: 'Read', input: { file_path: 'b' } },
        ],
      },
      { role: 'user', content: [recorded, { type: 'text', text: 'a note' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Done' }] },
    ];
    const restored = restoredConversation(previous, prompt);
    expect(restored).toHaveLength(5);
    expect(restored[2]).toEqual({
      role: 'user',
      content: [
        recorded,
        {
          type: 'tool_result',
          tool_use_id: 'toolu_2',
          content: unrecordedResultText,
          is_error: true,
        },
        { type: 'text', text: 'a note' },
      ],
    });
    expect(restored[4]).toEqual(prompt);
  });

  it('adds the prompt to a conversation that ended with tool results', () => {
    const results: MessageParam = {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'text' }],
    };
    const previous: MessageParam[] = [
      { role: 'user', content: 'Review' },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'a' } }],
      },
      results,
    ];
    const restored = restoredConversation(previous, prompt);
    expect(restored).toHaveLength(3);
    expect(restored[2]).toEqual({
      role: 'user',
      content: [...(results.content as unknown[]), { type: 'text', text: 'Go on' }],
    });
  });
});

describe('the session store', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('lists sessions oldest first and continues the newest from its last compaction', async () => {
    const line = (message: object) => `${JSON.stringify(message)}\n`;
    await writeFile(
      path.join(directory, '20261126T050000Z-00000001.jsonl'),
      line({ role: 'user', content: 'old' }),
    );
    await writeFile(
      path.join(directory, '20261126T060000Z-00000002.jsonl'),
      line({ role: 'user', content: 'before' }) +
        line({ role: 'user', content: 'summary', compact_boundary: true }) +
        line({ role: 'assistant', content: [{ type: 'text', text: 'after' }] }),
    );
    expect(await listSessions(directory)).toEqual([
      '20261126T050000Z-00000001',
      '20261126T060000Z-00000002',
    ]);
    const latest = await loadLatestSession(directory, '/repo');
    expect(latest?.sessionId).toBe('20261126T060000Z-00000002');
    expect(latest?.messages).toEqual([
      { role: 'user', content: 'summary' },
      { role: 'assistant', content: [{ type: 'text', text: 'after' }] },
    ]);
  });

  it('orders runs that started in the same second by when their session was kept', async () => {
    const line = `${JSON.stringify({ role: 'user', content: 'x' })}\n`;
    // The random suffix sorts the other way round from the order the runs ended in.
    const later = path.join(directory, '20261126T070000Z-00000001.jsonl');
    const earlier = path.join(directory, '20261126T070000Z-ffffffff.jsonl');
    await writeFile(later, line);
    await writeFile(earlier, line);
    await utimes(
      earlier,
      new Date('2026-11-26T07:00:00.100Z'),
      new Date('2026-11-26T07:00:00.100Z'),
    );
    await utimes(later, new Date('2026-11-26T07:00:00.900Z'), new Date('2026-11-26T07:00:00.900Z'));
    expect(await listSessions(directory)).toEqual([
      '20261126T070000Z-ffffffff',
      '20261126T070000Z-00000001',
    ]);
    expect((await loadLatestSession(directory, '/repo'))?.sessionId).toBe(
      '20261126T070000Z-00000001',
    );
  });

  it('continues the conversation active last, not the run that started last', async () => {
    const line = `${JSON.stringify({ role: 'user', content: 'x' })}\n`;
    // Run A started first and answered last (a slow answer); run B started later, ended first.
    const startedFirst = path.join(directory, '20261126T080000Z-0000000a.jsonl');
    const startedLater = path.join(directory, '20261126T080003Z-0000000b.jsonl');
    await writeFile(startedFirst, line);
    await writeFile(startedLater, line);
    const endedFirst = new Date('2026-11-26T08:00:04Z');
    const endedLast = new Date('2026-11-26T08:00:08Z');
    await utimes(startedLater, endedFirst, endedFirst);
    await utimes(startedFirst, endedLast, endedLast);
    expect(await listSessions(directory)).toEqual([
      '20261126T080003Z-0000000b',
      '20261126T080000Z-0000000a',
    ]);
    const latest = await loadLatestSession(directory, '/repo');
    expect(latest?.sessionId).toBe('20261126T080000Z-0000000a');
    expect(latest?.lastActiveMs).toBe(endedLast.getTime());
  });

  it("continues the newest session recorded in this directory, never another directory's", async () => {
    // Claude Code 2.1.332 keeps each directory's sessions apart: a --continue in pkgB starts
    // anew after a run in pkgA, and the next --continue in pkgA goes on from pkgA's.
    const recordedIn = (cwd: string, text: string) =>
      `${JSON.stringify({ system: ['You help.'], cwd })}\n${JSON.stringify({ role: 'user', content: text })}\n`;
    const inA = path.join(directory, '20261126T090000Z-0000000a.jsonl');
    const inB = path.join(directory, '20261126T090100Z-0000000b.jsonl');
    const inRoot = path.join(directory, '20261126T090200Z-0000000c.jsonl');
    await writeFile(inA, recordedIn('/repo/pkgA', 'in pkgA'));
    await writeFile(inB, recordedIn('/repo/pkgB', 'in pkgB'));
    await writeFile(inRoot, recordedIn('/repo', 'at the root'));
    for (const [file, second] of [
      [inA, 1],
      [inB, 2],
      [inRoot, 3],
    ] as const) {
      const at = new Date(`2026-11-26T09:00:0${second}Z`);
      await utimes(file, at, at);
    }
    expect((await loadLatestSession(directory, '/repo/pkgA'))?.messages).toEqual([
      { role: 'user', content: 'in pkgA' },
    ]);
    expect((await loadLatestSession(directory, '/repo/pkgB'))?.sessionId).toBe(
      '20261126T090100Z-0000000b',
    );
    expect((await loadLatestSession(directory, '/repo'))?.sessionId).toBe(
      '20261126T090200Z-0000000c',
    );
    await expect(loadLatestSession(directory, '/repo/pkgC')).resolves.toBeUndefined();
    // `--resume ID` finds a session whatever directory it was recorded in.
    expect((await loadSession(directory, '20261126T090000Z-0000000a')).systemPrompt?.cwd).toBe(
      '/repo/pkgA',
    );
  });

  it('says what is wrong with an id or a missing session; an empty store has none to continue', async () => {
    await expect(loadSession(directory, '../../etc/passwd')).rejects.toThrow(/Invalid session id/);
    // `claude -p --continue` with no earlier conversation starts one: no error.
    await expect(loadLatestSession(directory, '/repo')).resolves.toBeUndefined();
    await writeFile(path.join(directory, 'bad.jsonl'), '{not json\n');
    await expect(loadSession(directory, 'bad')).rejects.toThrow(/Session 'bad' cannot be read/);
    await expect(loadSession(directory, 'absent')).rejects.toThrow(/No session 'absent'/);
  });
});

describe('the transcripts a resumed lead may read', () => {
  it('are the session it goes on from and those its summaries point to in the sessions directory, no others', () => {
    const sessions = '/srv/sessions';
    const earlier = path.join(sessions, '20261127T100000Z-0000000a.jsonl');
    const messages: MessageParam[] = [
      {
        role: 'user',
        content: [{ type: 'text', text: continuationText('Read a.txt.', earlier) }],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'ok' }] },
      // A pointer outside the sessions directory, or text that only looks like a summary, is not one.
      {
        role: 'user',
        content: [
          { type: 'text', text: continuationText('x', '/etc/passwd.jsonl') },
          { type: 'text', text: `see ${path.join(sessions, 'other.jsonl')}` },
        ],
      },
    ];
    expect(
      resumedTranscripts({ sessionId: '20261127T110000Z-0000000b', messages }, sessions),
    ).toEqual([path.join(sessions, '20261127T110000Z-0000000b.jsonl'), earlier]);
  });
});
