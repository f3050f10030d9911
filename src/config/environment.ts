/**
 * The environment that tool subprocesses (Bash, hooks, MCP stdio servers) receive. This is the
 * only place that decides which variables reach them: an entry point reads `process.env` once
 * and passes it here; everything below receives the result.
 *
 * A variable is removed when its name belongs to a credential-carrying family (ANTHROPIC_* — not
 * the variables that name models, ANTHROPIC_MODEL and ANTHROPIC_DEFAULT_*_MODEL —, INPUT_* —
 * Action inputs carry the API key —, the runner's ACTIONS_* tokens, cloud SDKs), when
 * its name says it holds a secret (…_TOKEN, …_SECRET, …_API_KEY, …_PASSWORD, …), when it lets a
 * subprocess steer later workflow steps (GITHUB_ENV, GITHUB_PATH, …), or when its value looks
 * like a credential whatever the name (a GitHub or Anthropic token, a URL with a password: the
 * shapes of src/platform/secret-shapes.ts, which the redactor hides too).
 */

import { isModelVariable } from '../model/model-aliases.js';
import { VERSION } from '../version.js';
import { MIN_SECRET_LENGTH, isCredentialShaped } from '../platform/secret-shapes.js';

type Environment = Readonly<Record<string, string | undefined>>;

/** Whole families removed by name prefix. */
const removedPrefixes = [
  'ANTHROPIC_',
  'CLAUDE_CODE_OAUTH',
  'INPUT_',
  'ACTIONS_',
  'AWS_',
  'AZURE_',
  'ARM_',
  'GOOGLE_',
  'GCP_',
  'GCLOUD_',
  'CLOUDSDK_AUTH_',
  'VAULT_',
];

/** Single names removed outright. */
const removedNames = new Set([
  'CLAUDE_CODE_OAUTH_TOKEN',
  // OTLP headers usually carry a telemetry vendor's API key.
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
  'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
  'OTEL_EXPORTER_OTLP_LOGS_HEADERS',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'NPM_TOKEN',
  'NODE_AUTH_TOKEN',
  'SSH_AUTH_SOCK',
  // Workflow command files: writing to them sets environment variables, PATH entries, outputs
  // or state for the steps that run after Flotilla (e.g. NODE_OPTIONS=--require evil.js).
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
]);

/**
 * Names that say "secret", each pattern on the whole (upper-case) name:
 * - a segment anywhere: GITHUB_TOKEN, SECRET_KEY_BASE, DB_PASSWORD, OPENAI_API_KEY,
 *   npm_config__authToken, AWS_SECRET_ACCESS_KEY, MAVEN_GPG_PASSPHRASE, SLACK_WEBHOOK, GH_PAT
 *   (PAT whole: PATH, PATTERN and XPATH pass), NETRC;
 * - a suffix: PGPASSWORD, GPGPASSPHRASE, NPM_AUTH, MYSQL_PWD (PWD and OLDPWD pass), and files
 *   that are credentials whole: KUBE_CONFIG (KUBECONFIG, a path, passes), ANDROID_KEYSTORE,
 *   SIGNING_P12;
 * - encoded credential files: BUILD_CERTIFICATE_BASE64, KUBE_CONFIG_DATA, KUBECONFIG_DATA,
 *   BUILD_PROVISION_PROFILE_BASE64 (GitHub's Apple-signing example).
 */
const secretNamePatterns = [
  /(^|_)(TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PASSPHRASE|API_?KEY|APIKEYS?|PRIVATE_?KEY|ACCESS_?KEY(_ID)?|SECRET_?KEY|CREDENTIALS?|AUTH|AUTH_?TOKEN|SESSION_?TOKEN|OAUTH|BEARER|COOKIE|SIGNING_?KEY|ENCRYPTION_?KEY|CLIENT_?SECRET|WEBHOOKS?|WEBHOOK_?URL|DSN|KEY|PAT|NETRC)($|_)/,
  /AUTHTOKEN|PASSWORD$|PASSPHRASE$|^PG(PASSWORD|PASSFILE)$|_AUTH$|_PWD$/,
  /(^|_)(KUBE_CONFIG|KEYSTORE|JKS|P12|PFX)$/,
  /(^|_)(KUBE_?CONFIG|KEYSTORE|JKS|P12|PFX|CERTIFICATE|CERT|PROVISION(ING)?_PROFILE)_(BASE64|B64|DATA)$/,
];

export type RemovalReason = 'secret' | 'credential-family' | 'workflow-control';

/**
 * Claude Code's request knobs whose names end in TOKENS but count tokens: settings, not secrets,
 * while their value is a number (src/config/request-environment.ts reads them).
 */
const tokenCountNames = new Set(['CLAUDE_CODE_MAX_OUTPUT_TOKENS', 'MAX_THINKING_TOKENS']);

