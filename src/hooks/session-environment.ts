import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { noFollowFlags, openConfined, refuseLinkOut } from '../platform/atomic-write.js';
import { errorMessage } from '../errors.js';

/**
 * `CLAUDE_ENV_FILE`, as Claude Code 2.1.332 has it: each SessionStart hook command gets a file of
 * its own (`sessionstart-hook-<n>.sh`, in the run's private state, never the working tree), and
 * what the hooks wrote there is run as shell text before every Bash command of the session — the
 * lead's and every subagent's (observed: a subagent's Bash sees an `export` of the lead's
 * SessionStart hook). Claude Code sources the files, so their other lines (a plain assignment,
 * an alias, a command) act too, once per Bash command; Bash never sees `CLAUDE_ENV_FILE` itself.
 */
export interface SessionEnvironment {
  /** Where the files are: a sandboxed SessionStart hook gets it bound writable. */
  readonly directory: string;
  /** The file of the `index`-th SessionStart hook command: created empty, mode 0600. */
  fileFor(index: number): Promise<string>;
  /** The shell text to run before a Bash command: the files' content in hook order, or none. */
  script(): Promise<string | undefined>;
  /**
   * Starts the files as copies of a resumed session's, in `from` (its own `directory`): as
   * Claude Code 2.1.332 keeps them under `~/.claude/session-env/<session>/`, a `--continue` or
   * `--resume` run's Bash sees what the first run's SessionStart hooks wrote, and a `resume`
   * SessionStart hook appends to them. A session that kept none (an older Flotilla's) gives none.
   */
  inherit(from: string): Promise<void>;
}

const filePattern = /^sessionstart-hook-(\d+)\.sh$/;

/**
 * The session's environment files under `directory`. A file holding one of Flotilla's own
 * secrets (`secrets`: the API key, the GitHub token…) is never run: a hook has no business
 * handing them to Bash, which the scrubbed environment keeps them from (`warn` says so, once).
 */
export function createSessionEnvironment(
  directory: string,
  secrets: readonly string[],
  warn?: (line: string) => void,
): SessionEnvironment {
  const refused = new Set<string>();
  // The directory is in the run's state directory, which can be inside the repository: never
  // through a link an agent planted there (refuseLinkOut throws, naming it).
  const stateDir = path.dirname(directory);
  /** Opens the `index`-th file to append, made 0600 when new. */
  const openFile = async (index: number) => {
    const file = path.join(directory, `sessionstart-hook-${index}.sh`);
    // `wx` would fail on a second SessionStart; the hook appends, so an existing file is kept.
    // Nor does it follow a link planted at the name (the state directory can be in the repository).
    const handle = await openConfined(file, noFollowFlags.append, {
      confinedTo: stateDir,
      mode: 0o600,
      makeDirectory: (made) => mkdir(made, { recursive: true, mode: 0o700 }),
    });
    await handle.chmod(0o600).catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    return { file, handle };
  };
  return {
    directory,
    fileFor: async (index) => {
      const { file, handle } = await openFile(index);
      await handle.close();
      return file;
    },
    inherit: async (from) => {
      for (const { name, index } of await environmentFiles(from)) {
        const source = path.join(from, name);
        let text: string;
        try {
          refuseLinkOut(path.dirname(from), source);
          text = await readFile(source, 'utf8');
        } catch (error) {
          warn?.(
            `Not carrying the resumed session's CLAUDE_ENV_FILE ${source} over: ${errorMessage(error)}`,
          );
          continue;
        }
        const { handle } = await openFile(index);
        try {
          await handle.writeFile(text);
        } finally {
          await handle.close();
        }
      }
    },
    script: async () => {
      try {
        refuseLinkOut(stateDir, path.join(directory, 'sessionstart-hook-0.sh'));
      } catch (error) {
        if (!refused.has(directory)) {
          refused.add(directory);
          warn?.(
            `Not applying the SessionStart hooks' CLAUDE_ENV_FILE files: ${errorMessage(error)}`,
          );
        }
        return undefined;
      }
      const files = await environmentFiles(directory);
      if (files.length === 0) return undefined;
      const parts: string[] = [];
      for (const { name } of files) {
        const file = path.join(directory, name);
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (error) {
          warn?.(
            `Could not read the SessionStart hook's CLAUDE_ENV_FILE ${file}: ${errorMessage(error)}`,
          );
          continue;
        }
        if (secrets.some((secret) => secret !== '' && text.includes(secret))) {
          if (!refused.has(file)) {
            refused.add(file);
            warn?.(
              `Not applying ${file} to Bash commands: a SessionStart hook wrote one of Flotilla's own secrets (an API key or token) into CLAUDE_ENV_FILE.`,
            );
          }
          continue;
        }
        if (text.trim() !== '') parts.push(text);
      }
      return parts.length > 0 ? parts.join('\n') : undefined;
    },
  };
}

/** The environment files in `directory`, in hook order; none when it does not exist. */
async function environmentFiles(directory: string): Promise<{ name: string; index: number }[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => ({ name, index: Number(filePattern.exec(name)?.[1] ?? Number.NaN) }))
    .filter((entry) => !Number.isNaN(entry.index))
    .sort((left, right) => left.index - right.index);
}
