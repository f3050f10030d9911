import type Anthropic from '@anthropic-ai/sdk';
import { estimateTokens } from '../model/context-window.js';
import type { MessagesResponder, Reply } from './anthropic-http-server.js';
import { shortHash, type MessagesRequestBody, type RequestFacts } from './request-facts.js';
import type { Scenario, ScenarioRule, ScriptedTurn } from './scenario.js';
import { renderText, renderValue, TemplateError } from './templating.js';
import { countInputTokens, PromptCacheSimulator } from './usage-simulator.js';
import { checkSearchHistory, simulateWebSearches } from './web-search-simulator.js';
import { thinkingSignature, wireMessage } from './wire-format.js';

/**
 * Answers requests from a scenario: the first rule whose matchers all hold picks the script, and
 * the request's turn index (assistant messages so far) picks the turn. A request with no script
 * gets a 400 that says so, so a test fails loudly instead of hanging.
 */
export function createScriptResponder(
  scenario: Scenario,
  now: () => number = Date.now,
): MessagesResponder {
  const cache = new PromptCacheSimulator(now);
  const patterns = scenario.agents.map((rule) => ({
    system: rule.match.system === undefined ? undefined : new RegExp(rule.match.system),
    lastMessage:
      rule.match.last_message === undefined ? undefined : new RegExp(rule.match.last_message),
  }));

  function matches(rule: ScenarioRule, index: number, facts: RequestFacts): boolean {
    const pattern = patterns[index];
    if (rule.match.agent !== undefined && rule.match.agent !== facts.agent) return false;
    if (pattern?.system && !pattern.system.test(facts.systemText)) return false;
    if (pattern?.lastMessage && !pattern.lastMessage.test(facts.lastMessageText)) return false;
    if ((rule.match.summary_request ?? false) !== facts.summaryRequest) return false;
    if (rule.match.compacted !== undefined && rule.match.compacted !== facts.compacted)
      return false;
    return true;
  }

  return (body, facts) => {
    const window = scenario.context_window;
    const tokens = window === undefined ? 0 : countInputTokens(body);
    if (window !== undefined && tokens > window) {
      return invalid(`prompt is too long: ${tokens} tokens > ${window} maximum`);
    }
    const who = describeAgent(facts);
    const ruleIndex = scenario.agents.findIndex((rule, index) => matches(rule, index, facts));
    const rule = scenario.agents[ruleIndex];
    if (!rule) {
      if (facts.summaryRequest) {
        return invalid(
          `Scenario '${scenario.name}' has no rule for the compaction summary request of ${who}: ` +
            `add a rule with match: { summary_request: true } whose turn gives the summary text.`,
        );
      }
      return invalid(
        `Scenario '${scenario.name}' has no rule for ${who} at turn ${facts.turn}. ` +
          `Rules: ${scenario.agents.map((candidate, index) => describeRule(candidate, index)).join('; ')}. ` +
          `Last message: ${preview(facts.lastMessageText)}`,
      );
    }
    // A summary request is a one-off answer, whatever the length of the conversation it sums up.
    const turnIndex = facts.summaryRequest ? 0 : facts.turn;
    const turn = rule.turns[turnIndex] ?? (rule.repeat_last ? rule.turns.at(-1) : undefined);
    if (!turn) {
      return invalid(
        `Scenario '${scenario.name}' has no script for ${who} at turn ${facts.turn}: rule agents[${ruleIndex}] ` +
          `scripts ${rule.turns.length} turn(s) (0..${rule.turns.length - 1}). Last message: ${preview(facts.lastMessageText)}`,
      );
    }
    const thinkingProblem = checkThinking(body, rule) ?? checkSearchHistory(body);
    if (thinkingProblem) return invalid(thinkingProblem);
    if (turn.error) {
      const reply: Reply = {
        type: 'error',
        status: turn.error.status,
        message: turn.error.message ?? `Scripted error ${turn.error.status}`,
      };
      if (turn.error.type !== undefined) reply.errorType = turn.error.type;
      if (turn.error.retry_after_s !== undefined)
        reply.retryAfterSeconds = turn.error.retry_after_s;
      return reply;
    }
    const messageSeed = [scenario.name, facts.agent, facts.conversation, facts.turn].join('\0');
    const searches = simulateWebSearches(body, turn.web_search, messageSeed);
    if ('problem' in searches) return invalid(searches.problem);
    let content: Anthropic.ContentBlock[];
    try {
      content = scriptedContent(scenario.name, turn, facts);
      // The searches run first, as the API sends them: after any thinking, before the text.
      content.splice(turn.thinking === undefined ? 0 : 1, 0, ...searches.blocks);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      return invalid(`Scenario '${scenario.name}', ${who}, turn ${facts.turn}: ${error.message}`);
    }
    const outputCharacters = content.reduce(
      (sum, block) =>
        sum + (block.type === 'text' ? block.text.length : JSON.stringify(block).length),
      0,
    );
    return {
      type: 'message',
      message: wireMessage({
        id: `msg_${shortHash(messageSeed, 24)}`,
        model: body.model,
        content,
        stopReason: turn.stop_reason ?? (turn.tool_use.length > 0 ? 'tool_use' : 'end_turn'),
        ...(turn.refusal ? { refusal: turn.refusal } : {}),
        usage: {
          ...cache.measure(body),
          output_tokens: estimateTokens(outputCharacters),
          ...turn.usage,
          // Scripted cache figures replace the simulated ones, breakdown included.
          ...(turn.usage?.cache_creation_input_tokens !== undefined
            ? { cache_creation: null }
            : {}),
        },
        webSearchRequests: searches.requests,
      }),
    };
  };
}

