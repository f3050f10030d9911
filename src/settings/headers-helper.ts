import { UserError } from '../errors.js';
import { runSettingsHelper } from './api-key-helper.js';

/**
 * The headers a helper command prints, as Claude Code 2.1.332 runs `otelHeadersHelper` (the
 * settings') and an MCP server's `headersHelper`: one JSON object of header names to text values,
 * e.g. `{"Authorization": "Bearer …"}`, printed by a command run through `/bin/sh -c` in `cwd`
 * with `environment`. The values are credentials: no message quotes the output. A helper that
 * fails, or prints anything else, is a UserError naming `key` and `helper.source`.
 */
export async function headersFromHelper(
  key: string,
  helper: { command: string; source: string },
  cwd: string,
  environment: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const fix = `Make the command (${helper.source}: "${key}") print one JSON object of header names to text values, e.g. {"Authorization": "Bearer …"}, or remove it.`;
  const output = await runSettingsHelper(key, helper, cwd, environment, fix, 'headers');
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    // The output is not echoed: it may hold a credential.
    throw new UserError(`${key} from ${helper.source} printed something other than JSON.`, fix);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UserError(`${key} from ${helper.source} printed no JSON object.`, fix);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || typeof value !== 'string') {
      throw new UserError(
        `${key} from ${helper.source} printed ${JSON.stringify(name)}, which is not a header name with a text value.`,
        fix,
      );
    }
    headers[name] = value;
  }
  return headers;
}
