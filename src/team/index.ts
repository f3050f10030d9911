/** Team state on disk (config, inboxes, task list): the public entry of src/team. */
export { createLockedStore, type LockedStore, type StoreTransaction } from './locked-store.js';
export {
  agentIdOf,
  createTeamDirectory,
  leadName,
  teamColors,
  type CreateTeamInput,
  type JoinInput,
  type TeamColor,
  type TeamConfig,
  type TeamDirectory,
  type TeamMember,
} from './team-config.js';
export { createInboxes, type InboxMessage, type Inboxes, type OutgoingMessage } from './inbox.js';
export {
  encodeStructuredMessage,
  parseStructuredMessage,
  type StructuredMessage,
  type StructuredMessageType,
} from './structured-message.js';
export {
  createTaskList,
  type ClaimResult,
  type NewTask,
  type Task,
  type TaskList,
  type TaskPatch,
  type TaskStatus,
  type TaskUpdate,
} from './task-list.js';
export { forgetMemberProcess, holdMemberProcess, memberProcessState } from './member-process.js';
