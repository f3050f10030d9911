import { describe, expect, it } from 'vitest';
import { renderAddedReviewBody } from '../../src/publish/added-review-body.js';
import { findingKeysOf, MAX_LISTED_KEYS, listedKey } from '../../src/publish/markers.js';
import { renderReviewBody } from '../../src/publish/review-body.js';
import type { Finding } from '../../src/results/finding.js';
import { makeFinding, makeResult } from './fixtures.js';

const headSha = 'a'.repeat(40);
const pointer = 'the artifact';
const partial = makeResult({ conclusion: 'partial' });

function added(earlierBody: string, found: readonly Finding[]): string {
  const earlierKeys = findingKeysOf(earlierBody) ?? new Set<string>();
  return renderAddedReviewBody({
    headSha,
    result: partial,
    findings: found,
    added: found.filter((finding) => !earlierKeys.has(listedKey(finding))),
    earlierKeys,
    earlierBody,
    requestChanges: false,
    event: 'COMMENT',
    pointer,
  });
}

function original(found: readonly Finding[]): string {
  return renderReviewBody({
    headSha,
    result: makeResult({ findings: [...found] }),
    findings: found,
    inline: 0,
    inBody: found,
    alreadyPosted: 0,
    requestChanges: false,
    pointer,
  });
}

describe('the body a run that did not finish adds to', () => {
  it('keeps every earlier finding in view when the added ones overflow, naming only those shown', () => {
    const earlier = Array.from({ length: 5 }, (_, index) =>
      makeFinding({ path: `src/old${index}.ts`, title: `Earlier ${index}` }),
    );
    const many = Array.from({ length: 300 }, (_, index) =>
      makeFinding({ path: `src/new${index}.ts`, title: `Added ${index} ${'t'.repeat(400)}` }),
    );
    const body = added(original(earlier), many);
    expect(body.length).toBeLessThanOrEqual(65_536);
    for (const finding of earlier) expect(body).toContain(`**${finding.title}**`);
    const keys = findingKeysOf(body)!;
    const shown = many.filter((finding) => keys.has(listedKey(finding)));
    for (const finding of shown) expect(body).toContain(finding.title.slice(0, 20));
    expect(body).toContain(`…and ${300 - shown.length} more findings`);
    expect(keys.size).toBe(5 + shown.length);
  });

  it('does not nest: after 31 runs the original findings show once, each added one once', () => {
    let body = original([makeFinding({ title: 'The original finding' })]);
    for (let run = 0; run < 31; run++) {
      body = added(body, [makeFinding({ path: `src/r${run}.ts`, title: `Run ${run}` })]);
    }
    expect(body.split('#### Before this run')).toHaveLength(2);
    expect(body.split('**The original finding**')).toHaveLength(2);
    for (let run = 0; run < 31; run++) expect(body.split(`**Run ${run}**`)).toHaveLength(2);
    expect(findingKeysOf(body)?.size).toBe(32);
  });

  it('bounds the keys line: 4,000 findings name at most MAX_LISTED_KEYS and the line stays whole', () => {
    const many = Array.from({ length: 4000 }, (_, index) =>
      makeFinding({ path: `src/f${index}.ts`, title: `F${index}` }),
    );
    const body = added(original([]), many);
    expect(body.length).toBeLessThanOrEqual(65_536);
    const keys = findingKeysOf(body);
    expect(keys).toBeDefined();
    expect(keys!.size).toBeLessThanOrEqual(MAX_LISTED_KEYS);
    expect(body).toContain(`…and ${4000 - keys!.size} more findings`);
    const review = original(many);
    expect(findingKeysOf(review)?.size).toBeLessThanOrEqual(MAX_LISTED_KEYS);
  });
});
