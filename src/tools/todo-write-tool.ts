import { z } from 'zod';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { defineTool } from './define-tool.js';

/** One item of an agent's todo list, with Claude Code's field names. */
export const todoItemSchema = z.object({
  content: z.string().min(1).describe('What is to be done, in the imperative ("Run the tests")'),
  status: z.enum(['pending', 'in_progress', 'completed']),
  activeForm: z
    .string()
    .min(1)
    .describe('The same while it is under way, shown in progress ("Running the tests")'),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

const todoWriteInput = z.lazy(() =>
  z.object({
    todos: z.array(todoItemSchema).describe('The updated todo list (it replaces the whole list)'),
  }),
);
export type TodoWriteInput = z.infer<typeof todoWriteInput>;

/**
 * Claude Code's TodoWrite: the agent keeps a list of its steps. Each call replaces the list; the
 * run shows it in the progress display and keeps the last one in the transcript and RunResult.
 */
export const todoWriteTool = defineTool<TodoWriteInput>({
  name: 'TodoWrite',
  kind: 'coordination',
  description: [
    'Keeps your todo list for this task: pass the whole updated list each time (it replaces the previous one).',
    '- Use it for work of three or more steps; skip it for a single simple step.',
    '- Mark an item in_progress before starting it (one at a time) and completed as soon as it is done.',
    "- The list is shown in the run's progress and kept in its result.",
  ].join('\n'),
  inputSchema: todoWriteInput,
  inputJsonSchema: prebuiltInputSchemas.TodoWrite,
  run(input, context) {
    context.onTodos?.(input.todos);
    const done = input.todos.filter((todo) => todo.status === 'completed').length;
    return Promise.resolve(
      `Todo list updated (${done} of ${input.todos.length} completed). Keep it current as you work: mark each item completed when done and proceed with the next.`,
    );
  },
});
