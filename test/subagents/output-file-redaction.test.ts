import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/publish/redact.js';
import { OutputFile } from '../../src/subagents/output-file.js';

const apiKey = 'sk-ant-api03-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef';
const knownSecret = 'canary value 7f3a:9c1e';
const gitHubToken = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
const privateKey = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEA7x9',
  'c2VjcmV0IGtleSBib2R5',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

/** Longer than the 20 ms during which an output file gathers appends into one write. */
const pastOneWrite = () => new Promise((resolve) => setTimeout(resolve, 60));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-output-redaction-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('streamed text redacted across the output file writes', () => {
  it('a known secret streamed in two deltas, a write apart, is redacted, and TaskOutput never sees its start', async () => {
    const file = path.join(dir, 'tasks', 'a1.output');
    const output = new OutputFile(file, createRedactor([apiKey, knownSecret]));
    // More text first than the longest form of a secret (its base64 in a Basic header).
    output.append(`${'Reading the configuration of the deployment. '.repeat(3)}The key is `);
    output.append(apiKey.slice(0, 20));
    await pastOneWrite();
    // TaskOutput flushes and reads the file while the agent still streams.
    await output.flush();
    const meanwhile = await readFile(file, 'utf8');
    expect(meanwhile).toMatch(/^Reading the configuration/);
    expect(meanwhile).not.toContain(apiKey.slice(0, 12));
    output.append(apiKey.slice(20));
    output.append(' and the other is canary value ');
    await pastOneWrite();
    output.append('7f3a:9c1e. That is all.');
    await output.close();
    const written = await readFile(file, 'utf8');
    expect(written).toMatch(
      /deployment\. The key is \*\*\* and the other is \*\*\*\. That is all\.$/,
    );
  });

  it('token shapes and a private key block, whose values are not known, split anywhere', async () => {
    const file = path.join(dir, 'tasks', 'a2.output');
    const output = new OutputFile(file, createRedactor([]));
    output.append(`token ${gitHubToken.slice(0, 9)}`);
    await pastOneWrite();
    output.append(`${gitHubToken.slice(9)} and key\n${privateKey.slice(0, 45)}`);
    await pastOneWrite();
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('token *** and key\n');
    output.append(privateKey.slice(45));
    await pastOneWrite();
    output.record({ type: 'tool', agentId: 'a2', tool: 'Glob', summary: '*.txt' });
    await output.close();
    const written = await readFile(file, 'utf8');
    expect(written).toBe('token *** and key\n***\n[Glob] *.txt\n');
  });

  it('text with no secret is all written by the close, and all but its last word before', async () => {
    const file = path.join(dir, 'tasks', 'a3.output');
    const output = new OutputFile(file, createRedactor([]));
    output.append('Reading the notes');
    await output.flush();
    expect(await readFile(file, 'utf8')).toBe('Reading the ');
    await output.close();
    expect(await readFile(file, 'utf8')).toBe('Reading the notes');
  });
});

describe('Redactor.settledLength', () => {
  const redact = createRedactor([apiKey, knownSecret]);
  const text = `a ${apiKey} b ${encodeURIComponent(knownSecret)} c ${gitHubToken}\n${privateKey}\nAKIA${'ABCDEFGH12345678'} xoxb-1234567890-abc end`;

  /** Streams `pieces` as an output file does: the settled part out, the rest held. */
  function streamed(pieces: string[]): string {
    let held = '';
    let written = '';
    for (const piece of pieces) {
      const pending = held + piece;
      const settled = redact.settledLength?.(pending) ?? pending.length;
      written += redact(pending.slice(0, settled));
      held = pending.slice(settled);
    }
    return written + redact(held);
  }

  it('streaming in two pieces, cut at any character, writes what redacting the whole does', () => {
    const whole = redact(text);
    expect(whole).not.toContain('ABCDEFGHIJ');
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(streamed([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
  });

  it('streaming one character at a time writes what redacting the whole does', () => {
    expect(streamed([...text])).toBe(redact(text));
  });

  it('holds back a bounded tail: a long run of token characters (base64) is not held whole', () => {
    const blob = Buffer.from('x'.repeat(3000)).toString('base64');
    const settled = redact.settledLength?.(`data: ${blob}`) ?? 0;
    expect(settled).toBeGreaterThan(blob.length - 600);
    expect(settled).toBeLessThan(blob.length);
  });
});
