import os from 'node:os';
import { pluginOfAgent, type AgentDefinition } from '../agents/definition.js';
import type { RunConfig } from '../config/run-config.js';
import { AgentMemory } from '../memory/agent-memory.js';
import { MemoryReads } from '../memory/memory-loader.js';
import {
  agentMemorySection,
  checkMemoryDirectory,
  type AgentMemoryPlaces,
} from '../memory/agent-memory-directory.js';
import { splitModel } from '../model/model-aliases.js';
import { describeModel } from '../model/model-names.js';
import { outputStyleSection, type OutputStyle } from '../settings/output-style.js';
import type { SkillCatalog } from '../skills/load-skills.js';
import { skillInstructions } from '../skills/skill-tool.js';

/** What every agent of a run is told about the machine and the day, fixed at the run's start. */
export interface RunFacts {
  /** The run's start date, `YYYY-MM-DD` in the machine's time zone. */
  today: string;
  /** `process.platform`: linux, darwin, win32. */
  platform: string;
  /** The kernel's name and release, `Linux 6.8.0-1021-azure`. */
  osVersion: string;
  /** Whether the working tree is a git repository (with a commit). */
  isGitRepository: boolean;
}

export function runFacts(startedAt: Date, isGitRepository: boolean): RunFacts {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return {
    today: `${startedAt.getFullYear()}-${twoDigits(startedAt.getMonth() + 1)}-${twoDigits(startedAt.getDate())}`,
    platform: process.platform,
    osVersion: `${os.type()} ${os.release()}`,
    isGitRepository,
  };
}

export interface AddendumSources {
  repoRoot: string;
  facts: RunFacts;
  /** The run's skills: a definition's `skills:` preloads from them (every source). */
  skills?: SkillCatalog;
  /** Where agents with `memory:` keep it; undefined: no agent memory this run. */
  memoryPlaces?: AgentMemoryPlaces;
  /** The run's id: `${CLAUDE_SESSION_ID}` in a preloaded skill. */
  sessionId?: string;
  /** Says in the run's log what was left out (a memory file outside its directory). */
  notice?: (line: string) => void;
}

/** What follows an agent's own prompt, split by how widely the prompt cache can share it. */
export interface SystemPromptAddendum {
  /** The same for every agent of this definition: its preloaded skills, its memory. */
  shared: string;
  /**
   * Where and when this agent runs (its working directory or worktree, its model, the platform,
   * today's date): per agent and per run.
   */
  environment: string;
}

/**
 * The skills an agent's definition preloads (seed 000; subagents do not inherit the parent's
 * skills; the lead, the main-thread agent of --agent, preloads none, as Claude Code 2.1.332 sends
 * none of them), each as the Skill tool gives it without arguments, as Claude Code 2.1.332 preloads it:
 * "Base directory for this skill", then its text with `${CLAUDE_PLUGIN_ROOT}`, `${CLAUDE_SKILL_DIR}`
 * and the others filled and `$ARGUMENTS` empty; one with `disable-model-invocation` is left out,
 * as Claude Code leaves it out and, for an agent with `memory:`, its memory
 * directory and MEMORY.md (after the agent's own prompt, as Claude Code 2.1.332 puts them); then,
 * apart, what every agent is told about where it runs (the facts Claude Code 2.1.332 gives each
 * agent: directory, git, platform, shell, OS, model, knowledge cutoff, date). The environment
 * comes last, after the prompt cache's breakpoint: its paths differ per agent and per run.
 */
