import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The packages that the chunks of a bundle of `entry` import before anything is imported on
 * demand: what every start of it pays for. esbuild splits where ncc does, at each `import()`.
 */
async function packagesLoadedAtStart(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).find((name) => outputs[name]!.entryPoint === entry)!;
  const chunks = new Set<string>();
  const packages = new Set<string>();
  const visit = (chunk: string) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const { path: imported, kind, external } of outputs[chunk]!.imports) {
      if (kind !== 'import-statement') continue;
      if (external) packages.add(imported);
      else visit(imported);
    }
  };
  visit(start);
  return packages;
}

describe('the markdown lexer of memory files', () => {
  it('is not loaded when a run starts, only with its first memory file', async () => {
    for (const entry of ['src/cli/commands/run.ts', 'src/action/main.ts']) {
      const packages = await packagesLoadedAtStart(entry);
      expect(packages.has('node:path')).toBe(true);
      expect(packages.has('marked')).toBe(false);
    }
  });
});
