export const id = 8896;
export const ids = [8896];
export const modules = {

/***/ 18896:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startOpenTelemetry: () => (/* binding */ startOpenTelemetry)
/* harmony export */ });
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(63914);
/* harmony import */ var _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78816);
/* harmony import */ var _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86004);
/* harmony import */ var _opentelemetry_resources__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75647);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89174);
/* harmony import */ var _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19644);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75841);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85628);








/** A collector that does not answer delays the end of a run by at most this much. */
const exportTimeoutMs = 5_000;
/**
 * Spans: `flotilla.run` → `flotilla.agent` (one per agent) → `flotilla.model_call` (one per
 * turn, with its tokens and cost, GenAI semantic-convention names) and `flotilla.tool_call` (one
 * per tool call, with its tool name and whether it failed). Metrics: tokens by type, cost in
 * USD, tool calls by tool. Exported over OTLP/HTTP (JSON) to the configured collector.
 */
function startOpenTelemetry(settings, run) {
    const resource = (0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_1__.resourceFromAttributes)({
        'service.name': settings.serviceName,
        'service.version': _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x,
    });
    const tracerProvider = new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__/* .BasicTracerProvider */ .l({
        resource,
        spanProcessors: [
            new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__/* .BatchSpanProcessor */ .J(new _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_4__/* .OTLPTraceExporter */ .Q({
                url: `${settings.endpoint}/v1/traces`,
                headers: settings.headers,
                timeoutMillis: exportTimeoutMs,
            })),
        ],
    });
    const meterProvider = new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__.MeterProvider({
        resource,
        readers: [
            new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__.PeriodicExportingMetricReader({
                exporter: new _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_6__/* .OTLPMetricExporter */ .r4({
                    url: `${settings.endpoint}/v1/metrics`,
                    headers: settings.headers,
                    timeoutMillis: exportTimeoutMs,
                }),
                exportIntervalMillis: 60_000,
            }),
        ],
    });
    const tracer = tracerProvider.getTracer('flotilla', _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x);
    const meter = meterProvider.getMeter('flotilla', _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x);
    const tokens = meter.createCounter('flotilla.tokens', {
        description: 'Tokens used by model calls, by type (input, output, cache_read, cache_creation)',
        unit: '{token}',
    });
    const cost = meter.createCounter('flotilla.cost', {
        description: 'Estimated cost of model calls',
        unit: 'USD',
    });
    const toolCalls = meter.createCounter('flotilla.tool_calls', {
        description: 'Tool calls, by tool and outcome',
        unit: '{call}',
    });
    const runSpan = tracer.startSpan('flotilla.run', {
        attributes: { 'flotilla.run_id': run.runId },
    });
    const agents = new Map();
    const modelCalls = new Map();
    const tools = new Map();
    const within = (parent) => _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__.trace.setSpan(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__.context.active(), parent);
    const agentSpan = (agentId) => {
        let span = agents.get(agentId);
        if (!span) {
            span = tracer.startSpan('flotilla.agent', { attributes: { 'flotilla.agent.id': agentId, 'gen_ai.agent.name': agentId } }, within(runSpan));
            agents.set(agentId, span);
        }
        return span;
    };
    const onEvent = (event) => {
        switch (event.type) {
            case 'turn': {
                modelCalls.get(event.agentId)?.end();
                const span = tracer.startSpan('flotilla.model_call', {
                    attributes: {
                        'gen_ai.operation.name': 'chat',
                        'gen_ai.provider.name': 'anthropic',
                        'flotilla.turn': event.turn,
                    },
                }, within(agentSpan(event.agentId)));
                modelCalls.set(event.agentId, span);
                return;
            }
            case 'usage': {
                const attributes = {
                    'gen_ai.usage.input_tokens': event.usage.input_tokens,
                    'gen_ai.usage.output_tokens': event.usage.output_tokens,
                    'gen_ai.usage.cache_read.input_tokens': event.usage.cache_read_input_tokens,
                    'gen_ai.usage.cache_creation.input_tokens': event.usage.cache_creation_input_tokens,
                    'flotilla.cost_usd': event.costUsd,
                };
                const span = modelCalls.get(event.agentId);
                if (span) {
                    span.setAttributes(attributes);
                    span.end();
                    modelCalls.delete(event.agentId);
                }
                const agent = { 'flotilla.agent.id': event.agentId };
                tokens.add(event.usage.input_tokens, { ...agent, 'gen_ai.token.type': 'input' });
                tokens.add(event.usage.output_tokens, { ...agent, 'gen_ai.token.type': 'output' });
                tokens.add(event.usage.cache_read_input_tokens, {
                    ...agent,
                    'gen_ai.token.type': 'cache_read',
                });
                tokens.add(event.usage.cache_creation_input_tokens, {
                    ...agent,
                    'gen_ai.token.type': 'cache_creation',
                });
                cost.add(event.costUsd, agent);
                return;
            }
            case 'tool': {
                if (!event.toolUseId)
                    return;
                tools.set(event.toolUseId, tracer.startSpan('flotilla.tool_call', {
                    attributes: {
                        'gen_ai.tool.name': event.tool,
                        'gen_ai.tool.call.id': event.toolUseId,
                    },
                }, within(agentSpan(event.agentId))));
                return;
            }
            case 'tool_end': {
                const span = tools.get(event.toolUseId);
                toolCalls.add(1, { 'gen_ai.tool.name': event.tool, 'flotilla.tool.error': event.isError });
                if (!span)
                    return;
                span.setAttribute('flotilla.tool.error', event.isError);
                if (event.isError)
                    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__.SpanStatusCode.ERROR });
                span.end();
                tools.delete(event.toolUseId);
                return;
            }
            case 'end': {
                modelCalls.get(event.agentId)?.end();
                modelCalls.delete(event.agentId);
                const span = agentSpan(event.agentId);
                span.setAttribute('flotilla.agent.status', event.status);
                if (event.status !== 'completed')
                    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__.SpanStatusCode.ERROR });
                span.end();
                agents.delete(event.agentId);
                return;
            }
            default:
                return;
        }
    };
    return {
        onEvent,
        async finish(outcome) {
            // Whatever is still open (an interrupted run) ends now, so the trace is complete.
            for (const span of [...tools.values(), ...modelCalls.values(), ...agents.values()])
                span.end();
            runSpan.setAttributes({
                'flotilla.conclusion': outcome.conclusion,
                'flotilla.cost_usd': outcome.costUsd,
            });
            runSpan.end();
            const results = await Promise.allSettled([
                tracerProvider.shutdown(),
                meterProvider.shutdown(),
            ]);
            for (const result of results) {
                if (result.status === 'rejected') {
                    run.log(`warning: OpenTelemetry export to ${settings.endpoint} failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(result.reason)}`);
                }
            }
        },
    };
}


/***/ })

};
