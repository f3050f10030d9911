/**
 * (e) prompt cache: the share of input tokens the offline server's cache simulation serves from
 * cache, for a review fan-out of four agents and for the same review done by four forks of the
 * lead. Each run starts with a cold cache (a fresh server), on a copy of the demo repository.
 * The targets are measured with every reviewer on the run's model (Sonnet 5): the demo's
 * docs-drift and test-gap-finder run on Haiku 4.5, whose minimum cacheable prefix (4,096
 * tokens) is longer than their whole short conversations, so nothing of theirs can be cached
 * whatever the layout; that run is shown too, without a target.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFlotilla } from '../src/app/run.js';
import { toolEnvironment } from '../src/config/environment.js';
import { runConfigSchema } from '../src/config/run-config.js';
import type { TokenUsage } from '../src/model/model-client.js';
import { startScriptedServer, type ScenarioInput } from '../src/offline/index.js';
import { formatTable } from './table.js';
import { git } from './temp-repo.js';

type Rule = ScenarioInput['agents'][number];
type Turn = Rule['turns'][number];

export interface CacheTarget {
  target: string;
  measured: string;
  limit: string;
  pass: boolean;
}

export interface CacheFigure {
  label: string;
  share: number;
  usage: TokenUsage;
  requests: number;
  /** Per agent: name, input tokens in all, share served from cache. */
  agents: { name: string; total: number; share: number }[];
}

const demoRepository = new URL('../examples/demo/repo/', import.meta.url);
const reviewers = ['security-reviewer', 'test-gap-finder', 'docs-drift', 'general-purpose'];
const leadName = 'flotilla-lead';

/** Input tokens served from cache ÷ all input tokens (plain + written + read). */
export function cacheShare(usage: TokenUsage): number {
  const total = totalInput(usage);
  return total === 0 ? 0 : usage.cache_read_input_tokens / total;
}

/**
 * What the input costs in plain input tokens: the API bills a 5-minute cache write at 1.25× and
 * a cache read at 0.1× the input price.
 */
export function inputCostTokens(usage: TokenUsage): number {
  return (
    usage.input_tokens +
    1.25 * usage.cache_creation_input_tokens +
    0.1 * usage.cache_read_input_tokens
  );
}

function totalInput(usage: TokenUsage): number {
  return usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
}

/** A reviewer's turns: read the code, search it, report a finding, answer. */
function reviewTurns(agent: string): Turn[] {
  return [
    { tool_use: [{ name: 'Read', input: { file_path: 'src/orders.js' } }] },
    { tool_use: [{ name: 'Grep', input: { pattern: 'export function', path: 'src' } }] },
    {
      tool_use: [
        {
          name: 'ReportFindings',
          input: {
            findings: [
              {
                path: 'src/orders.js',
                line: 5,
                severity: 'medium',
                title: `${agent}: a finding`,
                body: 'Scripted for the cache benchmark.',
              },
            ],
          },
        },
      ],
    },
    { text: `${agent}: one finding.` },
  ];
}

const notified: Rule = {
  match: { agent: leadName, last_message: '<task-notification>' },
  repeat_last: true,
  turns: [{ text: 'Every reviewer reported; the findings are in the review.' }],
};

/** The lead launches the four reviewers in the background; each reviews in four turns. */
function fanOutScenario(): ScenarioInput {
  return {
    name: 'bench-cache-review',
    agents: [
      notified,
      {
        match: { agent: leadName },
        turns: [
          {
            text: 'Launching the reviewers.',
            tool_use: reviewers.map((name) => ({
              name: 'Agent',
              input: {
                description: `Run ${name}`,
                subagent_type: name,
                prompt: `Review the change as ${name} and report findings with ReportFindings.`,
              },
            })),
          },
          { text: 'The reviewers are running; waiting for their notifications.' },
        ],
      },
      ...reviewers.map((name): Rule => ({ match: { agent: name }, turns: reviewTurns(name) })),
    ],
  };
}

/**
 * The same review by forks: the lead reads the file every reviewer reads, once, then forks four
 * reviewers that share what it read; each fork does the rest of a reviewer's work: search,
 * report, answer (its first request is turn 2 of the conversation it inherits).
 */
function forkScenario(): ScenarioInput {
  const [read, search, report, answer] = reviewTurns('fork');
  return {
    name: 'bench-cache-forks',
    agents: [
      notified,
      {
        match: { agent: leadName },
        turns: [
          read!,
          {
            text: 'Forking the reviewers.',
            tool_use: reviewers.map((name) => ({
              name: 'Agent',
              input: {
                description: `Review as ${name}`,
                subagent_type: 'fork',
                prompt: `Review the change above as a ${name} would and report findings.`,
              },
            })),
          },
          { text: 'The forks are running; waiting for their notifications.' },
        ],
      },
      {
        match: { agent: 'fork' },
        turns: [{ text: 'unused' }, { text: 'unused' }, search!, report!, answer!],
      },
    ],
  };
}

