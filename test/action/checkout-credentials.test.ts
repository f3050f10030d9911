import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hideCheckoutCredentials } from '../../src/action/checkout-credentials.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

const token = Buffer.from('x-access-token:ghs_checkoutCanary0123456789').toString('base64');
const header = `AUTHORIZATION: basic ${token}`;

/** What `git config --list` shows an agent in the repository, includes followed. */
const visibleConfig = (root: string, env: Record<string, string>) =>
  execFileSync('git', ['config', '--list', '--includes'], { cwd: root, env, encoding: 'utf8' });

describe('hideCheckoutCredentials', () => {
  it('takes out checkout v4/v5 config entries and empties checkout v6 credential files, then puts both back', async () => {
    repo = await createTempRepo();
    // v4/v5: in .git/config.
    repo.run(['config', 'http.https://github.com/.extraheader', header]);
    // v6: a file under $RUNNER_TEMP, included for this repository's git directory.
    const credentials = path.join(repo.dir, 'git-credentials-1234.config');
    const fileText = `[http "https://github.com/"]\n\textraheader = ${header}\n`;
    await writeFile(credentials, fileText);
    repo.run(['config', `includeIf.gitdir:${path.join(repo.root, '.git')}/.path`, credentials]);
    expect(visibleConfig(repo.root, repo.env)).toContain(token);

    const hidden = await hideCheckoutCredentials(repo.git);
    expect(visibleConfig(repo.root, repo.env)).not.toContain(token);
    expect(await readFile(credentials, 'utf8')).toBe('');

    await hidden.restore();
    expect(await readFile(credentials, 'utf8')).toBe(fileText);
    expect(repo.run(['config', 'http.https://github.com/.extraheader'])).toBe(header);

    // A forced exit restores synchronously, exactly once.
    const again = await hideCheckoutCredentials(repo.git);
    again.restoreSync();
    again.restoreSync();
    expect(await readFile(credentials, 'utf8')).toBe(fileText);
    expect(repo.run(['config', '--get-all', 'http.https://github.com/.extraheader'])).toBe(header);
  });
});
