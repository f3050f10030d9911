import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGit } from '../platform/git.js';
import { bundledPath } from './bundled-files.js';

export interface DemoRepository {
  root: string;
  scenarioFile: string;
  /** The offline model of `flotilla demo --team`. */
  teamScenarioFile: string;
  /** Deletes the temporary copy (its worktrees live inside it). */
  remove(): Promise<void>;
}

/** Copies the bundled example repository into a fresh temp directory and commits it. */
export async function createDemoRepository(
  environment: Readonly<Record<string, string>>,
): Promise<DemoRepository> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-demo-'));
  await cp(bundledPath('examples/demo/repo'), root, { recursive: true });
  const git = createGit(root, { env: environment });
  await git.raw(['init', '--quiet', '--initial-branch=main']);
  await git.commitAll({ message: 'demo-shop: initial commit' });
  return {
    root,
    scenarioFile: bundledPath('examples/demo/scenario.yaml'),
    teamScenarioFile: bundledPath('examples/demo/team-scenario.yaml'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
