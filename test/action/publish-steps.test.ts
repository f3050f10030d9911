import { describe, expect, it } from 'vitest';
import { afterPublishing, publishUnlessCancelled } from '../../src/action/publish-steps.js';
import type { Cancellation } from '../../src/app/cancellation.js';
import { createGitHubClient } from '../../src/platform/github.js';
import { PublishIncompleteError } from '../../src/publish/publish-result.js';
import { createRedactor } from '../../src/publish/redact.js';
import { makeResult } from '../publish/fixtures.js';

function cancellation(aborted: boolean): Cancellation {
  const controller = new AbortController();
  if (aborted) controller.abort(new Error('The run was cancelled (SIGINT).'));
  return { signal: controller.signal, received: () => (aborted ? 'SIGINT' : undefined) };
}

describe('afterPublishing', () => {
  it('turns the cancel that stopped publishing into a cancelled run, naming what was posted', () => {
    const cancelled = cancellation(true);
    const after = afterPublishing(
      makeResult({ conclusion: 'findings' }),
      { reviewUrl: 'https://github.test/o/r/pull/7#pullrequestreview-1' },
      cancelled.signal.reason,
      cancelled,
      'review',
    );
    expect(after.result.conclusion).toBe('cancelled');
    expect(after.publishError).toBeUndefined();
    expect(after.note).toContain(
      'nothing more was posted after https://github.test/o/r/pull/7#pullrequestreview-1.',
    );
  });

  it('names another error that came with the cancel, and keeps an error conclusion', () => {
    const after = afterPublishing(
      makeResult({ conclusion: 'error' }),
      {},
      new Error('HTTP 403'),
      cancellation(true),
      'review',
    );
    expect(after.result.conclusion).toBe('error');
    expect(after.note).toContain('nothing more was posted (HTTP 403).');
  });

  it('reports a run cancelled after its agents as cancelled when nothing was to be posted', () => {
    // post: none, or post: comment with the answer kept for the tracking comment: no error.
    for (const post of ['none', 'comment']) {
      const after = afterPublishing(
        makeResult({ conclusion: 'success' }),
        {},
        undefined,
        cancellation(true),
        post,
      );
      expect(after.result.conclusion).toBe('cancelled');
      expect(after.publishError).toBeUndefined();
      // Nothing was being published: no "Publishing stopped" note.
      expect(after.note).toBe('');
    }
    const failed = afterPublishing(
      makeResult({ conclusion: 'error' }),
      {},
      undefined,
      cancellation(true),
      'none',
    );
    expect(failed.result.conclusion).toBe('error');
  });

  it('names no separate error when the cancel stopped a post that wraps it', () => {
    const cancelled = cancellation(true);
    const reviewUrl = 'https://github.test/o/r/pull/7#pullrequestreview-1';
    // The review's summary comment was stopped by the cancel: the error wraps the cancel's reason.
    const stopped = new PublishIncompleteError(
      `The review was posted (${reviewUrl}), but its summary comment on pull request #7 could not be written: The run was cancelled (SIGINT).`,
      { reviewUrl },
      undefined,
      cancelled.signal.reason,
    );
    const after = afterPublishing(
      makeResult({ conclusion: 'findings' }),
      stopped.links,
      stopped,
      cancelled,
      'review',
    );
    expect(after.result.conclusion).toBe('cancelled');
    expect(after.note).toContain(`nothing more was posted after ${reviewUrl}.`);
    expect(after.note).not.toContain('could not be written');
  });

  it('names the pushed branch when the cancel stopped its pull request', () => {
    const cancelled = cancellation(true);
    const after = afterPublishing(
      makeResult({ conclusion: 'success' }),
      { branch: 'flotilla/audit-x' },
      new PublishIncompleteError(
        'stopped',
        { branch: 'flotilla/audit-x' },
        undefined,
        cancelled.signal.reason,
      ),
      cancelled,
      'pr',
    );
    expect(after.note).toContain('nothing more was posted after the branch flotilla/audit-x.');
  });

  it('leaves a failure to publish without a cancel to be reported as one', () => {
    const failure = new Error('HTTP 403');
    const after = afterPublishing(
      makeResult({ conclusion: 'findings' }),
      {},
      failure,
      cancellation(false),
      'review',
    );
    expect(after.result.conclusion).toBe('findings');
    expect(after.publishError).toBe(failure);
    expect(after.note).toBe('');
  });

  it('says where a stopped run’s changes went', () => {
    const after = afterPublishing(
      makeResult({ conclusion: 'timeout' }),
      { branch: 'flotilla/20261126T000000Z-0000test' },
      undefined,
      cancellation(false),
      'commit',
    );
    expect(after.note).toMatch(
      /### Unfinished changes\n\nThe run ended with timeout before its work was done, so its changes were pushed to `flotilla\/20261126T000000Z-0000test` only/,
    );
  });

  it('says where the branches left for a human are, and which could not be pushed', () => {
    const kept = { agent: 'writer-b', commit: 'b'.repeat(40), why: 'conflict' as const };
    const after = afterPublishing(
      makeResult({ conclusion: 'partial' }),
      {
        branch: 'flotilla/audit-x',
        keptBranches: [
          {
            ...kept,
            branch: 'flotilla/a2-writer-b',
            pushed: true,
            url: 'https://github.test/o/r/tree/flotilla/a2-writer-b',
          },
          {
            ...kept,
            agent: 'writer-c',
            branch: 'flotilla/a3-writer-c',
            pushed: false,
            error: 'HTTP 403',
          },
        ],
      },
      undefined,
      cancellation(false),
      'pr',
    );
    expect(after.note).toContain(
      '### Changes left for a human\n\n- writer-b: its changes conflicted with the others’ and were not merged; they are on [`flotilla/a2-writer-b`](https://github.test/o/r/tree/flotilla/a2-writer-b): merge them by hand.',
    );
    expect(after.note).toContain(
      '- writer-c: its changes conflicted with the others’ and were not merged; its branch `flotilla/a3-writer-c` could not be pushed (HTTP 403), so these changes go away with the runner.',
    );
  });
});

describe('publishUnlessCancelled', () => {
  it('posts nothing once the job is cancelled, and says so', async () => {
    const lines: string[] = [];
    let called = false;
    const publishing = publishUnlessCancelled(
      cancellation(true),
      (line) => lines.push(line),
      async () => {
        called = true;
        return {};
      },
      {
        target: 'review',
        // Never reached: nothing is sent once the job is cancelled.
        github: createGitHubClient({
          token: 'ghs_unused',
          apiUrl: 'http://127.0.0.1:9',
          repository: { owner: 'o', repo: 'r' },
        }),
        result: makeResult(),
        redact: createRedactor([]),
        pullNumber: 7,
        auditName: 'audit',
        log: (line) => lines.push(line),
      },
    );
    await expect(publishing).rejects.toThrow('The run was cancelled (SIGINT).');
    expect(called).toBe(false);
    expect(lines).toEqual([expect.stringContaining('nothing is posted (post: review)')]);
  });
});
