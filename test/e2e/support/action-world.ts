import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../../src/offline/index.js';
import {
  startGitHubServer,
  type GitHubServer,
  type GitHubServerInit,
} from '../../support/github-server.js';
import { runActionProcess, type ActionRun, type ActionRunOptions } from './action-process.js';
import { createActionRepo, type ActionRepo, type ActionRepoOptions } from './action-repo.js';
import { pullRequestPayload, writePayload, type PullRequestFacts } from './event-payloads.js';

/**
 * Everything one Action test needs: the repositories (bare origin + workspace), the local GitHub
 * REST server (with the pull request, its files and the collaborators' roles) and offline model
 * servers, plus a way to run the bundled Action against them.
 */

export const owner = 'octo';
export const repoName = 'demo';
export const fullName = `${owner}/${repoName}`;
export const pullNumber = 7;

export interface WorldOptions extends ActionRepoOptions {
  /** Repository roles by login (admin, maintain, write, triage, read). */
  permissions?: Record<string, string>;
  pull?: { title?: string; body?: string; author?: string };
  /** The GitHub token the server accepts (and the Action gets as github_token). */
  token?: string;
  /** More of the GitHub server's state: workflow runs and their logs, check runs, limits. */
  github?: Pick<
    GitHubServerInit,
    'workflowRuns' | 'checkRuns' | 'maxTreeEntriesPerRequest' | 'issues'
  >;
}

export interface RunOptions {
  eventName: string;
  eventPath?: string;
  actor: string;
  inputs?: Record<string, string>;
  /** The offline model the run talks to (anthropic_base_url); none: no model is reachable. */
  model?: ScriptedServer;
  env?: Record<string, string>;
  runId?: string;
  control?: ActionRunOptions['control'];
}

export interface World {
  repo: ActionRepo;
  github: GitHubServer;
  pull: Required<NonNullable<WorldOptions['pull']>>;
  startModel(scenario: ScenarioInput): Promise<ScriptedServer>;
  /** Writes a pull_request-family payload for this world's pull request. */
  pullRequestEvent(
    overrides?: Partial<PullRequestFacts> & { fixture?: string; file?: string },
  ): Promise<string>;
  run(options: RunOptions): Promise<ActionRun>;
  cleanup(): Promise<void>;
}

export async function createWorld(options: WorldOptions = {}): Promise<World> {
  const repo = await createActionRepo(options);
  const pull = {
    title: options.pull?.title ?? 'Add an order label',
    body: options.pull?.body ?? 'Adds orderLabel and documents it.',
    author: options.pull?.author ?? 'octocat',
  };
  const github = await startGitHubServer({
    owner,
    repo: repoName,
    ...(options.token ? { token: options.token } : {}),
    permissions: options.permissions ?? { octocat: 'write' },
    refs: { 'heads/main': repo.baseSha },
    // The Git data API (signed commits) writes real objects and refs into the bare origin.
    gitDir: repo.origin,
    ...options.github,
    resolveRef: (ref) => {
      try {
        return execFileSync('git', ['rev-parse', '--verify', '--quiet', `refs/${ref}`], {
          cwd: repo.origin,
          env: repo.gitEnv,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        return undefined;
      }
    },
    ...(options.headFiles
      ? {
          pulls: [
            {
              number: pullNumber,
              title: pull.title,
              body: pull.body,
              author: pull.author,
              headSha: repo.headSha,
              headRef: repo.headRef,
              baseRef: 'main',
              baseSha: repo.baseSha,
              files: repo.files,
            },
          ],
        }
      : {}),
  });
  const models: ScriptedServer[] = [];
  let payloads = 0;

  return {
    repo,
    github,
    pull,
    async startModel(scenario) {
      const server = await startScriptedServer({ scenario });
      models.push(server);
      return server;
    },
    async pullRequestEvent(overrides = {}) {
      const { fixture, file, ...facts } = overrides;
      const payload = pullRequestPayload(
        {
          owner,
          repo: repoName,
          number: pullNumber,
          title: pull.title,
          body: pull.body,
          author: pull.author,
          headSha: repo.headSha,
          headRef: repo.headRef,
          baseSha: repo.baseSha,
          ...facts,
        },
        fixture,
      );
      payloads += 1;
      return writePayload(file ?? path.join(repo.dir, `event-${payloads}.json`), payload);
    },
    run(run) {
      return runActionProcess({
        dir: repo.dir,
        workspace: repo.workspace,
        eventName: run.eventName,
        ...(run.eventPath ? { eventPath: run.eventPath } : {}),
        repository: fullName,
        apiUrl: github.url,
        actor: run.actor,
        githubToken: github.token,
        inputs: {
          anthropic_api_key: 'sk-ant-test-key-0000000000000000',
          ...(run.model ? { anthropic_base_url: run.model.url } : {}),
          ...run.inputs,
        },
        ...(run.env ? { env: run.env } : {}),
        ...(run.runId ? { runId: run.runId } : {}),
        ...(run.control ? { control: run.control } : {}),
      });
    },
    async cleanup() {
      await Promise.all(models.map((model) => model.close()));
      await github.close();
      await repo.cleanup();
    },
  };
}

/** Every regular file under `directory`, with its text (binary files as latin1). */
export async function filesUnder(
  directory: string,
): Promise<Array<{ file: string; text: string }>> {
  const found: Array<{ file: string; text: string }> = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && (await stat(full)).size < 16 * 1024 * 1024)
        found.push({ file: full, text: await readFile(full, 'latin1') });
    }
  };
  await walk(directory);
  return found;
}
