import { watchCancellation } from '../app/cancellation.js';
import { takeSecretsFromProcess } from '../app/hide-secrets.js';
import { useFetchGlobals } from '../platform/fetch-globals.js';
import { standardOutputFiles } from '../platform/file-identity.js';
import { gatheredOutput } from '../platform/gathered-output.js';
import { workflowCommandGuard } from '../platform/workflow-commands.js';
import { holdYoungGeneration } from '../platform/young-generation.js';
import { main } from './main.js';
import { firstInputWaitMs, readPipedInput } from './piped-input.js';
import { isatty } from 'node:tty';

// Node's Headers would load its undici at the first model request (src/platform/fetch-globals.ts).
useFetchGlobals();

// Agents' Bash must not find the API key or a token in /proc/<this pid>/environ.
const { env, wipe } = takeSecretsFromProcess(process.env);
if (wipe.status === 'failed')
  process.stderr.write(
    `flotilla: warning: could not hide ${wipe.names.join(', ')} from /proc/${process.pid}/environ; without the OS sandbox, commands of the same user may read them there.\n`,
  );

// A reader that went away (the lead of a teammate process, killed; `| head`) makes writes fail
// with EPIPE: that must not crash the run before it ends cleanly and writes its files.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

// In a workflow step, the runner reads the output as its log: no line an agent wrote may start a
// workflow command there (`::stop-commands::` would silence the annotations and the failure).
const inActions = env.GITHUB_ACTIONS === 'true';
const [outGuard, errGuard] = [workflowCommandGuard(), workflowCommandGuard()];
const output = gatheredOutput({ stdout: process.stdout, stderr: process.stderr });
const code = await main(process.argv.slice(2), {
  stdout: (text) => output.stdout(inActions ? outGuard(text) : text),
  stderr: (text) => output.stderr(inActions ? errGuard(text) : text),
  cwd: process.cwd(),
  env,
  isTty: Boolean(process.stderr.isTTY),
  columns: process.stderr.columns,
  watchCancellation: () => watchCancellation(process, (code) => process.exit(code)),
  holdYoungGeneration,
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  // A terminal is never read: only what a pipe, a file or a parent process gives.
  ...(isatty(0) ? {} : { pipedInput: () => readPipedInput(process.stdin, firstInputWaitMs) }),
  ownOutputFiles: standardOutputFiles(),
  selfCommand: {
    command: process.execPath,
    args: [...process.execArgv, ...(process.argv[1] ? [process.argv[1]] : [])],
  },
});
process.exitCode = code;
