/**
 * The shapes of credentials that are known whatever holds them: vendors' token prefixes, private
 * key blocks, URLs with a password. One list for both of their uses: the tool environment drops
 * a variable whose value has one of these shapes, whatever its name (src/config/environment.ts),
 * and the redactor hides a token of one of these shapes wherever it stands in published text
 * (src/publish/redact.ts). A shape added here is caught by both.
 */

/**
 * Secrets shorter than this are not hidden, whoever hands them in (docs/security.md): replacing
 * a placeholder key such as `ollama` or `test` everywhere would mangle the answer, the report and
 * the session a later --continue sends back. Token shapes are hidden whatever their length.
 */
export const MIN_SECRET_LENGTH = 8;

/** Tokens by their vendor's prefix, each matched from the start of a word. */
const tokenPatterns: readonly RegExp[] = [
  /gh[pousr]_[A-Za-z0-9]{20,}/, // GitHub classic, OAuth, user-to-server, server-to-server, refresh
  /github_pat_[A-Za-z0-9_]{20,}/, // GitHub fine-grained personal access tokens
  /sk-ant-[A-Za-z0-9_-]{10,}/, // Anthropic keys (api03, admin01, oat01…)
  // OpenAI-style keys: project, service-account and admin keys, or the legacy form (no hyphen:
  // `sk-1234-fix-login-redirect`, a branch name, is no key)
  /sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9]{32,}/,
  /xox[abposr]-\d+-[A-Za-z0-9-]{8,}/, // Slack tokens (digits first: `xoxo-love-from-the-team` is none)
  /(?:AKIA|ASIA)[A-Z0-9]{16}\b/, // AWS access key ids, long-lived and temporary
  /npm_[A-Za-z0-9]{30,}/, // npm tokens
  /glpat-[A-Za-z0-9_-]{20,}/, // GitLab personal access tokens
  /dckr_pat_[A-Za-z0-9_-]{20,}/, // Docker Hub personal access tokens
  /(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/, // Stripe secret and restricted keys
  /SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/, // SendGrid API keys
];

/**
 * The token shapes for searching text, global: for `replace` and `matchAll`, which start from
 * the beginning whatever an earlier use left in `lastIndex`.
 */
export const tokenShapes: readonly RegExp[] = tokenPatterns.map(
  (pattern) => new RegExp(`\\b(?:${pattern.source})`, 'g'),
);

/** The characters of every token shape (a SendGrid key has dots): a token is a run of them. */
export const tokenCharacter = /^[A-Za-z0-9_.-]$/;

/** The header line of a PEM private key. */
export const privateKeyHeader = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;

/**
 * A PEM private key block, global. It holds no quote (base64 and header lines): where text is
 * serialized JSON (an Action output, a log line), the block then never spans from one JSON string
 * to another.
 */
export const privateKeyBlock = new RegExp(
  `${privateKeyHeader.source}[^"]*?-----END [A-Z ]*PRIVATE KEY-----`,
  'g',
);

const startsWithToken = tokenPatterns.map((pattern) => new RegExp(`^(?:${pattern.source})`));
const urlWithPassword = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/i;

/**
 * True when `value` (a variable's value) is a credential by its shape alone: it starts with a
 * token, holds a private key, or is a URL with a password.
 */
export function isCredentialShaped(value: string): boolean {
  const trimmed = value.trim();
  return (
    startsWithToken.some((pattern) => pattern.test(trimmed)) ||
    privateKeyHeader.test(trimmed) ||
    urlWithPassword.test(trimmed)
  );
}
