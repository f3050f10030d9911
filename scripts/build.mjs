// Bundles each entry point into dist/<name>/index.js with ncc. TypeScript is compiled by tsc first
// (ncc's own TypeScript path depends on the compiler's JS API, which TypeScript 7 no longer ships),
// then ncc bundles the emitted JavaScript with every dependency.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ncc = require('@vercel/ncc');
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const entries = { cli: 'src/cli/index.js', action: 'src/action/index.js' };

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
  for (const [name, entry] of Object.entries(entries)) {
    const outDir = path.join(root, 'dist', name);
    const { code, assets } = await ncc(path.join(buildDir, entry), {
      minify: false,
      sourceMap: false,
      quiet: true,
      target: 'es2022',
    });
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const banner = name === 'cli' ? '#!/usr/bin/env node\n' : '';
    writeFileSync(path.join(outDir, 'index.js'), banner + code.replace(/^#!.*\n/, ''), {
      mode: 0o755,
    });
    for (const [file, asset] of Object.entries(assets ?? {})) {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, asset.source);
    }
    writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
    console.log(
      `dist/${name}/index.js: ${(code.length / 1024).toFixed(0)} KiB, ${readdirSync(outDir).length} files`,
    );
  }
}
