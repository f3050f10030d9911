// The CLI process's first module: dist/cli/index.js runs it before anything of the bundle is
// loaded (scripts/build.mjs bundles it apart, with what it imports).
import { holdYoungGeneration } from '../platform/young-generation.js';
import { requireWithCompileCache } from './compile-cache.js';

/** What dist/bundle/index.js exports: the entry points, each started on call. */
interface Bundle {
  cli(): Promise<unknown>;
}

/**
 * Starts the CLI from the bundle beside `entryUrl` (dist/cli/index.js's import.meta.url). The
 * young generation is held first: V8 stamps the code it caches with a hash of its flags and takes
 * code back only under the same hash, and setting a flag at run time changes it (even to the
 * value it had). Set before the first chunk is compiled, every process compiles, reads and writes
 * its cached code under one set of flags.
 */
export async function startCli(entryUrl: string): Promise<void> {
  holdYoungGeneration();
  const require = requireWithCompileCache(entryUrl, '../bundle');
  await (require('../bundle/index.js') as Bundle).cli();
}
