import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { committedInRepository } from '../../src/app/configuration-secrets.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

describe('committedInRepository', () => {
  it('holds a file committed as it is, not one a job changed or one git does not track', async () => {
    const repo = await createTempRepo({
      files: { '.mcp.json': '{"env":{"TOKEN":"PLACEHOLDER"}}\n' },
    });
    repos.push(repo);
    await repo.write({ 'other.json': '{}\n' });
    const committed = committedInRepository(
      { repoRoot: repo.root, configRoot: repo.root },
      repo.env,
    );
    const file = path.join(repo.root, '.mcp.json');
    expect(await committed(file)).toBe(true);
    expect(await committed(path.join(repo.root, 'other.json'))).toBe(false);
    // `sed -i "s/PLACEHOLDER/${{ secrets.X }}/" .mcp.json` in a workflow: the value is no longer
    // the repository's, so it is not taken as public.
    await repo.write({ '.mcp.json': '{"env":{"TOKEN":"prod-db-Xk9vQ2mZr7LpW4"}}\n' });
    expect(await committed(file)).toBe(false);
    repo.run(['add', '.mcp.json']);
    expect(await committed(file)).toBe(false);
  });
});
