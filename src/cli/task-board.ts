import { createLockedStore, createTaskList, type Task } from '../team/index.js';

/** The team `flotilla demo --team` creates (its scenario names it). */
export const demoTeam = 'demo-team';

/** The team's task list as it stands, deleted tasks left out. */
export async function readTaskBoard(stateDir: string, team: string): Promise<Task[]> {
  return createTaskList(createLockedStore({ root: stateDir }), team).list();
}

/** One line a task: id, status, owner, subject, and its dependencies. */
export function formatTaskBoard(tasks: readonly Task[]): string {
  if (tasks.length === 0) return '  (no tasks)';
  const owners = Math.max(5, ...tasks.map((task) => (task.owner ?? '-').length));
  return tasks
    .map((task) => {
      const waited = [
        ...(task.blockedBy.length > 0 ? [`waits for #${task.blockedBy.join(', #')}`] : []),
        ...(task.blocks.length > 0 ? [`blocks #${task.blocks.join(', #')}`] : []),
      ];
      return `  #${task.id.padEnd(3)} ${task.status.padEnd(11)} ${(task.owner ?? '-').padEnd(owners)}  ${task.subject}${waited.length > 0 ? `  (${waited.join('; ')})` : ''}`;
    })
    .join('\n');
}
