import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const validateCommand: Command = async () => {
  throw new UserError("'flotilla validate' is not built yet.");
};
