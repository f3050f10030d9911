import type { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The outbound proxy of a self-hosted runner or a corporate network, as curl, git and
 * @actions/http-client read it: HTTPS_PROXY / HTTP_PROXY (either case) and NO_PROXY. Node's own
 * fetch ignores these variables (before Node 24's NODE_USE_ENV_PROXY), so without this Flotilla
 * could not reach GitHub from behind a proxy.
 */
export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** The proxy variables of an environment the entry point read, or undefined when none is set. */
export function proxyFromEnvironment(env: Environment): ProxySettings | undefined {
  const pick = (name: string) => env[name]?.trim() || env[name.toLowerCase()]?.trim() || undefined;
  const httpProxy = pick('HTTP_PROXY');
  const httpsProxy = pick('HTTPS_PROXY');
  const noProxy = pick('NO_PROXY');
  if (!httpProxy && !httpsProxy) return undefined;
  return {
    ...(httpProxy ? { httpProxy } : {}),
    ...(httpsProxy ? { httpsProxy } : {}),
    ...(noProxy ? { noProxy } : {}),
  };
}

/**
 * A fetch that sends its requests through the proxy (NO_PROXY hosts directly). An https proxy
 * setting alone serves http requests too, as @actions/http-client does. undici (about 0.9 MB of
 * code) loads on the first request, so a run without a proxy never compiles it.
 */
export function proxiedFetch(settings: ProxySettings): typeof fetch {
  let proxied: Promise<{ dispatcher: EnvHttpProxyAgent; send: typeof undiciFetch }> | undefined;
  const load = async () => {
    const undici = await import('undici');
    const dispatcher = new undici.EnvHttpProxyAgent({
      ...((settings.httpProxy ?? settings.httpsProxy)
        ? { httpProxy: settings.httpProxy ?? settings.httpsProxy }
        : {}),
      ...(settings.httpsProxy ? { httpsProxy: settings.httpsProxy } : {}),
      // '' rather than absent: absent would make undici read NO_PROXY from process.env itself.
      noProxy: settings.noProxy ?? '',
    });
    return { dispatcher, send: undici.fetch };
  };
  return (async (
    input: Parameters<typeof undiciFetch>[0],
    init?: Parameters<typeof undiciFetch>[1],
  ) => {
    const { dispatcher, send } = await (proxied ??= load());
    return send(input, { ...init, dispatcher });
  }) as unknown as typeof fetch;
}
