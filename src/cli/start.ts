// The CLI process's first module: dist/cli/index.js runs it before anything of the bundle is
// loaded (scripts/build.mjs bundles it apart, with what it imports).
import { requireWithCompileCache } from './compile-cache.js';

/** What dist/bundle/index.js exports: the entry points, each started on call. */
interface Bundle {
  cli(): Promise<unknown>;
}

/** Starts the CLI from the bundle beside `entryUrl` (dist/cli/index.js, as a file: URL). */
export async function startCli(entryUrl: string): Promise<void> {
  // One compile cache per subcommand (a flag such as --version shares one with the others).
  const command = /^[a-z]+$/.test(process.argv[2] ?? '') ? process.argv[2] : '';
  const require = requireWithCompileCache(entryUrl, '../bundle', command);
  await (require('../bundle/index.js') as Bundle).cli();
}
