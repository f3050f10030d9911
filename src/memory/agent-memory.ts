import path from 'node:path';
import type { AgentDefinition } from '../agents/definition.js';
import {
  contentBlocks,
  type ContentBlockParam,
  type MessageParam,
  type ToolResultBlockParam,
  type ToolUseBlock,
} from '../model/types.js';
import { isInside } from '../tools/path-guard.js';
import { touchedFiles } from '../tools/touched-files.js';
import { directoriesDownTo, MemoryReader, type MemorySources } from './memory-loader.js';
import type { MemoryFile } from './memory-file.js';
import {
  laterPathsShown,
  nestedMemoryText,
  pathScopedMemoryText,
  resumedMemoryText,
  startupMemoryText,
} from './memory-reminder.js';

/**
 * Claude Code 2.1.332 gives its read-only built-ins Explore and Plan no startup memory (they
 * still get a nested directory's CLAUDE.md when they read a file there); ours do the same.
 */
const agentsWithoutStartupMemory = new Set(['Explore', 'Plan']);

export interface MemorySettings extends MemorySources {
  /** The repository root: an agent working in a subdirectory of it also reads the directories between. */
  repoRoot: string;
}

/** One agent's memory files: those it starts with, and those its reads bring in later. */
export class AgentMemory {
  private readonly reader: MemoryReader;
  private readonly visited: Set<string>;
  private readonly treeRoot: string;
  private startup: Promise<MemoryFile[]> | undefined;

  constructor(
    settings: MemorySettings,
    private readonly definition: AgentDefinition,
    private readonly root: string,
  ) {
    const relative = path.relative(settings.repoRoot, root);
    // A worktree is a tree of its own: its root stands for the repository root.
    const inRepository = isInside(relative);
    this.treeRoot = inRepository ? settings.repoRoot : root;
    const relativeCwd = inRepository ? relative : '';
    this.reader = new MemoryReader(settings, { treeRoot: this.treeRoot, relativeCwd });
    this.visited = new Set(directoriesDownTo(relativeCwd));
  }

  /** The agent's first user message: its startup memory (when it has any), then the prompt. */
  async firstMessage(prompt: string): Promise<MessageParam> {
    return withMemory(startupMemoryText(await this.startupFiles()), prompt);
  }

  /**
   * The next user message of a resumed `conversation`: the startup memory files that are new or
   * changed since the conversation showed them (none when all are as they were), then the prompt.
   * The files its tool rounds were given (a nested CLAUDE.md, a path-scoped rule) are not given
   * again when a tool reaches them.
   */
  async resumedMessage(
    prompt: string,
    conversation: readonly MessageParam[],
  ): Promise<MessageParam> {
    const shown = conversation
      .filter((message) => message.role === 'user')
      .flatMap(contentBlocks)
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('\n');
    const startup = await this.startupFiles();
    // After the startup read: a file it gives is compared with its copy, never left out.
    this.reader.shownAlready(laterPathsShown(shown));
    if (this.withoutStartupMemory()) return { role: 'user', content: prompt };
    return withMemory(resumedMemoryText(startup, shown), prompt);
  }

  /**
   * The startup memory files, read once: resuming reads them again into a new AgentMemory. Explore
   * and Plan read them too but are not shown them: the reading also finds the path-scoped rules.
   */
  private async startupFiles(): Promise<MemoryFile[]> {
    this.startup ??= this.reader.startup();
    const files = await this.startup;
    return this.withoutStartupMemory() ? [] : files;
  }

  private withoutStartupMemory(): boolean {
    const builtin = this.definition.source === 'built-in';
    return builtin && agentsWithoutStartupMemory.has(this.definition.name);
  }

  /**
   * What a tool round's successful calls on files (touchedFiles) bring in, to follow that round's
   * tool results, for each call in turn: the memory files of the directories it reached for the
   * first time, outermost first, then the path-scoped rules its file matches.
   */
  async attachToToolResults(
    calls: readonly ToolUseBlock[],
    results: readonly ToolResultBlockParam[],
  ): Promise<ContentBlockParam[]> {
    const blocks: ContentBlockParam[] = [];
    for (const file of touchedFiles(calls, results, this.root)) {
      // The rules to match are found with the startup files, read or not by now.
      await this.startupFiles();
      const directory = path.relative(this.treeRoot, path.dirname(file));
      if (isInside(directory)) {
        for (const reached of directoriesDownTo(directory)) {
          if (this.visited.has(reached)) continue;
          this.visited.add(reached);
          for (const memory of await this.reader.directory(reached)) {
            blocks.push({ type: 'text', text: nestedMemoryText(memory) });
          }
        }
      }
      for (const { patterns, files } of await this.reader.rulesFor(file)) {
        for (const memory of files) {
          blocks.push({ type: 'text', text: pathScopedMemoryText(memory, patterns) });
        }
      }
    }
    return blocks;
  }
}

function withMemory(memory: string | undefined, prompt: string): MessageParam {
  if (memory === undefined) return { role: 'user', content: prompt };
  return {
    role: 'user',
    content: [
      { type: 'text', text: memory },
      { type: 'text', text: prompt },
    ],
  };
}
