import { watchCancellation } from '../app/cancellation.js';
import { main } from './main.js';

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  isTty: Boolean(process.stderr.isTTY),
  columns: process.stderr.columns,
  watchCancellation: () => watchCancellation(process, (code) => process.exit(code)),
});
process.exitCode = code;