export function createSystemPromptAddendum(
  sources: AddendumSources,
): (
  definition: AgentDefinition,
  root: string,
  model: string,
  role?: 'lead',
) => Promise<SystemPromptAddendum> {
  // Once per run, however many agents of the definition start.
  const said = new Set<string>();
  const notice = (line: string) => {
    if (said.has(line)) return;
    said.add(line);
    sources.notice?.(line);
  };
  return async (definition, root, model, role) => {
    const shared: string[] = [];
    const preloaded = role === 'lead' ? [] : (definition.skills ?? []);
    if (role === 'lead' && (definition.skills?.length ?? 0) > 0) {
      notice(
        `agent '${definition.name}' leads the run: its skills: list is not preloaded, as Claude Code 2.1.332 preloads none for the main agent (the Skill tool can still load them).`,
      );
    }
    for (const name of preloaded) {
      const skill = sources.skills?.findPreloaded(name, pluginOfAgent(definition));
      if (skill && !skill.modelInvocable) {
        notice(
          `agent '${definition.name}' runs without the skill '${skill.name}' of its skills: list: the skill sets disable-model-invocation, and Claude Code leaves such a skill out too.`,
        );
      }
      if (skill?.modelInvocable) {
        // Its `!` lines stay as written: a preloaded skill runs nothing.
        shared.push(
          `# Skill: ${skill.name}\n${await skillInstructions(skill, undefined, sources.sessionId)}`,
        );
      }
    }
    const memory = checkMemoryDirectory(definition, sources.memoryPlaces);
    if (memory && !memory.ok) {
      notice(
        `agent '${definition.name}' has no memory this run: its directory ${memory.directory} is not used: ${memory.reason}`,
      );
    }
    if (memory?.ok && definition.memory) {
      shared.push(await agentMemorySection(memory.directory, definition.memory, notice));
    }
    const environment = [
      '# Environment',
      `Working directory: ${root}`,
      ...(root === sources.repoRoot
        ? []
        : [
            `This is your own git worktree of the repository at ${sources.repoRoot}; edit files here only.`,
          ]),
      `Git repository: ${sources.facts.isGitRepository ? 'yes' : 'no'}`,
      `Platform: ${sources.facts.platform} (${sources.facts.osVersion}); the Bash tool runs bash`,
      modelLine(model),
      `Today's date: ${sources.facts.today}`,
      'File paths in tool calls are relative to the working directory (or absolute inside it).',
      'You are running headless: no one can answer questions or approve actions.',
    ].join('\n');
    return { shared: shared.join('\n\n'), environment };
  };
}

/**
 * The model line: its name, exact id and knowledge cutoff where known, else the id alone. The id
 * is the one its requests send, without the `[1m]` that asked for the 1M window, as Claude Code
 * 2.1.332 says "claude-opus-5-5" on the default `opus[1m]`.
 */
function modelLine(model: string): string {
  const { id } = splitModel(model);
  const { name, knowledgeCutoff } = describeModel(id);
  if (name === undefined) return `Model: ${id}`;
  const cutoff = knowledgeCutoff === undefined ? '' : `; knowledge cutoff: ${knowledgeCutoff}`;
  return `Model: ${name} (exact model ID ${id})${cutoff}`;
}

/**
 * An agent's system prompt as blocks, most stable first: its own prompt with what every agent
 * of its type shares, then its environment (the prompt cache's breakpoint goes between them).
 */
export function agentSystemPrompt(prompt: string, addendum: SystemPromptAddendum): string[] {
  return [
    [prompt, addendum.shared].filter((part) => part !== '').join('\n\n'),
    addendum.environment,
  ];
}

/**
 * The lead's whole system prompt. As Claude Code does in `-p` mode, `--system-prompt` replaces
 * the agent's own prompt and `--append-system-prompt` ends the whole prompt, after a blank line;
 * the environment facts and preloaded skills stay, so tool paths keep working. The lead's auto
 * memory section (src/memory/auto-memory.ts; the lead's alone, as in Claude Code 2.1.332), then
 * the output style in force, close the part every run of this configuration shares.
 */
export function leadSystemPrompt(
  lead: AgentDefinition,
  addendum: SystemPromptAddendum,
  config: Pick<RunConfig, 'systemPrompt' | 'appendSystemPrompt'>,
  outputStyle?: OutputStyle,
  autoMemorySection?: string,
): string[] {
  const [stable, environment] = agentSystemPrompt(config.systemPrompt ?? lead.systemPrompt, {
    ...addendum,
    shared: [
      addendum.shared,
      // Part of the prompt --system-prompt replaces, as in Claude Code 2.1.332 (the index stays).
      config.systemPrompt === undefined ? autoMemorySection : undefined,
      outputStyle && outputStyleSection(outputStyle),
    ]
      .filter((part) => part !== undefined && part !== '')
      .join('\n\n'),
  });
  const append = config.appendSystemPrompt;
  return [stable!, append ? `${environment!}\n\n${append}` : environment!];
}

/**
 * The memory files each agent of the run reads (src/memory): the user's from homeDir, the
 * project's from configRoot (the base branch's copy on pull-request events), the index of the
 * run's auto memory; none with `--bare`. `warn` takes the notices of files left out (binary,
 * too big, an import refused).
 */
export function memoryOfRun(
  config: Pick<RunConfig, 'bare' | 'homeDir' | 'repoRoot' | 'configRoot' | 'settingSources'>,
  warn?: (line: string) => void,
  autoMemoryDirectory?: string,
): ((definition: AgentDefinition, root: string) => AgentMemory) | undefined {
  if (config.bare) return undefined;
  const settings = {
    repoRoot: config.repoRoot,
    configRoot: config.configRoot ?? config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    ...(autoMemoryDirectory ? { autoMemoryDirectory } : {}),
    settingSources: config.settingSources,
    reads: new MemoryReads(warn),
  };
  return (definition, root) => new AgentMemory(settings, definition, root);
}
