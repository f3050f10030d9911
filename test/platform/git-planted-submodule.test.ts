import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGit } from '../../src/platform/git.js';
import { uncommittedPaths } from '../../src/worktrees/uncommitted-paths.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * What an agent can plant in a tree Flotilla's own git later looks at: a nested repository whose
 * configuration (the agent's to write) names a filter driver, registered in the index as a
 * submodule. git would run that driver, outside any sandbox, when it looks into the submodule.
 */
describe("Flotilla's git on a tree with a planted submodule", () => {
  let repo: TempRepo;
  let outside: string;
  let marker: string;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'a.txt': 'a\n' } });
    outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-filter-marker-'));
    marker = path.join(outside, 'filter-ran');
    const evil = path.join(repo.root, 'evil');
    const run = (args: string[], cwd = evil) => repo.run(args, cwd);
    run(['init', '-q', evil], repo.root);
    await writeFile(path.join(evil, 'f'), 'f\n');
    await writeFile(path.join(evil, '.gitattributes'), '* filter=x\n');
    run(['add', '-A']);
    run(['commit', '-qm', 'nested']);
    const driver = `sh -c "echo ran >> ${marker}; cat"`;
    run(['config', 'filter.x.clean', driver]);
    run(['config', 'filter.x.process', driver]);
    run(['config', 'filter.x.required', 'true']);
    // Stat information that no longer matches: git has to hash the file again, through the filter.
    await writeFile(path.join(evil, 'f'), 'f changed\n');
    const head = run(['rev-parse', 'HEAD']);
    run(['update-index', '--add', '--cacheinfo', `160000,${head},evil`], repo.root);
    // `ignore = none` would override a configured diff.ignoreSubmodules.
    await writeFile(
      path.join(repo.root, '.gitmodules'),
      '[submodule "evil"]\n\tpath = evil\n\turl = ./evil\n\tignore = none\n',
    );
  });

  afterEach(async () => {
    await repo.cleanup();
    await rm(outside, { recursive: true, force: true });
  });

  it('status lists the submodule without running its filter', async () => {
    const entries = await repo.git.status();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'evil', index: 'A' }),
        expect.objectContaining({ path: '.gitmodules', index: '?' }),
      ]),
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('commitAll commits the submodule and its later commit without running its filter', async () => {
    const first = await repo.git.commitAll({ message: 'with a submodule' });
    expect(first).toBeDefined();
    expect(repo.run(['ls-tree', 'HEAD', 'evil'])).toMatch(/^160000 commit /);
    repo.run(
      [
        ...['-c', 'filter.x.clean=', '-c', 'filter.x.process=', '-c', 'filter.x.required=false'],
        ...['commit', '-qam', 'next'],
      ],
      path.join(repo.root, 'evil'),
    );
    const moved = repo.run(['rev-parse', 'HEAD'], path.join(repo.root, 'evil'));
    await repo.git.commitAll({ message: 'submodule moved' });
    expect(repo.run(['rev-parse', 'HEAD:evil'])).toBe(moved);
    expect(existsSync(marker)).toBe(false);
  });

  it('names uncommitted changes inside the submodule without running its filter', async () => {
    const git = createGit(repo.root, { env: repo.env });
    await git.commitAll({ message: 'with a submodule' });
    expect(await uncommittedPaths(git, repo.root)).toEqual([
      'evil/ (uncommitted changes inside the submodule)',
    ]);
    expect(existsSync(marker)).toBe(false);
  });
});
