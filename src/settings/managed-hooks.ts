import { hookEvents } from '../agents/definition.js';
import type { AgentHooks, HookMatcher } from '../agents/definition.js';
import type { SettingsFile } from './settings-file.js';

/**
 * The managed settings' hooks are the organisation's guards: each of their commands is marked
 * `managed`, so that the same command from a repository's file (with a shorter timeout, say)
 * never takes its place; and `allowManagedHooksOnly: true` there keeps no other file's hooks.
 * Returns the merged hooks and what was left out, for the run log.
 */
export function applyManagedHooks(
  hooks: AgentHooks,
  managed: SettingsFile | undefined,
): { hooks: AgentHooks; managedOnly: boolean; notices: string[] } {
  const ownMatchers = new Set<HookMatcher>(
    hookEvents.flatMap((event) => managed?.hooks[event] ?? []),
  );
  const managedOnly = managed?.allowManagedHooksOnly === true;
  const result: AgentHooks = {};
  let dropped = 0;
  for (const event of hookEvents) {
    const matchers = hooks[event];
    if (!matchers) continue;
    const kept: HookMatcher[] = [];
    for (const matcher of matchers) {
      if (ownMatchers.has(matcher)) {
        kept.push({ ...matcher, hooks: matcher.hooks.map((hook) => ({ ...hook, managed: true })) });
      } else if (managedOnly) {
        dropped += matcher.hooks.length;
      } else {
        kept.push(matcher);
      }
    }
    if (kept.length > 0) result[event] = kept;
  }
  const notices =
    dropped > 0
      ? [
          `Not running ${dropped} hook${dropped === 1 ? '' : 's'} of user, project, local or --settings files: the managed settings (${managed?.file}) set allowManagedHooksOnly.`,
        ]
      : [];
  return { hooks: result, managedOnly, notices };
}
