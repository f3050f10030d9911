import { removalReason } from '../config/environment.js';
import { wipeFromEnvironBlock, type WipeOutcome } from '../platform/environ-block.js';

/**
 * Takes the secrets out of this process's reach for the processes it starts: copies the
 * environment (the entry point reads its secrets from the copy), overwrites the secret values in
 * the environment block the process was started with (`/proc/<pid>/environ`, readable by every
 * process of the same user), and deletes them from `process.env`. The OS sandbox goes further
 * (no view of this process at all); this is what can be done without it.
 */
export function takeSecretsFromProcess(processEnv: NodeJS.ProcessEnv): {
  env: Record<string, string | undefined>;
  wipe: WipeOutcome;
} {
  const env: Record<string, string | undefined> = { ...processEnv };
  const secretNames = Object.keys(env).filter((name) => {
    const reason = removalReason(name, env[name]);
    return reason === 'secret' || reason === 'credential-family';
  });
  const wipe = wipeFromEnvironBlock(secretNames, process.platform);
  // Blanked values would read as ''; gone is clearer to any library that looks them up later.
  for (const name of secretNames) delete processEnv[name];
  return { env, wipe };
}
