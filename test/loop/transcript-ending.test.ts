import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Transcript } from '../../src/loop/transcript.js';
import { createRedactor } from '../../src/publish/redact.js';

/**
 * The line that says how an agent that did not finish ended: redacted as every line, written
 * after its conversation, and read past by a resume.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-transcript-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const secret = 'pg-hunter2-pass';

async function linesOf(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the ending of a transcript', () => {
  it('says how an agent that did not finish ended, redacted, and a resume reads past it', async () => {
    const file = path.join(dir, 'lead.jsonl');
    const transcript = new Transcript(file, createRedactor([secret]));
    transcript.append({ role: 'user', content: 'review a.py' });
    transcript.appendEnding({
      status: 'failed',
      error: `The model API failed with 500 (request req_1): password ${secret} rejected`,
    });
    await transcript.close();
    const lines = await linesOf(file);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      ended: 'failed',
      error: 'The model API failed with 500 (request req_1): password *** rejected',
      timestamp: expect.any(String),
    });
    expect(await Transcript.read(file)).toEqual([{ role: 'user', content: 'review a.py' }]);
  });

  it('writes no line for an agent that completed: its last answer says it', async () => {
    const file = path.join(dir, 'a1-alpha.jsonl');
    const transcript = new Transcript(file);
    transcript.append({ role: 'user', content: 'review a.py' });
    transcript.append({ role: 'assistant', content: [{ type: 'text', text: 'Done.' }] });
    transcript.appendEnding({ status: 'completed' });
    transcript.appendEnding({ status: 'timeout', error: 'The agent reached its time limit.' });
    await transcript.close();
    expect((await linesOf(file)).map((line) => line.type ?? line.ended)).toEqual([
      'user',
      'assistant',
      'timeout',
    ]);
  });

  it("writes each message with Claude Code's fields, chained, and reads an older Flotilla's lines", async () => {
    const file = path.join(dir, 'a2-beta.jsonl');
    const transcript = new Transcript(file, undefined, [], undefined, true);
    transcript.append({ role: 'user', content: 'review a.py' });
    transcript.append({ role: 'assistant', content: [{ type: 'text', text: 'Done.' }] });
    await transcript.close();
    const [first, second] = await linesOf(file);
    // What a hook written for Claude Code's transcripts selects on: type, message.role/content.
    expect(first).toEqual({
      parentUuid: null,
      isSidechain: true,
      type: 'user',
      message: { role: 'user', content: 'review a.py' },
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      timestamp: expect.any(String),
    });
    expect(second).toMatchObject({
      parentUuid: first!.uuid,
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
    });
    expect(await Transcript.read(file)).toEqual([
      { role: 'user', content: 'review a.py' },
      { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
    ]);
    // A session an older Flotilla kept, one {"role", "content"} message a line, resumes as well.
    const older = path.join(dir, 'older.jsonl');
    await writeFile(
      older,
      `${JSON.stringify({ role: 'user', content: 'a', timestamp: 't' })}\n${JSON.stringify({ role: 'assistant', content: 'b', compact_boundary: true })}\n${JSON.stringify({ type: 'user', message: { role: 'user', content: 'c' } })}\n`,
    );
    expect(await Transcript.read(older)).toEqual([
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
  });
});
