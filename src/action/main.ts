import * as core from '@actions/core';
import { errorMessage, FlotillaError, UserError } from '../errors.js';
import { runAction } from './run-action.js';

/** The Action's entry: wires @actions/core to runAction and turns its verdict into the step result. */
export async function main(): Promise<void> {
  try {
    const code = await runAction({
      getInput: (name) => core.getInput(name),
      env: process.env,
      setOutput: (name, value) => core.setOutput(name, value),
      appendSummary: async (markdown) => {
        await core.summary.addRaw(markdown, true).write();
      },
      info: (line) => core.info(line),
      warning: (line) => core.warning(line),
      setSecret: (value) => core.setSecret(value),
      command: (line) => process.stdout.write(`${line}\n`),
    });
    if (code !== 0) {
      core.setFailed(`Flotilla finished with exit code ${code} (see the messages above).`);
    }
  } catch (error) {
    if (error instanceof UserError) {
      core.setFailed(`${error.message}${error.hint ? `\n${error.hint}` : ''}`);
    } else if (error instanceof FlotillaError) {
      core.setFailed(error.message);
    } else {
      core.setFailed(
        `Internal error (a bug in Flotilla, please report it): ${errorMessage(error)}`,
      );
      if (error instanceof Error && error.stack) core.debug(error.stack);
    }
  }
}
