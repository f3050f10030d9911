import { startAnthropicServer, type RunningAnthropicServer } from './anthropic-http-server.js';
import { FaultInjector, RateLimitFaults } from './fault-injector.js';
import { loadScenario, parseScenario, type Scenario, type ScenarioInput } from './scenario.js';
import { createScriptResponder } from './script-responder.js';

export interface ScriptedServer extends RunningAnthropicServer {
  scenario: Scenario;
}

export type ScriptedServerOptions = { scenario: ScenarioInput } | { scenarioFile: string };

/**
 * Starts the offline model on 127.0.0.1: an Anthropic Messages API compatible server that answers
 * from a scenario. Point the SDK (or `ANTHROPIC_BASE_URL`) at `url`.
 */
export async function startScriptedServer(
  options: ScriptedServerOptions,
  extra: {
    port?: number;
    /** The clock (ms) of the prompt cache and the rate limits, for tests. */ now?: () => number;
  } = {},
): Promise<ScriptedServer> {
  const scenario =
    'scenarioFile' in options
      ? await loadScenario(options.scenarioFile)
      : parseScenario(options.scenario);
  const serverOptions: Parameters<typeof startAnthropicServer>[0] = {
    responder: createScriptResponder(scenario, extra.now),
    latencyMs: scenario.latency_ms,
    faults: new FaultInjector(scenario.faults),
  };
  if (scenario.rate_limits) {
    serverOptions.rateLimits = new RateLimitFaults(scenario.rate_limits, extra.now);
  }
  if (extra.port !== undefined) serverOptions.port = extra.port;
  const server = await startAnthropicServer(serverOptions);
  return { ...server, scenario };
}
