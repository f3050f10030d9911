// Bundles both entry points, the CLI and the Action, into one set of chunks with ncc: dist/bundle
// holds the code (each chunk once), dist/cli/index.js and dist/action/index.js are the two small
// files that start one of them (package.json's bin, action.yml's main). TypeScript is compiled by
// tsc first (ncc's own TypeScript path depends on the compiler's JS API, which TypeScript 7 no
// longer ships), then ncc bundles the emitted JavaScript with every dependency, and esbuild strips
// the chunks' whitespace and comments: ncc's own `minify` leaves the chunks as they are, and a run
// spends much of its start compiling them (a one-turn run: about 20–35 ms less, dist/ 14 → 8 MB).
// Names are kept, so stack traces still name their functions.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ncc = require('@vercel/ncc');
const esbuild = require('esbuild');
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
/**
 * The entry points, each started by dist/<name>/index.js; a shebang for those run as commands.
 * The CLI keeps V8's compiled code for the chunks between runs (src/cli/compile-cache.ts: a
 * one-turn run spends most of its start compiling them); an Action step runs once on a fresh
 * runner, where writing the cache would only cost.
 */
const entries = {
  cli: {
    module: 'src/cli/index.js',
    banner: '#!/usr/bin/env node\n',
    // CommonJS: an ES module entry would have Node set up its ES module loader first, about 4 ms
    // of every run's start that nothing else of a run needs.
    type: 'commonjs',
    start: "require('./start.js').startCli(require('node:url').pathToFileURL(__filename).href);\n",
    // Bundled apart from the chunks (with what it imports): it runs before they are loaded.
    starter: 'src/cli/start.js',
  },
  action: {
    module: 'src/action/index.js',
    banner: '',
    type: 'module',
    start:
      "import { createRequire } from 'node:module';\n" +
      "await createRequire(import.meta.url)('../bundle/index.js').action();\n",
  },
};

/** Where the provider SDKs' bundle lives, under dist/bundle. */
const providersDir = 'providers';

/**
 * src/model/provider-clients.ts imports the provider SDKs with `import()` (an ES module when run
 * from source), left to Node by webpackIgnore. In the bundle they are a CommonJS bundle beside it,
 * and V8 cannot run an `import()` in code it took from its cache (Node has no callback for it in
 * a later process): the call becomes a require of that bundle.
 */
const providersImport = 'import("./provider-sdks.js")';
const providersRequire = `Promise.resolve().then(()=>require("./${providersDir}/index.js"))`;

// Inside the repository so that ncc resolves node_modules from it, and at a fixed path: ncc names
// chunks after module paths, so a random directory would make every build differ.
const buildDir = path.join(root, 'build', 'tsc');
rmSync(buildDir, { recursive: true, force: true });
mkdirSync(buildDir, { recursive: true });
try {
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', buildDir],
    { cwd: root, stdio: 'inherit' },
  );
  await bundle();
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}

async function bundle() {
  // One module that can start either entry: ncc splits what they share into common chunks. The
  // bundle is CommonJS: Node 20 can be given V8's cached code for a CommonJS file
  // (src/cli/compile-cache.ts), never for an ES module.
  const starter = path.join(buildDir, 'entries.cjs');
  writeFileSync(
    starter,
    Object.entries(entries)
      .map(([name, { module }]) => `exports.${name} = () => import('./${module}');\n`)
      .join(''),
  );
  // The Bedrock and Vertex AI SDKs use every resource of the Anthropic SDK: in the same bundle,
  // the chunk every run loads would hold them all (0.4 MB more to compile at each start). They
  // are bundled apart, into dist/bundle/providers, and required from there when a run uses them.
  const options = {
    minify: false,
    sourceMap: false,
    quiet: true,
    target: 'es2022',
    esm: false,
    filename: 'index.js',
  };
  const main = await ncc(starter, options);
  const providers = await ncc(path.join(buildDir, 'src', 'model', 'provider-sdks.js'), options);
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const bundleDir = path.join(root, 'dist', 'bundle');
  let providerCalls = 0;
  await writeBundle(bundleDir, main, (chunk) => {
    const parts = chunk.split(providersImport);
    providerCalls += parts.length - 1;
    return parts.join(providersRequire);
  });
  if (providerCalls !== 1) throw new Error(`${providersImport}: ${providerCalls} in the bundle`);
  await writeBundle(path.join(bundleDir, providersDir), providers);
  writeFileSync(path.join(bundleDir, 'package.json'), '{ "type": "commonjs" }\n');
  console.log(`dist/bundle: ${readdirSync(bundleDir).length} files`);
  // The chunks' hashes, for the CLI's compile cache to key its entries by (src/cli/compile-cache.ts).
  const chunkHashes = Object.fromEntries(
    readdirSync(bundleDir, { recursive: true })
      .filter((file) => file.endsWith('.js'))
      .map((file) => [
        file.split(path.sep).join('/'),
        createHash('sha256')
          .update(readFileSync(path.join(bundleDir, file)))
          .digest('hex'),
      ]),
  );
  for (const [name, { banner, type, start, starter }] of Object.entries(entries)) {
    const outDir = path.join(root, 'dist', name);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'index.js'),
      `${banner}// Starts Flotilla's ${name} from the bundle (scripts/build.mjs).\n${start}`,
      { mode: 0o755 },
    );
    if (starter) {
      await esbuild.build({
        entryPoints: [path.join(buildDir, starter)],
        outfile: path.join(outDir, path.basename(starter)),
        bundle: true,
        platform: 'node',
        format: type === 'commonjs' ? 'cjs' : 'esm',
        target: 'es2022',
        minifyWhitespace: true,
        minifySyntax: true,
        logLevel: 'error',
        define: { FLOTILLA_CHUNK_HASHES: JSON.stringify(JSON.stringify(chunkHashes)) },
      });
    }
    writeFileSync(path.join(outDir, 'package.json'), `{ "type": "${type}" }\n`);
  }
}

/** An ncc result as files: its entry as index.js, its chunks and assets beside it, compacted. */
async function writeBundle(dir, { code, assets }, edit = (chunk) => chunk) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.js'), edit(await compact(code)));
  for (const [file, asset] of Object.entries(assets ?? {})) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.endsWith('.js') ? edit(await compact(asset.source)) : asset.source);
  }
}

/** A chunk without whitespace and comments (licence comments stay), its names unchanged. */
async function compact(source) {
  const { code } = await esbuild.transform(source.toString(), {
    platform: 'node',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
  });
  return code;
}
