/**
 * The arguments of a skill or a slash command, filled into its instructions as Claude Code 2.1.332
 * fills them: `$ARGUMENTS` is the arguments as written, `$0`, `$1`… and `$ARGUMENTS[0]`,
 * `$ARGUMENTS[1]`… the words of a shell-like split (`"Alice Smith" Bob 'c d' e\ f` is four
 * words), `${CLAUDE_SKILL_DIR}` a skill's directory, `${CLAUDE_PLUGIN_ROOT}` a plugin skill's or command's plugin directory, `${CLAUDE_SESSION_ID}` the run's id. A placeholder with no word to fill it, and
 * `$1x` (a number running into a word), stay as written; `\$1` is a literal `$1`. Instructions
 * without any placeholder get the arguments appended on an `ARGUMENTS:` line.
 */

/** What an argument placeholder is filled from. */
export interface SkillArgumentValues {
  /** The arguments as given (the Skill tool's `args`, or what follows `/name`). */
  args: string;
  /** A skill's directory for `${CLAUDE_SKILL_DIR}`; a command has none (Claude Code leaves it). */
  skillDirectory?: string;
  /** The run's id for `${CLAUDE_SESSION_ID}` (the session `--resume` takes). */
  sessionId?: string;
  /** A plugin's directory for `${CLAUDE_PLUGIN_ROOT}`; others leave it as written. */
  pluginRoot?: string;
  /** A plugin's data directory for `${CLAUDE_PLUGIN_DATA}`; others leave it as written. */
  pluginData?: string;
}

/** A `!`command`` line of a command or skill: run before the model sees the text. */
export const shellLinePattern = /!`([^`\n]+)`/g;

const placeholder =
  /(\\?)\$(?:ARGUMENTS\[(\d+)\]|(ARGUMENTS)|(\d+)(?![\w$])|\{(CLAUDE_SKILL_DIR|CLAUDE_SESSION_ID|CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA)\})/g;

export function fillArguments(body: string, values: SkillArgumentValues): string {
  const given = values.args.trim();
  const words = splitArguments(given);
  let used = false;
  const filled = body.replace(
    placeholder,
    (match, escape: string, index?: string, all?: string, position?: string, variable?: string) => {
      if (escape) return match.slice(1);
      if (all) {
        used = true;
        return given;
      }
      const at = index ?? position;
      if (at !== undefined) {
        used = true;
        return words[Number(at)] ?? match;
      }
      const value =
        variable === 'CLAUDE_SKILL_DIR'
          ? values.skillDirectory
          : variable === 'CLAUDE_PLUGIN_ROOT'
            ? values.pluginRoot
            : variable === 'CLAUDE_PLUGIN_DATA'
              ? values.pluginData
              : values.sessionId;
      return value ?? match;
    },
  );
  return used || !given ? filled : `${filled}\n\nARGUMENTS: ${given}`;
}

/**
 * Words as a shell splits them, without expanding anything: blanks separate words, single quotes
 * keep everything, double quotes keep all but `\"` and `\\`, a backslash outside quotes keeps the
 * next character, an unclosed quote runs to the end. Not a shell parser on purpose: the words only
 * fill text into instructions, they never run and grant nothing.
 */
export function splitArguments(text: string): string[] {
  const words: string[] = [];
  let word = '';
  // A word has begun (even an empty one: `''` is a word).
  let started = false;
  let quote: '"' | "'" | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quote === "'") {
      if (character === "'") quote = undefined;
      else word += character;
    } else if (quote === '"') {
      if (character === '"') quote = undefined;
      else if (character === '\\' && /["\\$`]/.test(text.charAt(index + 1))) {
        index += 1;
        word += text.charAt(index);
      } else word += character;
    } else if (/\s/.test(character)) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else if (character === '"' || character === "'") {
      quote = character;
      started = true;
    } else if (character === '\\' && index + 1 < text.length) {
      index += 1;
      word += text.charAt(index);
      started = true;
    } else {
      word += character;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}
