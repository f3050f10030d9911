import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { totalTokens } from '../../src/model/model-client.js';
import { cleanupRuns, newRepo, requestMessages, run } from '../subagents/harness.js';
import { pngFile } from '../support/images.js';

afterEach(cleanupRuns);

describe('Read of a screenshot in a run', () => {
  it('sends the image and goes on: a 3 MB PNG counts ~1,334 tokens, not its 4 MB of base64', async () => {
    // 1000×1000 pixels of noise: 3 MB, within the 3.75 MB Read takes; ~1,000,000 "tokens" if
    // its base64 were counted as text, over the ~171k a 200k-window model compacts at.
    const repo = await newRepo({});
    await writeFile(path.join(repo.root, 'screenshot.png'), pngFile(1000, 1000, 'noise'));
    const finished = await run({
      repo,
      config: { model: 'claude-sonnet-5', prompt: 'Describe screenshot.png.' },
      scenario: {
        name: 'read-screenshot',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'screenshot.png' } }] },
              { text: 'The screenshot shows noise.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.events.filter((event) => event.type.startsWith('compact'))).toEqual([]);

    // The model gets the image as the answer to its call, in the request right after it.
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const last = requestMessages(requests[1]).at(-1);
    const [result] = typeof last?.content === 'string' ? [] : (last?.content ?? []);
    expect(result?.type).toBe('tool_result');
    const content = result?.type === 'tool_result' ? result.content : undefined;
    expect(Array.isArray(content) ? content.map((block) => block.type) : content).toEqual([
      'image',
    ]);

    // The offline server bills the image by its pixels, as the API does.
    const used = finished.events.flatMap((event) =>
      event.type === 'usage' ? [totalTokens(event.usage)] : [],
    );
    expect(used).toHaveLength(2);
    expect(used[1]! - used[0]!).toBeGreaterThan(1334);
    expect(used[1]! - used[0]!).toBeLessThan(1334 + 500);
  });
});
