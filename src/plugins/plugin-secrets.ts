/**
 * The values of plugins' sensitive options that Claude Code 2.1.332 keeps out of the settings
 * (`claude plugin configure`, observed on Linux): `~/.claude/.credentials.json`, under
 * `"pluginSecrets": {"<plugin id>": {"<option>": "<value>"}}`. For an option it holds, its value
 * wins over the settings' `pluginConfigs` (observed), and reaches the plugin as those do
 * (src/plugins/plugin-options.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '../errors.js';
import { isRecord } from '../is-record.js';
import { optionValue, type PluginOptionValue } from './plugin-options.js';

export interface PluginSecrets {
  /** For each plugin id, its options' values. */
  secrets: Record<string, Record<string, PluginOptionValue>>;
  /** Why the store was not read, when it exists but cannot be. */
  notices: string[];
}

export async function readPluginSecrets(homeDir: string | undefined): Promise<PluginSecrets> {
  const found: PluginSecrets = { secrets: {}, notices: [] };
  if (homeDir === undefined) return found;
  const file = path.join(homeDir, '.claude', '.credentials.json');
  let stored: unknown;
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      found.notices.push(
        `Plugin options kept in ${file} not read (${errorMessage(error)}): plugins get only the values pluginConfigs gives.`,
      );
    }
    return found;
  }
  const pluginSecrets = isRecord(stored) ? stored.pluginSecrets : undefined;
  if (!isRecord(pluginSecrets)) return found;
  for (const [id, options] of Object.entries(pluginSecrets)) {
    if (!isRecord(options)) continue;
    const values: Record<string, PluginOptionValue> = {};
    for (const [name, value] of Object.entries(options)) {
      const given = optionValue(value);
      if (given !== undefined) values[name] = given;
    }
    found.secrets[id] = values;
  }
  return found;
}
