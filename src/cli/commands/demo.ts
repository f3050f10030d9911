import { UserError } from '../../errors.js';
import type { Command } from '../io.js';

export const demoCommand: Command = async () => {
  throw new UserError("'flotilla demo' is not built yet.");
};
