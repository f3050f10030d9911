import { formerToolNames } from '../tools/tool-rules.js';

/**
 * A matcher of names only: `Edit|Write`, `Read | Bash`, `Bash,Read` (spaces around separators).
 * `-` is a name character, as in Claude Code 2.1.332: `code-reviewer` and `mcp__my-srv__echo`
 * are exact names, not regular expressions that would also match `code-reviewer-strict`.
 */
const nameList = /^[\w|, -]+$/;

/**
 * Whether a hook matcher fires for `subject` (a tool's name, an agent type, a source), as
 * observed on Claude Code 2.1.332: empty or `*` match everything; text of names (letters, digits,
 * `_`, `-`), `|`, `,` and spaces is a list of exact names (`Read | Bash`, `Bash,Read`; `bash` and `B` match nothing);
 * anything else is an unanchored regular expression (`mcp__gh__.*`, `^Bash$`), which never
 * matches when it does not compile. A tool is matched under its legacy names too (Agent as Task).
 * Events without a subject (Stop, UserPromptSubmit) run every matcher.
 */
export function matcherMatches(pattern: string | undefined, subject: string | undefined): boolean {
  if (pattern === undefined || pattern.trim() === '' || pattern.trim() === '*') return true;
  if (subject === undefined) return true;
  // A matcher written for `Task` (the Agent tool's former name) fires on an Agent call.
  const subjects = [subject, ...formerToolNames(subject)];
  if (nameList.test(pattern)) {
    const names = pattern.split(/[|,]/).map((name) => name.trim());
    return subjects.some((name) => names.includes(name));
  }
  let expression: RegExp;
  try {
    expression = new RegExp(pattern);
  } catch {
    return false;
  }
  return subjects.some((name) => expression.test(name));
}

/** Why a matcher can never fire (a regular expression that does not compile), or undefined. */
export function matcherProblem(pattern: string): string | undefined {
  if (pattern.trim() === '' || pattern.trim() === '*' || nameList.test(pattern)) return undefined;
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
