/**
 * `@path` in the text of the `/name` a prompt runs, as Claude Code 2.1.332 handles it in `-p`
 * mode: each mentioned file that exists is read before the first request and its contents go
 * into the first message ahead of the command, whose text keeps its `@path` as written. (Claude
 * Code reads the mentions of any prompt; Flotilla only a command's, whose text is the
 * repository's: the Action's prompts quote untrusted requests, which must not pick files.)
 * Each read is a Read call of the lead, through its hooks and permission rules; a file that is
 * missing, a directory, or refused is left out, as Claude Code leaves out a missing one.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { executeToolCalls, type ToolExecution } from '../loop/tool-execution.js';

/** `@` at the start or after a blank (not `a@b.c`), up to the next blank. */
const mentionPattern = /(?:^|\s)@([^\s@`'"]+)/g;

export async function readFileMentions(
  text: string,
  root: string,
  execution: ToolExecution,
): Promise<string[]> {
  const mentioned = [
    ...new Set(
      [...text.matchAll(mentionPattern)].map((match) =>
        (match[1] ?? '').replace(/[.,;:!?)\]}>]+$/, ''),
      ),
    ),
  ].filter(Boolean);
  const blocks: string[] = [];
  for (const [index, mention] of mentioned.entries()) {
    const file = path.resolve(root, mention);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) continue;
    const [result] = await executeToolCalls(
      [
        {
          type: 'tool_use',
          id: `toolu_prompt_mention_${index}`,
          name: 'Read',
          input: { file_path: file },
          caller: { type: 'direct' },
        },
      ],
      execution,
    );
    if (!result || result.is_error || typeof result.content !== 'string') continue;
    blocks.push(
      [
        '<system-reminder>',
        `The prompt mentions @${mention}; the Read tool read ${file} for you:`,
        result.content,
        '</system-reminder>',
      ].join('\n'),
    );
  }
  return blocks;
}
