/**
 * The arguments of a skill or a slash command, filled into its instructions as Claude Code 2.1.332
 * fills them: `$ARGUMENTS` is the arguments as written, `$0`, `$1`… and `$ARGUMENTS[0]`,
 * `$ARGUMENTS[1]`… the words of a shell-like split (`"Alice Smith" Bob 'c d' e\ f` is four
 * words), `$name` of a name the frontmatter's `arguments:` lists the word at its place (empty
 * when there is none), `${CLAUDE_SKILL_DIR}` a skill's directory, `${CLAUDE_PLUGIN_ROOT}` and
 * `${CLAUDE_PLUGIN_DATA}` a plugin skill's or command's plugin and data directories,
 * `${CLAUDE_SESSION_ID}` the run's id, `${user_config.NAME}` a plugin's option (plugin-options.ts
 * says which). A positional placeholder with no word to fill it, and `$1x`
 * (a number running into a word), stay as written; `\$1` is a literal `$1`. When no placeholder
 * got any of the arguments, they are appended on an `ARGUMENTS:` line, so the model still sees
 * them (Claude Code 2.1.332 sent `One=$1 Two=$2` then `ARGUMENTS: alpha` for `args: "alpha"`).
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
  /**
   * A plugin's options for `${user_config.NAME}` (src/plugins/plugin-options.ts
   * optionPlaceholders); a name not in it stays as written.
   */
  pluginOptions?: Readonly<Record<string, string>>;
  /** The names of the frontmatter's `arguments:`: `$name` is the word at the name's place. */
  argumentNames?: readonly string[];
}

/** A `!`command`` line of a command or skill: run before the model sees the text. */
export const shellLinePattern = /!`([^`\n]+)`/g;

const variable = String.raw`\{(CLAUDE_SKILL_DIR|CLAUDE_SESSION_ID|CLAUDE_PLUGIN_ROOT|CLAUDE_PLUGIN_DATA|user_config\.[^}]+)\}`;
const placeholder = new RegExp(
  String.raw`(\\?)\$(?:ARGUMENTS\[(\d+)\]|(ARGUMENTS)|(\d+)(?![\w$])|${variable}|([A-Za-z_]\w*)(?![\w$]))`,
  'g',
);
const variablePlaceholder = new RegExp(String.raw`(\\?)\$${variable}`, 'g');

export function fillArguments(body: string, values: SkillArgumentValues): string {
  const given = values.args.trim();
  const words = splitArguments(given);
  const names = values.argumentNames ?? [];
  // Whether any placeholder got some of the arguments: if none did, they are appended.
  let used = false;
  const filled = body.replace(
    placeholder,
    (
      match,
      escape: string,
      index?: string,
      all?: string,
      position?: string,
      name?: string,
      named?: string,
    ) => {
      // `$word` is a placeholder only when `arguments:` names it (`$HOME` in a command stays).
      if (named !== undefined && !names.includes(named)) return match;
      if (escape) return match.slice(1);
      if (all) {
        used ||= given !== '';
        return given;
      }
      const at = index ?? position;
      if (at !== undefined) {
        const word = words[Number(at)];
        if (word === undefined) return match;
        used = true;
        return word;
      }
      if (named !== undefined) {
        const word = words[names.indexOf(named)];
        used ||= word !== undefined;
        return word ?? '';
      }
      return variableValue(name, values) ?? match;
    },
  );
  return used || !given ? filled : `${filled}\n\nARGUMENTS: ${given}`;
}

/**
 * Only the `${CLAUDE_…}` variables of a text, none of the arguments: what a `!`command`` line of a
 * skill or command gets before it runs, as Claude Code 2.1.332 runs `!`cat ${CLAUDE_PLUGIN_ROOT}/VERSION``
 * with the plugin's directory. Arguments never go into such a line (skill-tool.ts says why).
 */
export function fillVariables(text: string, values: Omit<SkillArgumentValues, 'args'>): string {
  return text.replace(variablePlaceholder, (match, escape: string, name: string) =>
    escape ? match.slice(1) : (variableValue(name, values) ?? match),
  );
}

const optionPrefix = 'user_config.';

function variableValue(
  name: string | undefined,
  values: Omit<SkillArgumentValues, 'args'>,
): string | undefined {
  switch (name) {
    case 'CLAUDE_SKILL_DIR':
      return values.skillDirectory;
    case 'CLAUDE_PLUGIN_ROOT':
      return values.pluginRoot;
    case 'CLAUDE_PLUGIN_DATA':
      return values.pluginData;
    case 'CLAUDE_SESSION_ID':
      return values.sessionId;
    default: {
      const option = name?.startsWith(optionPrefix) ? name.slice(optionPrefix.length) : undefined;
      return option !== undefined &&
        values.pluginOptions &&
        Object.hasOwn(values.pluginOptions, option)
        ? values.pluginOptions[option]
        : undefined;
    }
  }
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
