import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Transcript } from '../../src/loop/transcript.js';
import { createRedactor } from '../../src/publish/redact.js';

/**
 * Signed blocks in a transcript: a thinking or redacted_thinking block the redactor would change
 * is left out (the API refuses one sent back altered), and reading the transcript back leaves out
 * what the API would then refuse.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-transcript-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const secret = 'pg-hunter2-pass';
const redact = createRedactor([secret]);

async function linesOf(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a transcript with signed blocks', () => {
  it('leaves out each signed block that holds a secret, counts it, and keeps the rest as it came', async () => {
    const file = path.join(dir, 'lead.jsonl');
    const transcript = new Transcript(file, redact);
    const kept = { type: 'thinking' as const, thinking: 'Plain reasoning.', signature: 'c2ln' };
    transcript.append({ role: 'user', content: `connect with ${secret}` });
    transcript.append({
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: `It uses ${secret}.`, signature: 'c2lnMQ==' },
        { type: 'redacted_thinking', data: `opaque-${secret}` },
        kept,
        { type: 'text', text: `Do not print ${secret}.` },
      ],
    });
    await transcript.close();
    const [user, assistant] = await linesOf(file);
    expect(user?.message).toEqual({ role: 'user', content: 'connect with ***' });
    expect(assistant?.thinking_withheld).toBe(2);
    expect(assistant?.message).toEqual({
      role: 'assistant',
      content: [kept, { type: 'text', text: 'Do not print ***.' }],
    });
    expect(await readFile(file, 'utf8')).not.toContain(secret);
  });

  it('reads back without a message that held nothing else, and without a last tool call whose thinking was left out', async () => {
    const file = path.join(dir, 'lead.jsonl');
    const transcript = new Transcript(file, redact);
    const thinkingWith = (text: string) => ({
      type: 'thinking' as const,
      thinking: text,
      signature: 's',
    });
    transcript.append({ role: 'user', content: 'first' });
    // Only thinking (an answer cut at its token limit while it thought).
    transcript.append({ role: 'assistant', content: [thinkingWith(`about ${secret}`)] });
    transcript.append({ role: 'user', content: 'go on' });
    transcript.append({
      role: 'assistant',
      content: [
        thinkingWith('no secret here'),
        { type: 'tool_use', id: 't1', name: 'Read', input: {} },
      ],
    });
    transcript.append({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 't1', content: 'text' }],
    });
    await transcript.flush();
    // A tool call whose thinking was kept is sent back with it; the user turns around the
    // message left out are one turn, as the API joins them.
    const kept = await Transcript.read(file);
    expect(kept.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(kept[0]!.content).toEqual([
      { type: 'text', text: 'first' },
      { type: 'text', text: 'go on' },
    ]);
    transcript.append({
      role: 'assistant',
      content: [
        thinkingWith(`read ${secret}`),
        { type: 'tool_use', id: 't2', name: 'Read', input: {} },
      ],
    });
    transcript.append({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 't2', content: 'more' }],
    });
    await transcript.close();
    const messages = await Transcript.read(file);
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(messages)).not.toContain('t2');
  });
});
