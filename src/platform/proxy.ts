import { BlockList, isIP } from 'node:net';
import { requestUrl } from './http-fetch.js';
import type { ProxyAgent, fetch as undiciFetch } from 'undici';
import { withoutPassword } from './url-password.js';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The outbound proxy of a self-hosted runner or a corporate network, as curl, git and
 * @actions/http-client read it: HTTPS_PROXY / HTTP_PROXY (either case) and NO_PROXY. Node's own
 * fetch ignores these variables (before Node 24's NODE_USE_ENV_PROXY), so without this Flotilla
 * could not reach GitHub from behind a proxy. The proxy URLs are normalised: a value without a
 * scheme (`proxy.corp:3128`) has `http://` added, as curl does.
 */
export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/**
 * The proxy variables of an environment the entry point read (`proxy` absent when none is set),
 * and a problem for each value that is not a usable proxy URL.
 */
export function proxyFromEnvironment(env: Environment): {
  proxy?: ProxySettings;
  problems: string[];
} {
  const problems: string[] = [];
  const pick = (name: string): { name: string; value: string } | undefined => {
    for (const variable of [name.toLowerCase(), name]) {
      const value = env[variable]?.trim();
      if (value) return { name: variable, value };
    }
    return undefined;
  };
  const proxyUrl = (name: string): string | undefined => {
    const found = pick(name);
    if (!found) return undefined;
    const normalised = normaliseProxyUrl(found.value);
    if (typeof normalised === 'string') return normalised;
    problems.push(
      `${found.name}='${withoutPassword(found.value)}' is not a usable proxy: ${normalised.problem} Give http://HOST:PORT or https://HOST:PORT (user:password@ allowed), or unset it.`,
    );
    return undefined;
  };
  const httpProxy = proxyUrl('HTTP_PROXY');
  const httpsProxy = proxyUrl('HTTPS_PROXY');
  const noProxy = pick('NO_PROXY')?.value;
  if (!httpProxy && !httpsProxy) return { problems };
  return {
    proxy: {
      ...(httpProxy ? { httpProxy } : {}),
      ...(httpsProxy ? { httpsProxy } : {}),
      ...(noProxy ? { noProxy } : {}),
    },
    problems,
  };
}

/** A proxy variable's value as a URL undici accepts: `http://` assumed without a scheme, as curl does. */
function normaliseProxyUrl(value: string): string | { problem: string } {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { problem: 'it is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `the ${url.protocol.slice(0, -1)} scheme is not supported.` };
  }
  if (!url.hostname) return { problem: 'it names no host.' };
  return url.href;
}

/**
 * The proxy a request to `target` takes, or undefined to go direct, as curl and
 * @actions/http-client choose: HTTPS_PROXY for https URLs, HTTP_PROXY for http URLs; never for a
 * loopback host (localhost, 127.0.0.0/8, ::1: a local gateway) nor a NO_PROXY host.
 */
export function proxyFor(target: URL, settings: ProxySettings): string | undefined {
  const proxy =
    target.protocol === 'https:'
      ? settings.httpsProxy
      : target.protocol === 'http:'
        ? settings.httpProxy
        : undefined;
  if (!proxy) return undefined;
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isLoopback(host) || bypassed(host, target, settings.noProxy ?? '')) return undefined;
  return proxy;
}

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return isIP(host) === 6 && loopbackV6.check(host, 'ipv6');
}

const loopbackV6 = new BlockList();
loopbackV6.addAddress('::1', 'ipv6');
loopbackV6.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/**
 * NO_PROXY as curl reads it: entries separated by commas or spaces; `*` matches every host; a
 * name matches itself and its subdomains (a leading `.` or `*.` is the same); an IP address or
 * CIDR range matches the addresses in it; `HOST:PORT` matches only that port.
 */
function bypassed(host: string, target: URL, noProxy: string): boolean {
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.toLowerCase().split(/[\s,]+/)) {
    if (!raw) continue;
    if (raw === '*') return true;
    const entry = splitPort(raw);
    if (entry.port && entry.port !== port) continue;
    const name = entry.host.replace(/^\*?\./, '');
    if (!name) continue;
    const family = isIP(host);
    if (family && name.includes('/')) {
      if (inRange(host, family, name)) return true;
      continue;
    }
    if (host === name || (!family && host.endsWith(`.${name}`))) return true;
  }
  return false;
}

function splitPort(entry: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, ...(bracketed[2] ? { port: bracketed[2] } : {}) };
  const withPort = /^([^:]+):(\d+)$/.exec(entry);
  if (withPort) return { host: withPort[1]!, port: withPort[2]! };
  return { host: entry };
}

function inRange(host: string, family: number, range: string): boolean {
  const [address = '', bits = ''] = range.split('/');
  const prefix = Number(bits);
  if (isIP(address) !== family || !/^\d+$/.test(bits)) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix > (family === 4 ? 32 : 128)) return false;
  const list = new BlockList();
  list.addSubnet(address, prefix, type);
  return list.check(host, type);
}

/**
 * A fetch that sends each request through the proxy `proxyFor` chooses for its URL, over
 * undici's ProxyAgent (one per proxy URL), and every other request with `direct`. undici (about
 * 0.9 MB of code) loads on the first proxied request, so a run whose requests all go direct
 * never compiles it.
 */
export function proxiedFetch(
  settings: ProxySettings,
  direct: typeof fetch = globalThis.fetch,
): typeof fetch {
  let undici: Promise<{ ProxyAgent: typeof ProxyAgent; fetch: typeof undiciFetch }> | undefined;
  const agents = new Map<string, ProxyAgent>();
  return (async (
    input: Parameters<typeof undiciFetch>[0],
    init?: Parameters<typeof undiciFetch>[1],
  ) => {
    const target = requestUrl(input as Parameters<typeof fetch>[0]);
    const proxy = proxyFor(target, settings);
    if (!proxy) return direct(target, init as RequestInit);
    const loaded = await (undici ??= import('undici'));
    let dispatcher = agents.get(proxy);
    if (!dispatcher) {
      // An https URL is tunnelled (CONNECT); an http URL is sent to an http proxy as it is,
      // as curl does, since proxies often allow CONNECT only to port 443.
      dispatcher = new loaded.ProxyAgent({ uri: proxy, proxyTunnel: false });
      agents.set(proxy, dispatcher);
    }
    return loaded.fetch(input, { ...init, dispatcher });
  }) as unknown as typeof fetch;
}
