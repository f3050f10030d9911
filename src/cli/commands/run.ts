import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const runCommand: Command = async () => {
  throw new UserError("'flotilla run' is not built yet.");
};
