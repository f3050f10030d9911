import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const temporary: string[] = [];

afterEach(async () => {
  for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
});

// Node 22.1 and later keep the cache themselves (the @types/node of the Node 20 floor do not
// declare it); before, src/cli/compile-cache.ts does, in a directory of its own.
const nodeHasCompileCache = 'enableCompileCache' in nodeModule;
const user = process.getuid?.() ?? 0;

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-compile-cache-test-'));
  temporary.push(dir);
  return dir;
}

/** Runs the built CLI's `--version` with `tmp` as its temp directory; where the cache is kept. */
function versionRun(tmp: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [cli, '--version'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TMPDIR: tmp, ...env },
  });
  const cacheDir = path.join(
    tmp,
    nodeHasCompileCache ? 'node-compile-cache' : `flotilla-compile-cache-${user}`,
  );
  return { result, cacheDir, cacheFiles: existsSync(cacheDir) ? readdirSync(cacheDir) : [] };
}

/** Each cache file's modification time and bytes: what a run that takes the cache leaves alone. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((file) => {
      const full = path.join(dir, file);
      return [file, `${statSync(full).mtimeMs} ${readFileSync(full).toString('base64')}`];
    }),
  );
}

describe('the built CLI and V8’s compile cache', () => {
  it('starts on every supported Node, with or without the cache', async () => {
    const { result } = versionRun(await tempDir());
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(VERSION);
    expect(result.status).toBe(0);
  });

  it('keeps the compiled chunks in the temp directory, unless NODE_DISABLE_COMPILE_CACHE is set', async () => {
    expect(versionRun(await tempDir()).cacheFiles.length).toBeGreaterThan(0);
    const disabled = versionRun(await tempDir(), { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(disabled.result.status).toBe(0);
    expect(disabled.cacheFiles).toEqual([]);
  });

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, takes the code back on the next run: nothing rejected, nothing written again',
    async () => {
      const tmp = await tempDir();
      const first = versionRun(tmp);
      expect(first.result.status).toBe(0);
      // Private to the user: another could otherwise plant code for the next run to execute.
      expect(statSync(first.cacheDir).mode & 0o777).toBe(0o700);
      for (const file of first.cacheFiles) {
        expect(statSync(path.join(first.cacheDir, file)).mode & 0o777).toBe(0o600);
      }
      const before = snapshot(first.cacheDir);
      // V8 refuses code cached under other flags (the CLI sets one as it starts): a cache that
      // was refused would be written again at exit.
      const second = versionRun(tmp);
      expect(second.result.stdout.trim()).toBe(VERSION);
      expect(snapshot(second.cacheDir)).toEqual(before);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, a run, which holds the young generation as it starts, leaves a cache the next run takes back whole',
    async () => {
      // A run sets a V8 flag once it has started (src/platform/young-generation.ts), and V8
      // refuses code cached under other flags: chunks compiled after that, and the cache written
      // at exit, would otherwise be refused by the next run and written again.
      const tmp = await tempDir();
      const repo = await tempDir();
      spawnSync('git', ['init', '--quiet', repo]);
      const scenario = path.join(tmp, 'scenario.yaml');
      writeFileSync(
        scenario,
        'name: one turn\nagents:\n  - match: { agent: flotilla-lead }\n    turns:\n      - text: Done.\n',
      );
      const run = () =>
        spawnSync(
          process.execPath,
          [cli, 'run', '--scenario', scenario, '--state-dir', path.join(tmp, 'state'), '-p', 'go'],
          {
            cwd: repo,
            encoding: 'utf8',
            env: { PATH: process.env.PATH ?? '', TMPDIR: tmp, HOME: tmp },
          },
        );
      const first = run();
      expect(first.stderr).not.toMatch(/internal error/i);
      expect(first.status).toBe(0);
      const cacheDir = path.join(tmp, `flotilla-compile-cache-${user}`);
      const before = snapshot(cacheDir);
      // More chunks than --version loads: the run's own, required after the flag is set.
      expect(Object.keys(before).length).toBeGreaterThan(
        versionRun(await tempDir()).cacheFiles.length,
      );
      expect(run().status).toBe(0);
      expect(snapshot(cacheDir)).toEqual(before);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, keeps a cache per command: a first --version leaves a run the cache a run would write',
    async () => {
      // A chunk's cache holds what the process that wrote it compiled: a run after --version
      // would otherwise take the chunks they share with the few functions --version compiled.
      const scenarioRun = async (tmp: string) => {
        const repo = await tempDir();
        spawnSync('git', ['init', '--quiet', repo]);
        const scenario = path.join(tmp, 'scenario.yaml');
        writeFileSync(
          scenario,
          'name: one turn\nagents:\n  - match: { agent: flotilla-lead }\n    turns:\n      - text: Done.\n',
        );
        const result = spawnSync(
          process.execPath,
          [cli, 'run', '--scenario', scenario, '--state-dir', path.join(tmp, 'state'), '-p', 'go'],
          {
            cwd: repo,
            encoding: 'utf8',
            env: { PATH: process.env.PATH ?? '', TMPDIR: tmp, HOME: tmp },
          },
        );
        expect(result.status, result.stderr).toBe(0);
      };
      const cacheOf = (tmp: string) => path.join(tmp, `flotilla-compile-cache-${user}`);
      const fresh = await tempDir();
      await scenarioRun(fresh);
      const aRunWrites = snapshot(cacheOf(fresh));
      const afterVersion = await tempDir();
      const version = versionRun(afterVersion);
      const versionFiles = Object.keys(snapshot(version.cacheDir));
      await scenarioRun(afterVersion);
      const runFiles = Object.keys(snapshot(cacheOf(afterVersion))).filter(
        (file) => !versionFiles.includes(file),
      );
      // The run wrote its own entry for every chunk it loaded, those --version loaded among them,
      // as large as a run writes in a directory of its own.
      expect(runFiles.length).toBe(Object.keys(aRunWrites).length);
      const bytes = (dir: string, files: string[]) =>
        files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
      // (V8's output varies by a few bytes between processes.)
      expect(bytes(cacheOf(afterVersion), runFiles)).toBeGreaterThan(
        0.98 * bytes(cacheOf(fresh), Object.keys(aRunWrites)),
      );
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, compiles a chunk whose cached code is damaged and writes it anew',
    async () => {
      const tmp = await tempDir();
      const { cacheDir, cacheFiles } = versionRun(tmp);
      const damaged = path.join(cacheDir, cacheFiles[0]!);
      const garbage = Buffer.alloc(statSync(damaged).size, 7);
      writeFileSync(damaged, garbage);
      const again = versionRun(tmp);
      expect(again.result.stderr).toBe('');
      expect(again.result.stdout.trim()).toBe(VERSION);
      expect(readFileSync(damaged).equals(garbage)).toBe(false);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, neither reads nor writes a cache directory others can write to, or a link',
    async () => {
      const tmp = await tempDir();
      const shared = path.join(tmp, `flotilla-compile-cache-${user}`);
      await mkdir(shared);
      await chmod(shared, 0o777);
      const open = versionRun(tmp);
      expect(open.result.status).toBe(0);
      expect(open.cacheFiles).toEqual([]);

      const linked = await tempDir();
      const target = path.join(linked, 'elsewhere');
      await mkdir(target, { mode: 0o700 });
      await symlink(target, path.join(linked, `flotilla-compile-cache-${user}`));
      expect(versionRun(linked).result.status).toBe(0);
      expect(readdirSync(target)).toEqual([]);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, code taken from the cache keeps its own file: two copies of a build do not share it',
    async () => {
      const cache = await tempDir();
      const module = path.resolve(import.meta.dirname, '../../src/cli/compile-cache.ts');
      const copies = [await tempDir(), await tempDir()];
      for (const copy of copies) {
        await mkdir(path.join(copy, 'bundle'));
        writeFileSync(
          path.join(copy, 'bundle', 'where.js'),
          "exports.where = () => new Error('here').stack.split('\\n')[1];\n",
        );
        writeFileSync(
          path.join(copy, 'start.mjs'),
          `import { requireWithCompileCache } from ${JSON.stringify(module)};\n` +
            "const require = requireWithCompileCache(import.meta.url, './bundle');\n" +
            "console.log(require('./bundle/where.js').where());\n",
        );
      }
      const where = (copy: string): string => {
        const result = spawnSync(
          process.execPath,
          ['--import', 'tsx', path.join(copy, 'start.mjs')],
          {
            encoding: 'utf8',
            env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: cache },
          },
        );
        expect(result.stderr).toBe('');
        return result.stdout;
      };
      // Each copy twice: the second run of each takes its code from the cache.
      for (const copy of [...copies, ...copies]) {
        expect(where(copy)).toContain(path.join(copy, 'bundle', 'where.js'));
      }
      expect(readdirSync(cache)).toHaveLength(2);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, runs a chunk edited after its code was cached, even at the same length, as it now is',
    async () => {
      // The built CLI keys its cache by the chunks' hashes from the build (scripts/build.mjs),
      // their length and their modification time: an edit changes the time.
      const copy = path.join(await tempDir(), 'dist');
      cpSync(path.resolve(import.meta.dirname, '../../dist'), copy, { recursive: true });
      const tmp = await tempDir();
      const version = () =>
        spawnSync(process.execPath, [path.join(copy, 'cli', 'index.js'), '--version'], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', TMPDIR: tmp },
        }).stdout.trim();
      expect(version()).toBe(VERSION);
      expect(version()).toBe(VERSION);
      const edited = VERSION.replace(/\d/g, '9');
      expect(edited).not.toBe(VERSION);
      const chunk = readdirSync(path.join(copy, 'bundle'))
        .map((file) => path.join(copy, 'bundle', file))
        .find(
          (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(`"${VERSION}"`),
        );
      expect(chunk).toBeDefined();
      const source = readFileSync(chunk!, 'utf8');
      writeFileSync(chunk!, source.replace(`"${VERSION}"`, `"${edited}"`));
      // A time the first run cannot have seen, whatever the file system's resolution.
      const later = new Date(statSync(chunk!).mtimeMs + 5_000);
      utimesSync(chunk!, later, later);
      expect(version()).toBe(edited);
    },
  );

  it.runIf(!nodeHasCompileCache)(
    'on Node 20, a run that writes entries removes those of builds not run for 30 days, and abandoned partial files',
    () => {
      const tmp = path.join(os.tmpdir(), `flotilla-compile-cache-prune-${process.pid}`);
      temporary.push(tmp);
      const cacheDir = path.join(tmp, `flotilla-compile-cache-${user}`);
      mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      const plant = (name: string, ageMs: number) => {
        const file = path.join(cacheDir, name);
        writeFileSync(file, 'old code', { mode: 0o600 });
        const time = new Date(Date.now() - ageMs);
        utimesSync(file, time, time);
        return name;
      };
      const day = 24 * 60 * 60 * 1000;
      const stale = plant('0123456789abcdef0123456789abcdef', 31 * day);
      const recent = plant('fedcba9876543210fedcba9876543210', 29 * day);
      const abandoned = plant('fedcba9876543210fedcba9876543210.4242.partial', 2 * 60 * 60 * 1000);
      const fresh = plant('0123456789abcdef0123456789abcdef.4243.partial', 60 * 1000);
      const foreign = plant('notes.txt', 365 * day);
      const { result, cacheFiles } = versionRun(tmp);
      expect(result.status).toBe(0);
      expect(cacheFiles).not.toContain(stale);
      expect(cacheFiles).not.toContain(abandoned);
      expect(cacheFiles).toEqual(expect.arrayContaining([recent, fresh, foreign]));
      // This run's own entries are kept, and the next run (which writes none) removes nothing.
      const written = cacheFiles.filter((name) => ![recent, fresh, foreign].includes(name));
      expect(written.length).toBeGreaterThan(0);
      const stale2 = plant('00000000000000000000000000000000', 31 * day);
      expect(versionRun(tmp).cacheFiles).toContain(stale2);
    },
  );
});
