import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const mergeCommand: Command = async () => {
  throw new UserError("'flotilla merge' is not built yet.");
};
