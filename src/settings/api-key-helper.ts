import type { RunConfig } from '../config/run-config.js';
import { toolEnvironment } from '../config/environment.js';
import { UserError } from '../errors.js';
import { runProcess } from '../platform/process.js';
import { oneLine } from '../results/one-line.js';
import { loadSettings, type MergedSettings } from './load-settings.js';
import { runSettingsOptions } from './run-settings.js';

type Environment = Readonly<Record<string, string | undefined>>;

/** How long the helper may take; a helper that asks a vault or a browser login may be slow. */
const helperTimeoutMs = 60_000;

/**
 * The settings' `apiKeyHelper` (never an untrusted repository's: load-settings.ts holds it back),
 * run once through `/bin/sh -c` in the repository with the user's own environment, as Claude Code
 * runs it; its trimmed output is the key. Undefined when no settings file names a helper. A
 * helper that fails, times out or prints nothing stops the run (Claude Code goes on without a key).
 */
export async function keyFromApiKeyHelper(
  helper: NonNullable<MergedSettings['apiKeyHelper']>,
  config: RunConfig,
  env: Environment,
): Promise<{ command: string; key: string }> {
  const environment = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const result = await runProcess({
    command: '/bin/sh',
    args: ['-c', helper.command],
    cwd: config.repoRoot,
    env: environment,
    timeoutMs: helperTimeoutMs,
    separateStreams: true,
  }).catch((error: unknown) => {
    throw new UserError(`apiKeyHelper from ${helper.source} could not start: ${String(error)}`);
  });
  const fix = `Fix the command (${helper.source}: "apiKeyHelper"), or remove it and set ANTHROPIC_API_KEY.`;
  if (result.timedOut) {
    throw new UserError(
      `apiKeyHelper from ${helper.source} did not finish in ${helperTimeoutMs / 1000} s.`,
      fix,
    );
  }
  if (result.exitCode !== 0) {
    const said = oneLine(result.stderr ?? '', 300);
    throw new UserError(
      `apiKeyHelper from ${helper.source} failed: exited ${result.exitCode ?? result.signal}${said ? `: ${said}` : ''}.`,
      fix,
    );
  }
  const key = (result.stdout ?? '').trim();
  if (key === '') {
    throw new UserError(`apiKeyHelper from ${helper.source} printed no key.`, fix);
  }
  return { command: helper.command, key };
}

/**
 * The merged settings as the CLI reads them before the run, for what decides how the model is
 * reached (the apiKeyHelper, the request knobs of `env`). Undefined when a file cannot be read:
 * the run reports that itself, when it loads the settings again.
 */
export async function settingsBeforeRun(
  config: RunConfig,
  env: Environment,
): Promise<MergedSettings | undefined> {
  const loaded = await loadSettings(runSettingsOptions(config, toolEnvironment(env))).catch(
    () => undefined,
  );
  return loaded?.settings;
}
