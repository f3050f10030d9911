import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run, streamJsonEvents } from '../subagents/harness.js';

afterEach(cleanupRuns);

type Json = Record<string, unknown>;

const fixture = path.resolve(
  import.meta.dirname,
  '../fixtures/claude-code/stream-json-compaction.jsonl',
);

/** Each key's JSON type, nested objects included: shapes are compared, never values. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, inner]) => [
      key,
      key === 'message' || key === 'compact_metadata' ? shape(inner) : kind(inner),
    ]),
  );
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

describe('stream-json when the lead compacts its conversation', () => {
  it('prints the status, compact_boundary and summary events Claude Code 2.1.332 prints', async () => {
    const summary = 'SUMMARY-OF-THE-EARLIER-TURNS';
    const finished = await run({
      files: { 'a.txt': 'hi\n' },
      scenario: {
        name: 'compaction-stream',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: `<summary>${summary}</summary>` }],
          },
          {
            match: { agent: 'flotilla-lead', compacted: true },
            repeat_last: true,
            turns: [{ text: 'kept turn' }, { text: 'Answered after compaction.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
              {
                error: {
                  status: 400,
                  type: 'invalid_request_error',
                  message: 'prompt is too long: 250000 tokens > 200000 maximum',
                },
              },
            ],
          },
        ],
      },
    });
    const events = streamJsonEvents(finished) as Json[];
    const at = events.findIndex((event) => event.subtype === 'status');
    expect(at).toBeGreaterThan(0);
    const compaction = events.slice(at, at + 4);
    expect(compaction.map((event) => [event.type, event.subtype ?? null])).toEqual([
      ['system', 'status'],
      ['system', 'status'],
      ['system', 'compact_boundary'],
      ['user', null],
    ]);
    expect(compaction[0]).toMatchObject({ status: 'compacting' });
    expect(compaction[1]).toMatchObject({ status: null, compact_result: 'success' });
    const metadata = compaction[2]!.compact_metadata as Json;
    expect(metadata.trigger).toBe('auto');
    expect(metadata.pre_tokens).toBeGreaterThan(0);
    expect(metadata.post_tokens).toBeGreaterThan(0);
    // The boundary follows the last event before it: the tool result of the Read.
    expect(compaction[2]!.logical_parent_uuid).toBe(events[at - 1]!.uuid);
    expect(compaction[3]!.isSynthetic).toBe(true);
    expect(JSON.stringify(compaction[3]!.message)).toContain(summary);
    // The kept turn is not printed again; the answer after compaction follows.
    expect(events[at + 4]).toMatchObject({ type: 'assistant' });
    expect(JSON.stringify(events[at + 4])).toContain('Answered after compaction.');

    // The same keys, with the same JSON types, as Claude Code's events.
    const recorded = (await readFile(fixture, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    expect(compaction.map(shape)).toEqual(recorded.map(shape));
  });
});
