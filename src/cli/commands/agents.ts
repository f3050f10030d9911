import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const agentsCommand: Command = async () => {
  throw new UserError("'flotilla agents' is not built yet.");
};
