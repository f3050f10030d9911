import { describe, expect, it } from 'vitest';
import { hintFor } from '../../src/platform/github.js';

describe('hintFor', () => {
  it('names the permission a 403 lacks, by route', () => {
    expect(hintFor(403, 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')).toContain(
      'pull-requests: write',
    );
    expect(hintFor(403, 'POST', '/repos/{owner}/{repo}/pulls')).toContain('pull-requests: write');
    expect(hintFor(403, 'POST', '/repos/{owner}/{repo}/issues')).toContain('issues: write');
    expect(hintFor(403, 'PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}')).toContain(
      'issues: write',
    );
    expect(hintFor(403, 'POST', '/repos/{owner}/{repo}/git/refs')).toContain('contents: write');
    expect(hintFor(403, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files')).toContain(
      'pull-requests: read',
    );
  });

  it('says what to check on 401, 404 and 422, and nothing for other statuses', () => {
    expect(hintFor(401, 'GET', '/x')).toMatch(/token/);
    expect(hintFor(404, 'GET', '/x')).toMatch(/owner\/repo.*number/);
    expect(hintFor(422, 'POST', '/x')).toMatch(/refused/);
    expect(hintFor(500, 'GET', '/x')).toBeUndefined();
    expect(hintFor(undefined, 'GET', '/x')).toBeUndefined();
  });
});
