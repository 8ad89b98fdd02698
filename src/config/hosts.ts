// Which `Host` the gateway answers. A page on a foreign domain whose name an attacker re-points at the gateway's
// address (DNS rebinding) is same-origin to the browser, so the Origin check lets it through, yet its requests still
// name the foreign domain in `Host`. Only loopback names, the hosts of the configured public URLs and ALLOWED_HOSTS
// are answered. Read by the configuration (ALLOWED_HOSTS), the host check plugin, GraphiQL and graphql-ws.

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** A `Host` value (or an allowlist entry) as the URL parser normalises it; undefined unless it is only a host. */
function normalised(host: string): { hostname: string; host: string } | undefined {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  // `evil@localhost` or `localhost/x` would parse to another host than was written: refuse what does not round-trip.
  const written = host.toLowerCase().replace(/:80$/, '');
  return url.host === written ? { hostname: url.hostname, host: url.host } : undefined;
}

/**
 * ALLOWED_HOSTS: comma-separated host names or IPs (`gateway.example.com`, `10.0.0.7`, `[fd00::7]`), each for any
 * port, or `host:port` for that port only.
 */
export function parseAllowedHosts(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const parsed = normalised(item);
      if (!parsed)
        throw new Error(`must list host names like gateway.example.com or gateway.example.com:8443 (got "${item}")`);
      return parsed.host;
    });
}

/** The host names of the gateway's public URLs (any port: a proxy in front may present it with or without one). */
export function publicUrlHosts(...urls: Array<string | undefined>): string[] {
  return urls.flatMap((value) => {
    if (!value) return [];
    try {
      return [new URL(value).hostname];
    } catch {
      // The URL's own setting reports it at start-up.
      return [];
    }
  });
}

/**
 * Whether a request's `Host` is one the gateway serves. A request without one was not sent by a browser (HTTP/1.1
 * requires it and Node refuses such requests; only an in-process call or HTTP/1.0 lacks it), so it passes.
 */
export function hostChecker(allowedHosts: readonly string[]): (host: string | null | undefined) => boolean {
  const allowed = new Set([...LOOPBACK, ...allowedHosts]);
  return (host) => {
    if (host == null) return true;
    const parsed = normalised(host);
    return parsed !== undefined && (allowed.has(parsed.hostname) || allowed.has(parsed.host));
  };
}
