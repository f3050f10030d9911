// The CLI process's first module: dist/cli/index.js runs it before anything of the bundle is
// loaded (scripts/build.mjs bundles it apart, with what it imports).
import { requireWithCompileCache } from './compile-cache.js';

/** What dist/bundle/index.js exports: the entry points, each started on call. */
interface Bundle {
  cli(): Promise<unknown>;
}

/** Starts the CLI from the bundle beside `entryUrl` (dist/cli/index.js's import.meta.url). */
export async function startCli(entryUrl: string): Promise<void> {
  const require = requireWithCompileCache(entryUrl, '../bundle');
  await (require('../bundle/index.js') as Bundle).cli();
}
