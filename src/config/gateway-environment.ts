/**
 * The variables Claude Code reads to talk to an LLM gateway in front of the Anthropic API,
 * read the same way: ANTHROPIC_AUTH_TOKEN (sent as `Authorization: Bearer`, next to an
 * `x-api-key` when ANTHROPIC_API_KEY is set too), ANTHROPIC_CUSTOM_HEADERS ("Name: value", one
 * header a line, split at the first colon) and ANTHROPIC_BETAS (comma-separated `anthropic-beta`
 * values added to Flotilla's own). An entry point reads them once; they travel in
 * RunConfig.modelAccess.
 */

import { credentialForms } from './environment.js';
import { withoutPassword } from '../platform/url-password.js';

type Environment = Readonly<Record<string, string | undefined>>;

interface GatewayAccess {
  authToken?: string;
  customHeaders?: Record<string, string>;
  betas?: string[];
}

/** A header name as HTTP allows it (RFC 9110 token characters). */
const headerNamePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function gatewayFromEnvironment(env: Environment): {
  access: GatewayAccess;
  problems: string[];
} {
  const problems: string[] = [];
  const access: GatewayAccess = {};
  const authToken = env.ANTHROPIC_AUTH_TOKEN?.trim();
  if (authToken) access.authToken = authToken;
  const headers: Record<string, string> = {};
  for (const [index, line] of (env.ANTHROPIC_CUSTOM_HEADERS ?? '').split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? '' : line.slice(0, colon).trim();
    if (!headerNamePattern.test(name)) {
      // The line is not echoed: a header line may hold a credential.
      problems.push(
        `ANTHROPIC_CUSTOM_HEADERS line ${index + 1} is not a header; expected one "Name: value" a line, e.g. "X-Team: blue".`,
      );
      continue;
    }
    headers[name] = line.slice(colon + 1).trim();
  }
  if (Object.keys(headers).length > 0) access.customHeaders = headers;
  const betas = (env.ANTHROPIC_BETAS ?? '')
    .split(',')
    .map((beta) => beta.trim())
    .filter(Boolean);
  if (betas.length > 0) access.betas = betas;
  return { access, problems };
}

/**
 * The values among the gateway settings that may be credentials, for masking and redaction: the
 * key, the token and every custom header value long enough to be one (redacting a local
 * endpoint's placeholder token `ollama`, or a header's `blue`, would mangle text), with the
 * credential after its scheme on its own (`Authorization: Bearer abc…` → `abc…`: a gateway that
 * rejects it quotes the token alone).
 */
export function gatewaySecrets(access: GatewayAccess & { apiKey?: string }): string[] {
  return [
    // A key a settings file sets is not in the process's environment, where the others are found.
    access.apiKey,
    access.authToken,
    ...Object.values(access.customHeaders ?? {}),
  ].flatMap((value) => (value ? credentialForms(value) : []));
}

/**
 * The `env` variables of a settings file that say where the model's requests go and what
 * credential they carry. Claude Code 2.1.332 applies them from every settings file, over the
 * process's own (a gateway in ~/.claude/settings.json is the usual setup); Flotilla applies a
 * repository's own files only in a trusted workspace (load-settings.ts), and never passes them
 * to tools.
 */
export const modelAccessVariables: ReadonlySet<string> = new Set([
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_CUSTOM_HEADERS',
  'ANTHROPIC_BETAS',
]);

/**
 * The model access a settings file's `env` sets (the variables of `modelAccessVariables`), read
 * as from the environment; a base URL that is not http(s) is a problem, its credentials masked.
 */
export function modelAccessFromSettingsEnvironment(
  env: Environment,
  source: string,
): {
  access: GatewayAccess & { apiKey?: string; baseUrl?: string };
  problems: string[];
} {
  const gateway = gatewayFromEnvironment(env);
  const problems = gateway.problems.map((problem) => `env in ${source}: ${problem}`);
  const access: GatewayAccess & { apiKey?: string; baseUrl?: string } = { ...gateway.access };
  const apiKey = env.ANTHROPIC_API_KEY?.trim();
  if (apiKey) access.apiKey = apiKey;
  const baseUrl = env.ANTHROPIC_BASE_URL?.trim();
  if (baseUrl && isHttpUrl(baseUrl)) access.baseUrl = baseUrl;
  else if (baseUrl) {
    problems.push(
      `env.ANTHROPIC_BASE_URL in ${source} '${withoutPassword(baseUrl)}' is not an http or https URL, such as https://api.anthropic.com.`,
    );
  }
  return { access, problems };
}

/** Whether `text` is an http(s) URL (where a model API can be). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
