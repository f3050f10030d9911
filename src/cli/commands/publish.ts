import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const publishCommand: Command = async () => {
  throw new UserError("'flotilla publish' is not built yet.");
};
