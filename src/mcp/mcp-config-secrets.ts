import { readFileSync } from 'node:fs';
import { minimumSecretLength } from '../config/environment.js';
import { expandServerConfig, mcpServerConfigSchema } from './server-config.js';

/** `Bearer abc…`, `token abc…`: the credential after an HTTP authentication scheme. */
const authScheme = /^(?:bearer|basic|token|apikey|api-key)\s+(\S.*)$/i;

/**
 * The values of every server's `env` and `headers` in `--mcp-config` texts (inline JSON or file
 * paths), with `${VAR}` expanded from `variables` as the servers get them: what a workflow puts there is a
 * credential (`${{ secrets.X }}`), so each is masked and redacted like one. A header's credential
 * after its scheme (`Bearer …`) counts on its own too. Values shorter than the environment's
 * secret minimum are left out (masking `1` would mangle every log line); a text that cannot be
 * read or parsed gives none (loading the configuration reports it).
 */
export function mcpConfigSecretValues(
  texts: readonly string[],
  variables: Readonly<Record<string, string | undefined>>,
): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    for (const candidate of [value, value.trim(), authScheme.exec(value.trim())?.[1]?.trim()]) {
      if (candidate !== undefined && candidate.length >= minimumSecretLength) values.add(candidate);
    }
  };
  for (const text of texts) {
    for (const raw of serversOf(text)) {
      const parsed = mcpServerConfigSchema.safeParse(raw);
      if (!parsed.success) continue;
      const { config } = expandServerConfig(parsed.data, variables);
      for (const value of Object.values('command' in config ? config.env : config.headers))
        add(value);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
