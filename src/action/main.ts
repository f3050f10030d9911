import * as core from '@actions/core';
import { secretValues } from '../config/environment.js';
import { takeSecretsFromProcess } from '../app/hide-secrets.js';
import { errorMessage, FlotillaError, UserError } from '../errors.js';
import { createRedactor } from '../publish/redact.js';
import { runAction } from './run-action.js';
import { neutralizeWorkflowCommands } from '../platform/workflow-commands.js';
import { watchCancellation } from '../app/cancellation.js';

/** The Action's entry: wires @actions/core to runAction and turns its verdict into the step result. */
export async function main(): Promise<void> {
  // One copy of the environment, taken before the secrets are wiped from the process's original
  // environment block (which any process of this user, an agent's Bash included, can read).
  const { env, wipe } = takeSecretsFromProcess(process.env);
  const redact = createRedactor(secretValues(env));
  if (wipe.status === 'failed')
    core.warning(
      `Could not hide ${wipe.names.join(', ')} from /proc/${process.pid}/environ (${redact(wipe.reason)}); tool subprocesses of the same user may be able to read them there.`,
    );
  // GitHub cancels a job with SIGINT, then SIGTERM: the first cancels the run cleanly, a second
  // exits at once after the synchronous clean-ups (the checkout's token back in the git config).
  const forcedCleanups = new Set<() => void>();
  const cancellation = watchCancellation(
    process,
    (code) => process.exit(code),
    () => {
      for (const cleanup of forcedCleanups) {
        try {
          cleanup();
        } catch {
          // Exiting anyway: the other clean-ups still run.
        }
      }
    },
  );
  try {
    const code = await runAction({
      getInput: (name) => inputFrom(env, name),
      env,
      setOutput: (name, value) => core.setOutput(name, value),
      appendSummary: async (markdown) => {
        await core.summary.addRaw(markdown, true).write();
      },
      replaceSummary: async (markdown) => {
        await core.summary.emptyBuffer().addRaw(markdown, true).write({ overwrite: true });
      },
      // The only writer of plain log lines: none of them may start a workflow command.
      info: (line) => core.info(neutralizeWorkflowCommands(line)),
      warning: (line) => core.warning(line),
      setSecret: (value) => core.setSecret(value),
      command: (line) => process.stdout.write(`${line}\n`),
      cancellation,
      onForcedExit: (cleanup) => {
        forcedCleanups.add(cleanup);
        return () => forcedCleanups.delete(cleanup);
      },
    });
    if (code !== 0) {
      core.setFailed(`Flotilla finished with exit code ${code} (see the messages above).`);
    }
  } catch (error) {
    if (error instanceof UserError) {
      core.setFailed(redact(`${error.message}${error.hint ? `\n${error.hint}` : ''}`));
    } else if (error instanceof FlotillaError) {
      core.setFailed(redact(error.message));
    } else {
      core.setFailed(
        redact(`Internal error (a bug in Flotilla, please report it): ${errorMessage(error)}`),
      );
      if (error instanceof Error && error.stack) core.debug(redact(error.stack));
    }
  } finally {
    cancellation.dispose();
  }
}

/** core.getInput, reading the copy: INPUT_<NAME> (spaces as underscores, upper case), trimmed. */
function inputFrom(env: Record<string, string | undefined>, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