interface MeasureOptions {
  forkSubagents: boolean;
  /** Every agent on the run's model (`model: inherit`) instead of the model its file names. */
  onRunModel: boolean;
}

/**
 * The run whose share is the median of `trials`: how the notifications batch (one lead turn or
 * two) depends on timing, and moves the share by a point or two.
 */
async function measure(
  label: string,
  scenario: ScenarioInput,
  scratch: string,
  options: MeasureOptions,
  trials: number,
): Promise<CacheFigure> {
  const figures: CacheFigure[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    figures.push(await measureOnce(label, scenario, scratch, options));
  }
  figures.sort((left, right) => left.share - right.share);
  return figures[Math.floor(figures.length / 2)]!;
}

async function measureOnce(
  label: string,
  scenario: ScenarioInput,
  scratch: string,
  options: MeasureOptions,
): Promise<CacheFigure> {
  const dir = await mkdtemp(path.join(scratch, 'cache-'));
  const server = await startScriptedServer({ scenario });
  try {
    const repoRoot = path.join(dir, 'repo');
    await cp(demoRepository, repoRoot, { recursive: true });
    if (options.onRunModel) await inheritModel(path.join(repoRoot, '.claude', 'agents'));
    await git(repoRoot, ['init', '--quiet', '--initial-branch', 'main']);
    await git(repoRoot, ['add', '-A']);
    await git(repoRoot, ['commit', '--quiet', '-m', 'bench: demo repository']);
    // Never the machine's managed settings; named, the file must exist, so it holds none.
    const managedSettingsFile = path.join(dir, 'managed-settings.json');
    await writeFile(managedSettingsFile, '{}');
    const config = runConfigSchema.parse({
      repoRoot,
      prompt: 'Review the repository with the reviewers.',
      stateDir: path.join(dir, 'state'),
      homeDir: path.join(dir, 'home'),
      managedSettingsFile,
      modelAccess: { baseUrl: server.url, apiKey: 'offline-bench' },
      forkSubagents: options.forkSubagents,
    });
    const outcome = await runFlotilla(config, {
      toolEnvironment: toolEnvironment(process.env),
      log: (line) => process.stderr.write(`  [flotilla] ${line}\n`),
    });
    const failed = outcome.result.agents.filter((agent) => agent.status !== 'completed');
    if (failed.length > 0 || outcome.result.conclusion === 'error') {
      throw new Error(
        `${label}: the run ended ${outcome.result.conclusion} (${failed.map((agent) => `${agent.name}: ${agent.error ?? agent.status}`).join('; ')})`,
      );
    }
    return {
      label,
      share: cacheShare(outcome.result.usage),
      usage: outcome.result.usage,
      requests: server.requests.length,
      agents: outcome.result.agents.map((agent) => ({
        name: agent.name,
        total: totalInput(agent.usage),
        share: cacheShare(agent.usage),
      })),
    };
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function inheritModel(agentsDirectory: string): Promise<void> {
  for (const name of await readdir(agentsDirectory)) {
    const file = path.join(agentsDirectory, name);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^model: .*$/m, 'model: inherit'));
  }
}

export async function cacheSection(scratch: string, trials: number): Promise<CacheTarget[]> {
  console.log(
    `\n(e) prompt cache: share of input tokens served from cache (offline server usage), review of the demo repository by 4 agents, cold cache, median of ${trials} run(s)`,
  );
  const figures = [
    await measure(
      'fan-out of 4 reviewers',
      fanOutScenario(),
      scratch,
      {
        forkSubagents: false,
        onRunModel: true,
      },
      trials,
    ),
    await measure(
      '4 forks of the lead',
      forkScenario(),
      scratch,
      {
        forkSubagents: true,
        onRunModel: true,
      },
      trials,
    ),
  ];
  const shipped = await measure(
    'fan-out as the demo ships (2 on Haiku)',
    fanOutScenario(),
    scratch,
    { forkSubagents: false, onRunModel: false },
    trials,
  );
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    formatTable(
      ['run', 'requests', 'input', 'cache write', 'cache read', 'share', 'billed as input'],
      [...figures, shipped].map((figure) => [
        figure.label,
        figure.requests,
        figure.usage.input_tokens,
        figure.usage.cache_creation_input_tokens,
        figure.usage.cache_read_input_tokens,
        percent(figure.share),
        Math.round(inputCostTokens(figure.usage)),
      ]),
    ),
  );
  const targets = [0.75, 0.9];
  figures.forEach((figure, index) => {
    if (figure.share >= targets[index]!) return;
    // Where the cache went: each agent's input and how much of it was read from cache.
    console.log(
      `    ${figure.label}, per agent: ${figure.agents.map((agent) => `${agent.name} ${agent.total} tokens, ${percent(agent.share)}`).join('; ')}`,
    );
  });
  return figures.map((figure, index) => ({
    target: `(e) cache share: ${figure.label}`,
    measured: percent(figure.share),
    limit: `≥ ${percent(targets[index]!)}`,
    pass: figure.share >= targets[index]!,
  }));
}
