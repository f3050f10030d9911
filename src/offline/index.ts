/**
 * The offline model: an Anthropic Messages API compatible server on 127.0.0.1, scripted by a
 * scenario file or replaying a recorded cassette. See docs/offline.md.
 */
export {
  startScriptedServer,
  type ScriptedServer,
  type ScriptedServerOptions,
} from './scripted-server.js';
export {
  faultKinds,
  loadScenario,
  parseScenario,
  scenarioSchema,
  type FaultKind,
  type Scenario,
  type ScenarioInput,
} from './scenario.js';
export type {
  RecordedRequest,
  RequestOutcome,
  RunningAnthropicServer,
} from './anthropic-http-server.js';
export {
  startRecordingProxy,
  type RecordingProxy,
  type RecordingProxyOptions,
} from './recording-proxy.js';
export { startReplayServer, type ReplayServer, type ReplayServerOptions } from './replay-server.js';
export { loadCassette, type Cassette, type CassetteInteraction } from './cassette.js';
