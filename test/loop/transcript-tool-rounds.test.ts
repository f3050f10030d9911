import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { Transcript } from '../../src/loop/transcript.js';

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true });
});

const result = (id: string, content: string) => ({
  type: 'tool_result' as const,
  tool_use_id: id,
  content,
});

describe('a tool round in a transcript', () => {
  it('is read back as the one user turn the agent had, its results in the order of the calls', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'flotilla-transcript-'));
    directories.push(directory);
    const file = path.join(directory, 'lead.jsonl');
    const transcript = new Transcript(file);
    const calls: MessageParam = {
      role: 'assistant',
      content: [
        { type: 'tool_use', id: 'toolu_slow', name: 'Bash', input: { command: 'sleep 1' } },
        { type: 'tool_use', id: 'toolu_fast', name: 'Read', input: { file_path: 'a.txt' } },
      ],
    };
    transcript.append({ role: 'user', content: 'Go' });
    transcript.append(calls);
    // Written as each was ready: the second call finished first.
    transcript.append({ role: 'user', content: [result('toolu_fast', 'hi')] });
    transcript.append({ role: 'user', content: [result('toolu_slow', 'done')] });
    transcript.append({ role: 'user', content: [{ type: 'text', text: 'a reminder' }] });
    await transcript.close();

    expect((await readFile(file, 'utf8')).trim().split('\n')).toHaveLength(5);
    expect(await Transcript.read(file)).toEqual([
      { role: 'user', content: 'Go' },
      calls,
      {
        role: 'user',
        content: [
          result('toolu_slow', 'done'),
          result('toolu_fast', 'hi'),
          { type: 'text', text: 'a reminder' },
        ],
      },
    ]);
  });
});
