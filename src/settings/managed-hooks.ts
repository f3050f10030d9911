import { hookEvents } from '../agents/definition.js';
import type { AgentHooks, HookMatcher } from '../agents/definition.js';
import type { SettingsFile } from './settings-file.js';

/**
 * The managed settings' hooks are the organisation's guards: each of their commands is marked
 * `managed`, so that the same command from a repository's file (with a shorter timeout, say)
 * never takes its place. Nothing is dropped here: `allowManagedHooksOnly` turns into
 * `disableAllHooks` (load-settings.ts), which runs the managed hooks alone.
 */
export function applyManagedHooks(
  hooks: AgentHooks,
  managed: SettingsFile | undefined,
): { hooks: AgentHooks; managedOnly: boolean } {
  const ownMatchers = new Set<HookMatcher>(
    hookEvents.flatMap((event) => managed?.hooks[event] ?? []),
  );
  const result: AgentHooks = {};
  for (const event of hookEvents) {
    const matchers = hooks[event];
    if (!matchers) continue;
    result[event] = matchers.map((matcher) =>
      ownMatchers.has(matcher)
        ? { ...matcher, hooks: matcher.hooks.map((hook) => ({ ...hook, managed: true })) }
        : matcher,
    );
  }
  return { hooks: result, managedOnly: managed?.allowManagedHooksOnly === true };
}

/**
 * The one notice of what `allowManagedHooksOnly` leaves out: every hook not marked managed, so
 * counted once the plugins' hooks are merged in too.
 */
export function managedOnlyNotices(hooks: AgentHooks, managedFile: string): string[] {
  const left = hookEvents
    .flatMap((event) => hooks[event] ?? [])
    .flatMap((matcher) => matcher.hooks)
    .filter((hook) => hook.managed !== true).length;
  return left > 0
    ? [
        `Not running ${left} hook${left === 1 ? '' : 's'} of user, project, local, --settings files or plugins: the managed settings (${managedFile}) set allowManagedHooksOnly.`,
      ]
    : [];
}