function scriptedContent(
  scenarioName: string,
  turn: ScriptedTurn,
  facts: RequestFacts,
): Anthropic.ContentBlock[] {
  const content: Anthropic.ContentBlock[] = [];
  if (turn.thinking !== undefined) {
    content.push({
      type: 'thinking',
      thinking: turn.thinking,
      signature: thinkingSignature(turn.thinking),
    });
  }
  if (turn.text !== undefined && turn.text !== '') {
    content.push({ type: 'text', text: renderText(turn.text, facts), citations: null });
  }
  turn.tool_use.forEach((toolUse, index) => {
    const id =
      toolUse.id ??
      `toolu_${shortHash([scenarioName, facts.agent, facts.conversation, facts.turn, index].join('\0'), 24)}`;
    content.push({
      type: 'tool_use',
      id,
      name: toolUse.name,
      input: renderValue(toolUse.input, facts),
      caller: { type: 'direct' },
    });
  });
  return content;
}

/**
 * The API's rules for thinking blocks sent back: each must carry the signature it was sent with
 * (its text unmodified), and in a tool loop the last assistant message must still open with the
 * thinking block that came with its tool calls. The scenario says which turns thought.
 */
function checkThinking(body: MessagesRequestBody, rule: ScenarioRule): string | undefined {
  let assistantTurn = -1;
  let lastAssistant: { index: number; turn: number } | undefined;
  for (const [index, message] of body.messages.entries()) {
    if (message.role !== 'assistant') continue;
    assistantTurn += 1;
    lastAssistant = { index, turn: assistantTurn };
    if (typeof message.content === 'string') continue;
    for (const [blockIndex, block] of message.content.entries()) {
      if (block.type !== 'thinking') continue;
      const { thinking, signature } = block as { thinking?: unknown; signature?: unknown };
      if (typeof thinking !== 'string' || signature !== thinkingSignature(thinking)) {
        return `messages.${index}.content.${blockIndex}: Invalid \`signature\` in \`thinking\` block: thinking blocks must be sent back unmodified.`;
      }
    }
  }
  if (!lastAssistant) return undefined;
  const message = body.messages[lastAssistant.index];
  const scripted = rule.turns[lastAssistant.turn]?.thinking;
  if (!message || typeof message.content === 'string' || scripted === undefined) return undefined;
  if (!message.content.some((block) => block.type === 'tool_use')) return undefined;
  const first = message.content[0] as { type: string; thinking?: unknown } | undefined;
  if (first?.type !== 'thinking' || first.thinking !== scripted) {
    return `messages.${lastAssistant.index}.content.0: Expected \`thinking\` or \`redacted_thinking\`, but found \`${first?.type ?? 'nothing'}\`. When thinking is enabled, a final \`assistant\` message must start with a thinking block (the one sent with its tool calls).`;
  }
  return undefined;
}

function invalid(message: string): Reply {
  return { type: 'error', status: 400, errorType: 'invalid_request_error', message };
}

function describeAgent(facts: RequestFacts): string {
  return facts.agent === ''
    ? 'a request without an x-flotilla-agent header'
    : `agent '${facts.agent}'`;
}

function describeRule(rule: ScenarioRule, index: number): string {
  const parts = Object.entries(rule.match).map(
    ([key, value]) => `${key}: ${JSON.stringify(value)}`,
  );
  return `agents[${index}] {${parts.join(', ')}}`;
}

function preview(text: string): string {
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text);
}
