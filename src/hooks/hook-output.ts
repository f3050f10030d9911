import { randomUUID } from 'node:crypto';
import { writeFileAtomically } from '../platform/atomic-write.js';
import path from 'node:path';
import { errorMessage } from '../errors.js';

/** The JSON answer a command hook may print on stdout (Claude Code's fields). */
interface HookOutput {
  continue?: boolean;
  stopReason?: string;
  suppressOutput?: boolean;
  systemMessage?: string;
  decision?: string;
  reason?: string;
  hookSpecificOutput?: {
    permissionDecision?: string;
    permissionDecisionReason?: string;
    updatedInput?: unknown;
    additionalContext?: string;
    /** PostToolUse: what the model reads instead of an MCP tool's output. */
    updatedMCPToolOutput?: unknown;
    /** PostToolUse: the same, in Claude Code's newer, general name (applied to MCP tools only). */
    updatedToolOutput?: unknown;
  };
}

/** What a hook's stdout says: a JSON answer, plain text, or JSON that does not parse. */
type ParsedHookOutput =
  { kind: 'json'; output: HookOutput } | { kind: 'text' } | { kind: 'malformed'; error: string };

/**
 * The hook's JSON answer, read from its WHOLE stdout (never from a capped copy: a long deny
 * reason must not turn the answer into plain text), or from its last line when it wrote text
 * before it (Flotilla also obeys such a guard, rather than run what it denies). Output that
 * starts like a JSON object and does not parse is `malformed`, so that the caller can say so
 * instead of running what the hook may have meant to deny.
 */
export function parseHookOutput(stdout: string): ParsedHookOutput {
  const candidates = [stdout, stdout.split('\n').at(-1) ?? ''];
  let error: string | undefined;
  for (const candidate of candidates) {
    if (!candidate.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return { kind: 'json', output: value as HookOutput };
      }
    } catch (parseError) {
      error ??= errorMessage(parseError);
    }
  }
  return error === undefined ? { kind: 'text' } : { kind: 'malformed', error };
}

/**
 * Where a hook's long output is saved: beside the session's transcripts, outside the working
 * tree, where every agent's Read may open it (agent-toolbox.ts).
 */
export function hookOutputDirectoryOf(transcriptPath: string): string {
  return path.join(path.dirname(transcriptPath), 'hook-output');
}

/** Hook text (a reason, a context) longer than this is saved to a file; the model gets less. */
const maxShownHookChars = 20_000;
const previewChars = 2_000;

/**
 * What the model is shown of a hook's text: all of it up to maxShownHookChars; beyond that the
 * whole text is saved under `directory` and the model gets its path with, for a block reason,
 * its first and last 10,000 characters, and for a context a 2,000-character preview (as Claude
 * Code does: it never loses the middle without saying where the rest is).
 */
export async function shownHookText(
  text: string,
  kind: 'reason' | 'context',
  directory: string,
  warn?: (line: string) => void,
): Promise<string> {
  if (text.length <= maxShownHookChars) return text;
  let saved: string | undefined;
  try {
    saved = path.join(directory, `hook-${kind}-${randomUUID()}.txt`);
    // The directory sits in the state directory's transcripts/ (hookOutputDirectoryOf), which an
    // agent can reach when the state directory is inside the repository: never through a link
    // it planted there.
    await writeFileAtomically(saved, text, {
      mode: 0o600,
      confinedTo: path.dirname(path.dirname(directory)),
    });
  } catch (error) {
    warn?.(`Could not save a hook's long output to ${directory}: ${errorMessage(error)}`);
    saved = undefined;
  }
  const where = saved
    ? `The whole text (${text.length} characters) is saved in ${saved}. Read it with the Read tool.`
    : `The rest (${text.length} characters in all) could not be saved.`;
  if (kind === 'reason') {
    const half = maxShownHookChars / 2;
    const omitted = text.length - 2 * half;
    return `${text.slice(0, half)}\n\n[… ${omitted} characters left out …]\n\n${text.slice(-half)}\n\n${where}`;
  }
  return `The hook's output is too long to show (${text.length} characters). ${where}\nIts first ${previewChars} characters:\n${text.slice(0, previewChars)}\n…`;
}