/** Why a variable is kept from subprocesses, or undefined when it may pass. */
export function removalReason(name: string, value: string | undefined): RemovalReason | undefined {
  const upper = name.toUpperCase();
  if (tokenCountNames.has(upper) && /^\s*\d+\s*$/.test(value ?? '')) return undefined;
  if (looksSecret(upper, value)) return 'secret';
  if (removedNames.has(upper)) {
    return upper.startsWith('GITHUB_') && !upper.endsWith('_TOKEN') ? 'workflow-control' : 'secret';
  }
  // ANTHROPIC_MODEL and the alias variables name models: settings, not credentials.
  if (isModelVariable(upper)) return undefined;
  if (removedPrefixes.some((prefix) => upper.startsWith(prefix))) return 'credential-family';
  return undefined;
}

function looksSecret(upperName: string, value: string | undefined): boolean {
  // An Action input's name says what it is once the INPUT_ prefix is gone.
  const name = upperName.startsWith('INPUT_') ? upperName.slice('INPUT_'.length) : upperName;
  if (
    name === 'CLAUDE_CODE_OAUTH_TOKEN' ||
    secretNamePatterns.some((pattern) => pattern.test(name))
  )
    return true;
  return value !== undefined && isCredentialShaped(value);
}

/**
 * The environment for tool subprocesses: `env` without credentials and runner control files.
 * Names listed in `passThrough` (exact, case-sensitive) are kept even when they would be removed
 * — the explicit opt-in for, say, an NPM_TOKEN a test suite needs.
 */
export function scrubbedEnvironment(
  env: Environment,
  passThrough: readonly string[] = [],
): Record<string, string> {
  const keep = new Set(passThrough);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (keep.has(name) || removalReason(name, value) === undefined) result[name] = value;
  }
  return result;
}

/**
 * Defaults that keep tool subprocesses from waiting for a human (no one can answer in CI):
 * git never prompts for credentials, never opens an editor (`commit --amend`, `rebase
 * --continue` keep the message they have), pagers never hold the terminal.
 */
export const nonInteractiveDefaults: Readonly<Record<string, string>> = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_EDITOR: 'true',
  GIT_PAGER: 'cat',
  PAGER: 'cat',
};

/**
 * The variables by which a repository's scripts tell they run under a coding agent, as under
 * Claude Code: CLAUDECODE=1, and AI_AGENT naming the agent and what runs the process — `agent`
 * for the model's own commands (Bash), `harness` for hooks and MCP servers.
 */
function agentMarkers(runBy: 'agent' | 'harness'): Readonly<Record<string, string>> {
  return { CLAUDECODE: '1', AI_AGENT: `flotilla_${VERSION.replace(/\./g, '-')}_${runBy}` };
}

/**
 * scrubbedEnvironment plus nonInteractiveDefaults and the harness's agent markers: what a
 * ToolContext's `environment` should be.
 */
export function toolEnvironment(
  env: Environment,
  passThrough: readonly string[] = [],
): Record<string, string> {
  return {
    ...scrubbedEnvironment(env, passThrough),
    ...nonInteractiveDefaults,
    ...agentMarkers('harness'),
  };
}

/** The environment of a Bash command: the tool environment, marked as run by the agent. */
export function bashEnvironment(
  environment: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...environment, ...agentMarkers('agent') };
}

/**
 * The values of every variable classified as a secret (whether or not it was passed through),
 * longest first, for the redactor of published text and logs. Values shorter than 8 characters
 * are left out: redacting them would mangle ordinary text.
 */
export function secretValues(env: Environment): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || removalReason(name, value) !== 'secret') continue;
    for (const form of credentialForms(value)) values.add(form);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** `Bearer abc…`, `token abc…`: the credential after an HTTP authentication scheme. */
const authScheme = /^(?:bearer|basic|token|apikey|api-key)\s+(\S.*)$/i;

/**
 * The texts that reveal a secret `value` when printed on their own: the value as written and
 * trimmed, the credential after an HTTP authentication scheme (`Bearer abc…` → `abc…`: an
 * endpoint that rejects it often quotes the token alone), and a URL's password (a message
 * shows the URL rewritten, `http://u:pw@host/` as `http://u:pw@host`, or the password alone).
 * Forms shorter than the secret minimum are left out (redacting `1` would mangle every line).
 */
export function credentialForms(value: string): string[] {
  const trimmed = value.trim();
  const forms = [value, trimmed, authScheme.exec(trimmed)?.[1]?.trim(), ...urlPasswords(trimmed)];
  return [
    ...new Set(
      forms.filter(
        (form): form is string => form !== undefined && form.length >= MIN_SECRET_LENGTH,
      ),
    ),
  ];
}

/** The password of a URL with one (`scheme://user:password@host`), as written and decoded. */
export function urlPasswords(text: string): string[] {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return [];
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return [];
  }
  if (!url.password) return [];
  try {
    return [url.password, decodeURIComponent(url.password)];
  } catch {
    return [url.password];
  }
}
