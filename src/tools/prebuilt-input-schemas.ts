// Generated from the tools’ zod input schemas by test/tools/prebuilt-input-schemas.test.ts:
// do not edit. After changing one of these schemas, rewrite it with
// `FLOTILLA_SKIP_BUILD=1 npx vitest run test/tools/prebuilt-input-schemas.test.ts -u`.
// A run declares these tools in its first request; converting their zod schemas there took
// about 10 ms of the start (z.toJSONSchema, and compiling zod’s converter).
import type { InputJsonSchema } from './define-tool.js';

export const prebuiltInputSchemas = {
  Read: {
    type: 'object',
    properties: {
      file_path: {
        type: 'string',
        description:
          'The absolute path of the file to read (a path relative to the working tree also works)',
      },
      offset: {
        description:
          'The line number to start reading from (1 = the first line). Only for large files',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      limit: {
        description:
          'The number of lines to read (default: to the end of the file). Only for large files',
        type: 'integer',
        exclusiveMinimum: 0,
        maximum: 9007199254740991,
      },
    },
    required: ['file_path'],
  },
  Write: {
    type: 'object',
    properties: {
      file_path: {
        type: 'string',
        description:
          'The absolute path of the file to write (a path relative to the working tree also works)',
      },
      content: { type: 'string', description: 'The complete content to write to the file' },
    },
    required: ['file_path', 'content'],
  },
  Edit: {
    type: 'object',
    properties: {
      file_path: {
        type: 'string',
        description:
          'The absolute path of the file to modify (a path relative to the working tree also works)',
      },
      old_string: { type: 'string', description: 'The exact text to replace' },
      new_string: {
        type: 'string',
        description: 'The text to replace it with (must differ from old_string)',
      },
      replace_all: {
        description:
          'Replace every occurrence of old_string (default false: it must occur exactly once)',
        type: 'boolean',
      },
    },
    required: ['file_path', 'old_string', 'new_string'],
  },
  MultiEdit: {
    type: 'object',
    properties: {
      file_path: {
        type: 'string',
        description:
          'The absolute path of the file to modify (a path relative to the working tree also works)',
      },
      edits: {
        minItems: 1,
        type: 'array',
        items: {
          type: 'object',
          properties: {
            old_string: { type: 'string', description: 'The exact text to replace' },
            new_string: { type: 'string', description: 'The text to replace it with' },
            replace_all: {
              description: 'Replace every occurrence of old_string (default false)',
              type: 'boolean',
            },
          },
          required: ['old_string', 'new_string'],
        },
        description: 'Edits applied in order, each to the result of the one before',
      },
    },
    required: ['file_path', 'edits'],
  },
  NotebookEdit: {
    type: 'object',
    properties: {
      notebook_path: {
        type: 'string',
        description:
          'The absolute path to the Jupyter notebook file to edit (a relative path also works)',
      },
      cell_id: {
        description:
          'The id of the cell to edit (its `id`, or `cell-N` for the N-th cell counting from 0). With edit_mode=insert, the new cell goes after this cell, or first when omitted.',
        type: 'string',
      },
      new_source: { type: 'string', description: 'The new source for the cell' },
      cell_type: {
        description:
          'The type of the cell; defaults to the current type. Required with edit_mode=insert.',
        type: 'string',
        enum: ['code', 'markdown'],
      },
      edit_mode: {
        description: 'replace (default), insert or delete',
        type: 'string',
        enum: ['replace', 'insert', 'delete'],
      },
    },
    required: ['notebook_path', 'new_source'],
  },
  Glob: {
    type: 'object',
    properties: {
      pattern: {
        type: 'string',
        minLength: 1,
        description:
          'The glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.{js,jsx}"',
      },
      path: {
        description:
          'The directory to search in (default: the working tree). Omit it rather than passing "undefined" or "null"',
        type: 'string',
      },
    },
    required: ['pattern'],
  },
  Grep: {
    type: 'object',
    properties: {
      pattern: {
        type: 'string',
        minLength: 1,
        description: 'The regular expression to search for in file contents (ripgrep syntax)',
      },
      path: {
        description: 'The file or directory to search in (default: the working tree)',
        type: 'string',
      },
      glob: {
        description:
          'Only search files matching this glob, e.g. "*.js" or "src/**/*.{ts,tsx}" (rg --glob)',
        type: 'string',
      },
      type: {
        description: 'Only search files of this type, e.g. js, ts, py, go, rust, java (rg --type)',
        type: 'string',
      },
      output_mode: {
        description:
          '"content" shows matching lines, "files_with_matches" (default) the files, "count" the match counts',
        type: 'string',
        enum: ['content', 'files_with_matches', 'count'],
      },
      '-i': { description: 'Case-insensitive search', type: 'boolean' },
      '-n': { description: 'Show line numbers (content mode; default true)', type: 'boolean' },
      '-A': {
        description: 'Lines to show after each match (content mode)',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      '-B': {
        description: 'Lines to show before each match (content mode)',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      '-C': {
        description: 'Alias for context',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      context: {
        description:
          'Lines to show before and after each match (rg -C; content mode). With context or -C, -A and -B are ignored',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      '-o': {
        description:
          'Show only the matched (non-empty) parts of each matching line, one per output line (rg -o; content mode)',
        type: 'boolean',
      },
      multiline: {
        description: 'Let patterns span lines, with . matching newlines (rg -U --multiline-dotall)',
        type: 'boolean',
      },
      head_limit: {
        description:
          'Only the first N lines or entries of the output, like `| head -N`, in every output mode; 0 for no limit',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
      offset: {
        description:
          'Skip the first N lines or entries before head_limit applies, like `| tail -n +N+1 | head -N`; default 0',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
    },
    required: ['pattern'],
  },
  Bash: {
    type: 'object',
    properties: {
      command: { type: 'string', minLength: 1, description: 'The command to run' },
      timeout: {
        description:
          'Timeout in milliseconds (default 120000, at most 600000 in the foreground; in the background default 600000, at most 7200000)',
        type: 'integer',
        minimum: 0,
        maximum: 7200000,
      },
      description: {
        description: 'What the command does, in 5-10 words (e.g. "Run the unit tests")',
        type: 'string',
      },
      run_in_background: {
        description:
          'Run the command in the background and return at once with its shell id; read its output with TaskOutput or BashOutput, stop it with TaskStop or KillShell',
        type: 'boolean',
      },
    },
    required: ['command'],
  },
  BashOutput: {
    type: 'object',
    properties: {
      bash_id: {
        type: 'string',
        description: 'The ID of the background shell to read output from',
      },
      filter: {
        description:
          'A regular expression: only output lines matching it are shown (the others are consumed too)',
        type: 'string',
      },
    },
    required: ['bash_id'],
  },
  KillShell: {
    type: 'object',
    properties: {
      shell_id: { type: 'string', description: 'The ID of the background shell to kill' },
    },
    required: ['shell_id'],
  },
  TodoWrite: {
    type: 'object',
    properties: {
      todos: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            content: {
              type: 'string',
              minLength: 1,
              description: 'What is to be done, in the imperative ("Run the tests")',
            },
            status: { type: 'string', enum: ['pending', 'in_progress', 'completed'] },
            activeForm: {
              type: 'string',
              minLength: 1,
              description:
                'The same while it is under way, shown in progress ("Running the tests")',
            },
          },
          required: ['content', 'status', 'activeForm'],
        },
        description: 'The updated todo list (it replaces the whole list)',
      },
    },
    required: ['todos'],
  },
  WebFetch: {
    type: 'object',
    properties: {
      url: { type: 'string', format: 'uri', description: 'The URL to fetch content from' },
      prompt: { type: 'string', description: 'What to find out from the page' },
      offset: {
        description:
          'Character position in the page text to start reading from, to read on through a page too long for one call (the previous result gives the value)',
        type: 'integer',
        minimum: 0,
        maximum: 9007199254740991,
      },
    },
    required: ['url', 'prompt'],
  },
  TaskStop: {
    type: 'object',
    properties: {
      task_id: { description: 'The id of the task to stop', type: 'string' },
      shell_id: { description: 'Deprecated: use task_id', type: 'string' },
    },
  },
  TaskOutput: {
    type: 'object',
    properties: {
      task_id: { type: 'string', minLength: 1 },
      block: { default: true, type: 'boolean' },
      timeout: { default: 30000, type: 'integer', minimum: 0, maximum: 600000 },
    },
    required: ['task_id'],
  },
  ReportFindings: {
    type: 'object',
    properties: {
      findings: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            path: {
              type: 'string',
              minLength: 1,
              description: 'File path relative to the repository root',
            },
            line: {
              type: 'integer',
              exclusiveMinimum: 0,
              maximum: 9007199254740991,
              description: 'Last (or only) line the finding is about',
            },
            start_line: {
              description: 'First line of a multi-line range',
              type: 'integer',
              exclusiveMinimum: 0,
              maximum: 9007199254740991,
            },
            side: {
              description: 'RIGHT (default): the new file; LEFT: the old',
              type: 'string',
              enum: ['RIGHT', 'LEFT'],
            },
            severity: { type: 'string', enum: ['critical', 'high', 'medium', 'low', 'info'] },
            title: { type: 'string', minLength: 1, maxLength: 300 },
            body: { type: 'string' },
            suggestion: {
              description:
                'Replacement text for lines start_line..line (becomes a GitHub suggestion block)',
              type: 'string',
            },
          },
          required: ['path', 'line', 'severity', 'title', 'body'],
        },
        description: 'The findings; an empty list reports that there are none',
      },
    },
    required: ['findings'],
  },
  TeamCreate: {
    type: 'object',
    properties: {
      team_name: {
        type: 'string',
        minLength: 1,
        description: 'The name of the team, e.g. "review-team"',
      },
      description: { description: 'What the team is for', type: 'string' },
      agent_type: { description: 'The type of the team lead', type: 'string' },
    },
    required: ['team_name'],
  },
  TeamDelete: { type: 'object', properties: {} },
  TaskCreate: {
    type: 'object',
    properties: {
      subject: {
        type: 'string',
        minLength: 1,
        description: 'A brief title for the task, in the imperative',
      },
      description: {
        type: 'string',
        description: 'What needs to be done, and how to tell it is done',
      },
      activeForm: {
        description: 'Present continuous form shown while the task is in progress',
        type: 'string',
      },
      metadata: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
    },
    required: ['subject', 'description'],
  },
  TaskGet: {
    type: 'object',
    properties: { taskId: { type: 'string', minLength: 1, description: 'The id of the task' } },
    required: ['taskId'],
  },
  TaskList: { type: 'object', properties: {} },
  TaskUpdate: {
    type: 'object',
    properties: {
      taskId: { type: 'string', minLength: 1, description: 'The id of the task to update' },
      subject: { type: 'string' },
      description: { type: 'string' },
      activeForm: { type: 'string' },
      status: { type: 'string', enum: ['pending', 'in_progress', 'completed', 'deleted'] },
      owner: { description: 'The new owner (a member name); "" clears it', type: 'string' },
      addBlocks: {
        description: 'Task ids that cannot start until this one completes',
        type: 'array',
        items: { type: 'string' },
      },
      addBlockedBy: {
        description: 'Task ids that must complete before this one',
        type: 'array',
        items: { type: 'string' },
      },
      metadata: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
    },
    required: ['taskId'],
  },
} satisfies Record<string, InputJsonSchema>;
