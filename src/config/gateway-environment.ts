/**
 * The variables Claude Code reads to talk to an LLM gateway in front of the Anthropic API,
 * read the same way: ANTHROPIC_AUTH_TOKEN (sent as `Authorization: Bearer`, next to an
 * `x-api-key` when ANTHROPIC_API_KEY is set too), ANTHROPIC_CUSTOM_HEADERS ("Name: value", one
 * header a line, split at the first colon) and ANTHROPIC_BETAS (comma-separated `anthropic-beta`
 * values added to Flotilla's own). An entry point reads them once; they travel in
 * RunConfig.modelAccess.
 */

import { credentialForms } from './environment.js';

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
 * token, and every custom header value long enough to be one (redacting "blue" would mangle text),
 * with the credential after its scheme on its own (`Authorization: Bearer abc…` → `abc…`: a
 * gateway that rejects it quotes the token alone).
 */
export function gatewaySecrets(access: GatewayAccess): string[] {
  const headerValues = Object.values(access.customHeaders ?? {}).flatMap(credentialForms);
  return [...(access.authToken ? [access.authToken] : []), ...headerValues];
}
