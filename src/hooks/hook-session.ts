import type { AgentDefinition, AgentHooks } from '../agents/definition.js';
import type { SandboxPolicy } from '../platform/sandbox.js';
import { createHookRunner, type HookRunner } from './hook-runner.js';
import type { BackgroundTaskEntry, HookRun } from './hook-types.js';
import type { SessionEnvironment } from './session-environment.js';

/** What every agent's hooks share in one run: the settings' hooks and the session. */
export interface HookSession {
  /** The merged settings' hooks. */
  settings: AgentHooks;
  /**
   * The agent file that defines the lead (`--lead NAME`), when one does: its hooks run for every
   * agent, as the settings' do (HookSources.lead), and the lead's hooks are told its name.
   */
  leadDefinition?: AgentDefinition;
  /** `disableAllHooks`: no hook runs, neither the settings' nor an agent file's, but `managedHooks`. */
  disableAllHooks: boolean;
  /**
   * The managed settings' hooks (also in `settings`): they run even when a settings file's
   * `disableAllHooks` turns the others off.
   */
  managedHooks?: AgentHooks;
  /** Managed settings' `allowManagedHooksOnly`: agent files' and skills' hooks do not run either. */
  managedHooksOnly?: boolean;
  /** The run's id, the hooks' session_id. */
  sessionId: string;
  /** The lead's transcript, the hooks' transcript_path. */
  transcriptPath: string;
  /** CLAUDE_PROJECT_DIR: the repository. */
  projectDir: string;
  /** The scrubbed subprocess environment (with the settings' env). */
  environment: Readonly<Record<string, string>>;
  /** CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS (HookContext.sessionEndTimeoutMs). */
  sessionEndTimeoutMs?: number;
  /**
   * The directory every sandboxed hook of the run sees as /tmp, so that what a hook keeps there
   * (a counter, a "warned once" flag) is there at its next call, as on Claude Code's host /tmp.
   * The hooks' own: the Bash tool's commands get an empty /tmp each.
   */
  hookTmp?: string;
  /** The CLAUDE_ENV_FILE files the SessionStart hooks write, run before each Bash command. */
  sessionEnvironment?: SessionEnvironment;
  warn?: (line: string) => void;
  /** A hook's `systemMessage`, by the agent whose hook said it. */
  onMessage?: (agentId: string, source: string, message: string) => void;
  /** Each hook command as it starts and answers, by the agent whose hook it is. */
  onRun?: (agentId: string, run: HookRun) => void;
}

export interface HookAgent {
  role: 'lead' | 'subagent';
  definition: AgentDefinition;
  agentId: string;
  cwd: string;
  agentTranscriptPath?: string;
  /** Writes the agent's transcript out before a hook runs (HookContext.beforeRun). */
  beforeRun?: () => Promise<void>;
  permissionMode: string;
  /** Its effort level, when one is in force (HookContext.effort). */
  effort?: string;
  signal?: AbortSignal;
  sandbox?: SandboxPolicy;
  /** The run's background work still under way (HookContext.sessionBackgroundTasks). */
  sessionBackgroundTasks?: () => readonly BackgroundTaskEntry[];
}

/**
 * One agent's hook runner: the settings' hooks, then the lead's agent file's, then (a subagent's)
 * its own definition's.
 */
export function createSessionHookRunner(
  session: HookSession,
  agent: HookAgent,
): HookRunner | undefined {
  const managedOnly = session.managedHooks ?? {};
  if (session.disableAllHooks && Object.keys(managedOnly).length === 0) return undefined;
  const leadHooks = session.leadDefinition?.hooks;
  // The lead's own file's hooks are the session's (leadHooks): not a second time as its own.
  const definitionHooks = agent.role === 'subagent' ? agent.definition.hooks : undefined;
  const ownHooks = agent.role === 'lead' ? leadHooks : definitionHooks;
  if (session.managedHooksOnly && ownHooks && Object.keys(ownHooks).length > 0) {
    session.warn?.(
      `Not running the hooks of agent '${agent.definition.name}': the managed settings set allowManagedHooksOnly.`,
    );
  }
  const agentFileHooks = session.managedHooksOnly
    ? {}
    : {
        ...(leadHooks ? { lead: leadHooks } : {}),
        ...(definitionHooks ? { definition: definitionHooks } : {}),
      };
  return createHookRunner(
    session.disableAllHooks
      ? { settings: managedOnly }
      : { settings: session.settings, ...agentFileHooks },
    {
      agentId: agent.agentId,
      agentName: agent.definition.name,
      role: agent.role,
      ...(agent.role === 'lead' && session.leadDefinition ? { leadFromAgentFile: true } : {}),
      sessionId: session.sessionId,
      transcriptPath: session.transcriptPath,
      ...(agent.agentTranscriptPath ? { agentTranscriptPath: agent.agentTranscriptPath } : {}),
      cwd: agent.cwd,
      ...(agent.beforeRun ? { beforeRun: agent.beforeRun } : {}),
      projectDir: session.projectDir,
      permissionMode: agent.permissionMode,
      ...(agent.effort ? { effort: agent.effort } : {}),
      environment: session.environment,
      ...(session.sessionEnvironment ? { sessionEnvironment: session.sessionEnvironment } : {}),
      ...(session.warn ? { warn: session.warn } : {}),
      ...(session.sessionEndTimeoutMs !== undefined
        ? { sessionEndTimeoutMs: session.sessionEndTimeoutMs }
        : {}),
      ...(agent.signal ? { signal: agent.signal } : {}),
      ...(agent.sandbox
        ? { sandbox: session.hookTmp ? { ...agent.sandbox, tmp: session.hookTmp } : agent.sandbox }
        : {}),
      // Only the managed settings' hooks run: a skill's hooks do not either.
      ...(session.managedHooksOnly ? { managedHooksOnly: true } : {}),
      ...(session.disableAllHooks ? { disableAllHooks: true } : {}),
      ...(agent.sessionBackgroundTasks
        ? { sessionBackgroundTasks: agent.sessionBackgroundTasks }
        : {}),
      ...(session.onRun ? { onRun: (run: HookRun) => session.onRun?.(agent.agentId, run) } : {}),
      ...(session.onMessage
        ? {
            onMessage: (source: string, message: string) =>
              session.onMessage?.(agent.agentId, source, message),
          }
        : {}),
    },
  );
}
