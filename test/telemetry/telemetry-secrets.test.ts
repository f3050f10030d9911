import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * The telemetry variables' credentials, and those of the settings' `env`, on every surface of a
 * CLI run: the endpoint's password is printed with the endpoint (rewritten without its trailing
 * slash, or quoted in a refusal), a header's value or a settings credential is quoted by the model.
 */
const password = 'OtlpPassw0rdCanary77';
const headerKey = 'HoneyKeyCanary0123456789';
const settingsToken = 'SettingsDeployCanary0123456789';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});

/** `flotilla run` in a fresh repository whose model says `text`; what it printed and wrote. */
async function runWith(options: {
  env?: Record<string, string>;
  userSettings?: Record<string, unknown>;
  text?: string;
}): Promise<{ code: number; shown: string; written: string }> {
  repo = await createTempRepo();
  if (options.userSettings) {
    await mkdir(path.join(repo.dir, '.claude'), { recursive: true });
    await writeFile(
      path.join(repo.dir, '.claude', 'settings.json'),
      JSON.stringify(options.userSettings),
    );
  }
  const scenarioFile = path.join(repo.dir, 'scenario.json');
  await writeFile(
    scenarioFile,
    JSON.stringify({
      name: 'telemetry-secrets',
      agents: [{ match: {}, turns: [{ text: options.text ?? 'Done.' }] }],
    }),
  );
  const output = path.join(repo.dir, 'out');
  const run = await runCliInProcess(
    ['run', '--prompt', 'Say done.', '--scenario', scenarioFile, '--no-sandbox', '-o', output],
    {
      cwd: repo.root,
      env: { PATH: process.env.PATH ?? '', HOME: repo.dir, ...options.env },
    },
  );
  const written = await readFile(path.join(output, 'results.json'), 'utf8').catch(() => '');
  return { code: run.code, shown: `${run.stdout}${run.stderr}`, written };
}

const exporting = {
  CLAUDE_CODE_ENABLE_TELEMETRY: '1',
  OTEL_TRACES_EXPORTER: 'otlp',
};

describe('telemetry and settings credentials', () => {
  it("hides the endpoint's password when the failed export names the endpoint", async () => {
    const { shown } = await runWith({
      env: { ...exporting, OTEL_EXPORTER_OTLP_ENDPOINT: `http://otel:${password}@127.0.0.1:9/` },
    });
    expect(shown).toContain('OpenTelemetry export to http://otel:***@127.0.0.1:9 failed');
    expect(shown).not.toContain(password);
  });

  it('hides the password of a settings endpoint refused as not http(s)', async () => {
    const { code, shown } = await runWith({
      userSettings: {
        env: { ...exporting, OTEL_EXPORTER_OTLP_ENDPOINT: `grpc://otel:${password}@127.0.0.1:9` },
      },
    });
    expect(code).toBe(2);
    expect(shown).toContain("OTEL_EXPORTER_OTLP_ENDPOINT 'grpc://otel:***@127.0.0.1:9'");
    expect(shown).not.toContain(password);
  });

  it('counts a header value and a settings env credential as secrets on their own', async () => {
    const { code, shown, written } = await runWith({
      env: {
        ...exporting,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_EXPORTER_OTLP_HEADERS: `x-honeycomb-team=${headerKey},x-team=blue`,
      },
      userSettings: { env: { DEPLOY_TOKEN: settingsToken } },
      text: `The key is ${headerKey}; the deploy token is ${settingsToken}.`,
    });
    expect(code).toBe(0);
    expect(shown).toContain('The key is ***; the deploy token is ***.');
    for (const text of [shown, written]) {
      expect(text).not.toContain(headerKey);
      expect(text).not.toContain(settingsToken);
    }
  });

  it("hides the credential an otelHeadersHelper prints, as it hides OTEL_EXPORTER_OTLP_HEADERS'", async () => {
    const helperToken = 'HelperOtelCanary0123456789';
    const { code, shown, written } = await runWith({
      userSettings: {
        env: { ...exporting, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' },
        otelHeadersHelper: `printf '{"Authorization": "Bearer ${helperToken}"}'`,
      },
      text: `The collector token is ${helperToken}.`,
    });
    expect(code).toBe(0);
    expect(shown).toContain('The collector token is ***.');
    for (const text of [shown, written]) expect(text).not.toContain(helperToken);
  });
});
