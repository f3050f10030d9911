import { execFileSync } from 'node:child_process';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hideCheckoutCredentials } from '../../src/action/checkout-credentials.js';
import { createGit } from '../../src/platform/git.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

let repo: TempRepo | undefined;
const others: TempRepo[] = [];
afterEach(async () => {
  await repo?.cleanup();
  for (const other of others.splice(0)) await other.cleanup();
});

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

  it('hides the extraheader of every submodule, nested ones too, and puts each back (checkout v4/v5 with submodules: true)', async () => {
    const inner = await createTempRepo({ files: { 'inner.txt': 'inner\n' } });
    const lib = await createTempRepo({ files: { 'lib.txt': 'lib\n' } });
    others.push(inner, lib);
    const allowFile = ['-c', 'protocol.file.allow=always'];
    lib.run([...allowFile, 'submodule', 'add', '--quiet', inner.root, 'deps/inner']);
    lib.run(['commit', '--quiet', '-m', 'inner']);
    repo = await createTempRepo();
    // A name with a slash: its git directory is .git/modules/vendor/lib.
    repo.run([...allowFile, 'submodule', 'add', '--quiet', lib.root, 'vendor/lib']);
    repo.run([...allowFile, 'submodule', 'update', '--quiet', '--init', '--recursive']);
    const submodules = [
      path.join(repo.root, 'vendor/lib'),
      path.join(repo.root, 'vendor/lib/deps/inner'),
    ];
    // As actions/checkout's configureSubmoduleAuth leaves them (`git submodule foreach --recursive
    // git config --local …`), and the superproject's own.
    repo.run(['config', 'http.https://github.com/.extraheader', header]);
    for (const submodule of submodules) {
      repo.run(['config', '--local', 'http.https://github.com/.extraheader', header], submodule);
    }
    const configFiles = [
      path.join(repo.root, '.git/config'),
      path.join(repo.root, '.git/modules/vendor/lib/config'),
      path.join(repo.root, '.git/modules/vendor/lib/modules/deps/inner/config'),
    ];
    for (const file of configFiles) expect(await readFile(file, 'utf8')).toContain(token);
    await chmod(configFiles[1]!, 0o640);

    const hidden = await hideCheckoutCredentials(repo.git);
    for (const file of configFiles) expect(await readFile(file, 'utf8')).not.toContain(token);
    for (const submodule of submodules) {
      expect(visibleConfig(submodule, repo.env)).not.toContain(token);
    }

    await hidden.restore();
    for (const cwd of [repo.root, ...submodules]) {
      expect(repo.run(['config', '--get-all', 'http.https://github.com/.extraheader'], cwd)).toBe(
        header,
      );
    }
    // The rest of each config is untouched, and so are its permission bits.
    expect(repo.run(['config', 'remote.origin.url'], submodules[0])).toBe(lib.root);
    expect((await stat(configFiles[1]!)).mode & 0o777).toBe(0o640);

    // A forced exit restores synchronously, exactly once.
    const again = await hideCheckoutCredentials(repo.git);
    expect(await readFile(configFiles[2]!, 'utf8')).not.toContain(token);
    again.restoreSync();
    again.restoreSync();
    await again.restore();
    for (const cwd of [repo.root, ...submodules]) {
      expect(repo.run(['config', '--get-all', 'http.https://github.com/.extraheader'], cwd)).toBe(
        header,
      );
    }
  });

  it('never puts the token on a command line, hiding or restoring', async () => {
    repo = await createTempRepo();
    // Several values, one with characters the config file must quote, for two urls.
    const tricky = `AUTHORIZATION: basic ${token} "quoted" \\ back;slash # not a comment`;
    repo.run(['config', '--add', 'http.https://github.com/.extraheader', header]);
    repo.run(['config', '--add', 'http.https://github.com/.extraheader', tricky]);
    repo.run(['config', '--add', 'http.https://ghe.example/"odd".extraheader', header]);
    // A git that records its arguments, as `ps` and process audit logs would see them.
    const argvLog = path.join(repo.dir, 'git-argv.log');
    const wrapper = path.join(repo.dir, 'logging-git');
    await writeFile(wrapper, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${argvLog}'\nexec git "$@"\n`, {
      mode: 0o755,
    });
    const git = createGit(repo.root, { env: repo.env, binary: wrapper });

    const hidden = await hideCheckoutCredentials(git);
    expect(visibleConfig(repo.root, repo.env)).not.toContain(token);
    await hidden.restore();
    const again = await hideCheckoutCredentials(git);
    again.restoreSync();

    expect(repo.run(['config', '--get-all', 'http.https://github.com/.extraheader'])).toBe(
      `${header}\n${tricky}`,
    );
    expect(repo.run(['config', 'http.https://ghe.example/"odd".extraheader'])).toBe(header);
    const argv = await readFile(argvLog, 'utf8');
    expect(argv).toContain('--unset-all http.https://github.com/.extraheader');
    expect(argv).not.toContain(token);
  });
  it('tells both failures when hiding fails and putting back fails too', async () => {
    repo = await createTempRepo();
    repo.run(['config', 'http.https://github.com/.extraheader', header]);
    const credentials = path.join(repo.dir, 'git-credentials-1234.config');
    const fileText = `[http "https://github.com/"]\n\textraheader = ${header}\n`;
    await writeFile(credentials, fileText);
    repo.run(['config', `includeIf.gitdir:${path.join(repo.root, '.git')}/.path`, credentials]);
    // A git whose unset fails once another git process holds the emptied file's lock.
    const wrapper = path.join(repo.dir, 'failing-git');
    await writeFile(
      wrapper,
      `#!/bin/sh\ncase "$*" in *--unset-all*) : > '${credentials}.lock'; echo 'error: could not lock config file' >&2; exit 5;; esac\nexec git "$@"\n`,
      { mode: 0o755 },
    );
    const git = createGit(repo.root, { env: repo.env, binary: wrapper });

    const failure = await hideCheckoutCredentials(git).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain('could not lock config file');
    expect(failure?.message).toContain(`Cannot lock ${credentials}.lock`);
    expect(failure?.message).toContain('could not all be put back');
  });
});
