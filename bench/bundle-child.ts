import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

/**
 * Bundles bench/fan-out-child.ts (and all of src it uses, with its dependencies) into one ESM
 * file run by plain `node`, the way the shipped CLI runs (an ncc bundle): without tsx, whose
 * loader thread and compile caches add some 50 MB to a process. Uses esbuild, which is
 * installed as tsx's own dependency; returns undefined when it cannot be loaded.
 */
export async function bundleFanOutChild(outDir: string): Promise<string | undefined> {
  let esbuild: typeof Esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return undefined;
  }
  const outfile = path.join(outDir, 'fan-out-child.mjs');
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./fan-out-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as benchCreateRequire } from 'node:module'; const require = benchCreateRequire(import.meta.url);",
    },
  });
  return outfile;
}
