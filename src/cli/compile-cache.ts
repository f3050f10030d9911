// V8's compiled code for the bundle's chunks, kept between runs of the CLI. Most of a short run's
// start is spent compiling the chunks (parsing them, then each module's function when it first
// runs); with the code V8 compiled last time the chunks start without it. Node 22.1 and later
// do this themselves (module.enableCompileCache); on Node 20 the chunks (CommonJS files) are
// compiled here, from the cache where it has their code. Not in the bundle: it is part of
// dist/cli/start.js (src/cli/start.ts), which runs before the bundle is loaded.
import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { withStartFlags } from '../platform/young-generation.js';

/** What Node's CommonJS loader holds of a module: the parts compiling one needs. */
interface LoadedModule {
  exports: unknown;
  _compile(content: string, filename: string): unknown;
}

interface ModuleClass {
  prototype: LoadedModule;
}

/**
 * A `require` for the entry file `entryUrl` (a file: URL) that keeps V8's compiled code for
 * the chunks under `bundleDir` (relative to it) between runs: Node's own cache on Node 22.1 and
 * later, else the one here. NODE_DISABLE_COMPILE_CACHE=1 turns either off, as it does Node's;
 * NODE_COMPILE_CACHE names the directory, as it does Node's.
 *
 * `command` (the CLI's subcommand) keeps one cache per command. A chunk's cache is written once,
 * by the first process that loads it, and holds the functions that process compiled: a first
 * `flotilla --version` or `validate` after an install would otherwise leave the chunks every run
 * loads cached with a few functions, and each later run compiling the rest (about 30 ms).
 */
export function requireWithCompileCache(
  entryUrl: string,
  bundleDir: string,
  command = '',
): NodeJS.Require {
  const require = createRequire(entryUrl);
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return require;
  // Node 22.1 and later (the types are Node 20's).
  const nodeCache = nodeModule as { enableCompileCache?: () => unknown };
  if (nodeCache.enableCompileCache !== undefined) {
    nodeCache.enableCompileCache();
    return require;
  }
  const dir = cacheDirectory();
  if (dir === undefined) return require;
  const chunks = path.resolve(path.dirname(fileURLToPath(entryUrl)), bundleDir) + path.sep;
  const { prototype } = require('node:module') as ModuleClass;
  const compile = prototype._compile;
  const unsaved: { script: vm.Script; file: string }[] = [];
  prototype._compile = function (this: LoadedModule, content: string, filename: string) {
    if (!filename.startsWith(chunks)) return compile.call(this, content, filename);
    const built = builtHashes[path.relative(chunks, filename).split(path.sep).join('/')];
    const file = path.join(dir, cacheKey(filename, content, command, built));
    const cachedData = readCache(file);
    // The wrapper Node puts around a CommonJS module, on a line of its own: lineOffset keeps the
    // chunk's line numbers in stack traces. No import() callback: V8 would not find it in code
    // taken from the cache in a later process, so a chunk may not use import() (scripts/build.mjs
    // makes the provider SDKs' one a require) — it fails on every run, not only on the second.
    // Under the start's flags, which V8 checks cached code against (a run holds its young
    // generation once it has started: src/platform/young-generation.ts).
    const script = withStartFlags(
      () =>
        new vm.Script(
          `(function (exports, require, module, __filename, __dirname) {\n${content}\n})`,
          { filename, lineOffset: -1, cachedData },
        ),
    );
    if (cachedData === undefined || script.cachedDataRejected === true)
      unsaved.push({ script, file });
    const start = script.runInThisContext() as (...args: unknown[]) => unknown;
    return start.call(
      this.exports,
      this.exports,
      createRequire(filename),
      this,
      filename,
      path.dirname(filename),
    );
  };
  // At exit, V8's code holds every function the run compiled, not only the chunks' top level: the
  // next run compiles none of them. Written only when a chunk had no usable cache (a new build, a
  // new Node), so a run that found its cache writes nothing.
  process.once('exit', () => {
    for (const { script, file } of unsaved) writeCache(file, script);
    if (unsaved.length > 0) pruneCache(dir, new Set(unsaved.map(({ file }) => file)));
  });
  return require;
}

/** An entry written longer ago than this is removed by the next run that writes one. */
const cacheEntryLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** A `.partial` file this old was left by a process killed while it wrote it. */
const partialLifetimeMs = 60 * 60 * 1000;

/**
 * Removes the entries of builds and Node versions no longer run: each build adds its own, and
 * the directory would grow with every upgrade (a self-hosted runner keeps its /tmp). Only a run
 * that wrote entries looks, so a run that found its cache does no more at exit. Entries are not
 * touched when read (that would cost every start a write per chunk): an entry of the build still
 * in use is removed after the lifetime too, and its next run compiles that chunk once again.
 */
function pruneCache(dir: string, written: ReadonlySet<string>): void {
  const now = Date.now();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (written.has(file)) continue;
    const partial = name.endsWith('.partial');
    if (!partial && !/^[0-9a-f]{32}$/.test(name)) continue;
    try {
      const age = now - lstatSync(file).mtimeMs;
      if (age > (partial ? partialLifetimeMs : cacheEntryLifetimeMs)) rmSync(file, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/**
 * The cache's directory, made if missing; undefined when it is not the user's own (another user
 * could plant code in it): a directory, not a link, owned by this user, writable by no one else.
 */
function cacheDirectory(): string | undefined {
  const user = process.getuid?.() ?? 0;
  const dir =
    process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), `flotilla-compile-cache-${user}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = lstatSync(dir);
    if (!stat.isDirectory() || (process.getuid !== undefined && stat.uid !== user))
      return undefined;
    if ((stat.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * Each chunk's SHA-256 by its path in the bundle's directory, as scripts/build.mjs computed them
 * when it built this file (JSON; undefined when run from source): hashing 1.7 MB of chunks again
 * at every start cost about 3 ms of a one-turn run.
 */
declare const FLOTILLA_CHUNK_HASHES: string | undefined;
const builtHashes = (
  typeof FLOTILLA_CHUNK_HASHES === 'string' ? JSON.parse(FLOTILLA_CHUNK_HASHES) : {}
) as Record<string, string>;

/**
 * A chunk's cache file name. V8 checks its version, its flags and the source's length, not the
 * source: the name carries the source's hash (the build's, with the file's length and
 * modification time as they are now, which an edit of the chunk changes; else the source's own)
 * and that of the Node that compiled it. And the file's path: code from the cache keeps the path it
 * was compiled under (in stack traces, and for code that finds its own file through one), so two
 * copies of a build do not share it. And the command (see requireWithCompileCache).
 */
function cacheKey(
  filename: string,
  content: string,
  command: string,
  built: string | undefined,
): string {
  const hash = createHash('sha256').update(
    `${process.version}\0${process.arch}\0${command}\0${filename}\0`,
  );
  if (built) hash.update(`${built}\0${content.length}\0${statSync(filename).mtimeMs}`);
  else hash.update(content);
  return hash.digest('hex').slice(0, 32);
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place, so that a run never reads half a file. */
function writeCache(file: string, script: vm.Script): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(
      partial,
      withStartFlags(() => script.createCachedData()),
      { mode: 0o600 },
    );
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
    // A cache that cannot be written costs the next run its compile time, nothing else.
  }
}
