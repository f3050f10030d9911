import { readFileSync } from 'node:fs';
import { credentialForms, removalReason } from '../config/environment.js';
import { isRecord } from '../is-record.js';
import {
  expandServerConfig,
  expandVariables,
  mcpServerConfigSchema,
  variableNames,
  type McpServerConfig,
} from './server-config.js';

/** One server's configuration, and whether it is written in a file the repository commits. */
export interface McpConfiguration {
  config: McpServerConfig;
  /** Its literal `env` values are then no secret (anyone reading the repository sees them). */
  committed: boolean;
}

/**
 * The credentials of the `--mcp-config` servers (inline JSON or file paths), as
 * mcpServerSecretValues finds them: what an entry point knows, and masks, before it reads
 * anything else. Inline JSON is committed nowhere (a workflow writes `${{ secrets.X }}` into
 * it); a file's literal values wait for the run, which asks git whether the repository commits
 * it. A text that cannot be read or parsed gives none (loading the configuration reports it).
 */
export function mcpConfigSecretValues(
  texts: readonly string[],
  variables: Readonly<Record<string, string | undefined>>,
): string[] {
  const configurations: McpConfiguration[] = [];
  for (const text of texts) {
    const inline = text.trimStart().startsWith('{');
    for (const raw of serversOf(text)) {
      const parsed = mcpServerConfigSchema.safeParse(raw);
      if (parsed.success) configurations.push({ config: parsed.data, committed: !inline });
    }
  }
  return mcpServerSecretValues(configurations, variables);
}

/**
 * The secrets among the servers' configurations, as the servers get them: what `${VAR}` expands
 * to (the environment's and the settings' values) and every `headers` value, whichever file
 * defined the server; a literal `env` value unless the repository commits its file (a key pasted
 * into `~/.claude.json`, a workflow's `${{ secrets.X }}` in `--mcp-config`), or when its name or
 * value marks a credential. A `NODE_ENV: production` committed in `.mcp.json` stays readable in
 * the findings; a `${NAME}` that is not set is no value at all, and the warning names it. A
 * header's credential after its scheme (`Bearer …`) counts on its own too. So do the credentials
 * among a stdio server's `args` and in a remote server's `url` (see credentialArguments,
 * urlCredentials): a server that fails to start quotes them on its stderr, and that text reaches
 * the run's warnings. Values shorter than the environment's secret minimum are left out (masking
 * `1` would mangle every log line). Longest first.
 */
export function mcpServerSecretValues(
  configurations: Iterable<McpConfiguration>,
  variables: Readonly<Record<string, string | undefined>>,
): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    for (const form of credentialForms(value)) values.add(form);
  };
  for (const { config: written, committed } of configurations) {
    const header = !('command' in written);
    const writtenValues = 'command' in written ? written.env : written.headers;
    for (const [name, text] of Object.entries(writtenValues)) {
      const { text: expanded, missing } = expandVariables(text, variables);
      const set = variableNames(text).filter((variable) => variables[variable] !== undefined);
      for (const variable of set) add(variables[variable]!);
      // The server does not start; what is left is `${NAME}`, the name the warning gives.
      if (missing.length > 0) continue;
      const secret =
        header || set.length > 0 || !committed || removalReason(name, expanded) === 'secret';
      if (secret) add(expanded);
    }
    const parts = 'command' in written ? written.args : [written.url];
    for (const part of parts) {
      // A variable named like a credential (`${SENTRY_TOKEN}`); `${REGION}` stays readable.
      for (const name of variableNames(part)) {
        const value = variables[name];
        if (value !== undefined && removalReason(name, value) === 'secret') add(value);
      }
    }
    const { config } = expandServerConfig(written, variables);
    const found =
      'command' in config ? credentialArguments(config.args) : urlCredentials(config.url);
    for (const value of found) add(value);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** `--api-key`, `-token`, `--client-secret`: a flag whose name says its value is a credential. */
function isCredentialFlag(flag: string): boolean {
  const name = /^--?([A-Za-z][\w.-]*)$/.exec(flag)?.[1];
  return name !== undefined && removalReason(name.replace(/[-.]/g, '_'), undefined) === 'secret';
}

/**
 * The arguments that are credentials: the value of a credential flag (`--token X`,
 * `--api-key=X`), a value of a known credential format (`ghp_…`, `sk-ant-…`), and a bare
 * token-like word (16 or more letters, digits and `-_.+=`, mixing digits with upper- and
 * lower-case letters, or 32 or more with digits and letters): a key a workflow pasted in. Paths,
 * package names and script text are none of these.
 */
function credentialArguments(args: readonly string[]): string[] {
  const found: string[] = [];
  args.forEach((arg, index) => {
    const assignment = /^(--?[A-Za-z][\w.-]*)=(.+)$/s.exec(arg);
    if (assignment && isCredentialFlag(assignment[1]!)) found.push(assignment[2]!);
    else if (index > 0 && isCredentialFlag(args[index - 1]!) && !arg.startsWith('-'))
      found.push(arg);
    else if (removalReason('ARGUMENT', arg) === 'secret' || isTokenLike(arg)) found.push(arg);
  });
  return found;
}

function isTokenLike(word: string): boolean {
  if (!/^[A-Za-z0-9_\-+=.]{16,}$/.test(word) || word.startsWith('-') || !/\d/.test(word))
    return false;
  const mixedCase = /[a-z]/.test(word) && /[A-Z]/.test(word);
  return mixedCase || (word.length >= 32 && /[A-Za-z]/.test(word));
}

/** A URL's password, and the values of its query parameters named like credentials. */
function urlCredentials(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const found = parsed.password ? [decodeURIComponent(parsed.password)] : [];
  for (const [name, value] of parsed.searchParams) {
    if (isCredentialFlag(`--${name}`) || removalReason('PARAMETER', value) === 'secret')
      found.push(value);
  }
  return found;
}

function serversOf(text: string): unknown[] {
  try {
    const source = text.trimStart().startsWith('{') ? text : readFileSync(text, 'utf8');
    const value = JSON.parse(source) as unknown;
    const servers = isRecord(value) ? value.mcpServers : undefined;
    return isRecord(servers) ? Object.values(servers) : [];
  } catch {
    return [];
  }
}
