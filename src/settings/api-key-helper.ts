import type { RunConfig } from '../config/run-config.js';
import { toolEnvironment } from '../config/environment.js';
import { UserError } from '../errors.js';
import { runProcess } from '../platform/process.js';
import { oneLine } from '../results/one-line.js';
import { loadSettings, type MergedSettings } from './load-settings.js';
import { runSettingsOptions } from './run-settings.js';

type Environment = Readonly<Record<string, string | undefined>>;

/** How long a helper may take; a helper that asks a vault or a browser login may be slow. */
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
  const key = await runSettingsHelper(
    'apiKeyHelper',
    helper,
    config.repoRoot,
    environment,
    `Fix the command (${helper.source}: "apiKeyHelper"), or remove it and set ANTHROPIC_API_KEY.`,
    'key',
  );
  return { command: helper.command, key };
}

/**
 * Runs a settings helper command (`apiKeyHelper`, `otelHeadersHelper`) once through
 * `/bin/sh -c` in `cwd`; its trimmed output. A helper that cannot start, fails, times out or
 * prints nothing is a UserError whose hint is `fix`.
 */
export async function runSettingsHelper(
  key: string,
  helper: { command: string; source: string },
  cwd: string,
  environment: Readonly<Record<string, string>>,
  fix: string,
  /** What it should print, for the message when it prints nothing: "key", "headers". */
  expected: string,
): Promise<string> {
  const result = await runProcess({
    command: '/bin/sh',
    args: ['-c', helper.command],
    cwd,
    env: environment,
    timeoutMs: helperTimeoutMs,
    separateStreams: true,
  }).catch((error: unknown) => {
    throw new UserError(`${key} from ${helper.source} could not start: ${String(error)}`, fix);
  });
  if (result.timedOut) {
    throw new UserError(
      `${key} from ${helper.source} did not finish in ${helperTimeoutMs / 1000} s.`,
      fix,
    );
  }
  if (result.exitCode !== 0) {
    const said = oneLine(result.stderr ?? '', 300);
    throw new UserError(
      `${key} from ${helper.source} failed: exited ${result.exitCode ?? result.signal}${said ? `: ${said}` : ''}.`,
      fix,
    );
  }
  const output = (result.stdout ?? '').trim();
  if (output === '')
    throw new UserError(`${key} from ${helper.source} printed no ${expected}.`, fix);
  return output;
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
