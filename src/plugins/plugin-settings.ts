/**
 * A plugin's root `settings.json`. Claude Code 2.1.332 (observed) takes its `agent` key as the
 * session's main-thread agent (`{"agent": "ps:boss"}`: the plugin's agent leads), below every
 * settings file's `agent` and `--agent`; it applied no other key of that file (`permissions`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '../errors.js';
import { isRecord } from '../is-record.js';
import type { PluginLocation } from './plugin-manifest.js';

export interface PluginSettingsAgent {
  /** The first plugin's `agent`, in the plugins' order. */
  agent?: string;
  /** What was not taken, and why. */
  notices: string[];
}

export async function pluginSettingsAgent(
  plugins: readonly PluginLocation[],
): Promise<PluginSettingsAgent> {
  const found: PluginSettingsAgent = { notices: [] };
  for (const plugin of plugins) {
    const file = path.join(plugin.root, 'settings.json');
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      found.notices.push(`Plugin settings ${file} not read: ${errorMessage(error)}.`);
      continue;
    }
    const agent = isRecord(value) ? value.agent : undefined;
    if (agent === undefined) continue;
    if (typeof agent !== 'string' || agent.trim() === '') {
      found.notices.push(
        `Ignoring "agent" in ${file}: it must name the agent that leads, as text ("agent": "plugin:name").`,
      );
    } else if (found.agent === undefined) {
      found.agent = agent.trim();
    } else {
      found.notices.push(
        `Ignoring "agent": "${agent.trim()}" in ${file}: an earlier plugin's settings.json already names "${found.agent}".`,
      );
    }
  }
  return found;
}
