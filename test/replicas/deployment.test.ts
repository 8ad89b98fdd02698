// The deployment files, checked as far as this machine allows without a container engine or a cluster: every
// Kubernetes manifest against the Kubernetes object schemas (kubernetes-models), its probes against the gateway's
// real endpoints and its settings through the gateway's own configuration loader; compose.yaml's services, ports,
// variables and mounted files, its replicas pointed at its one sandbox on the ports `npm run sandbox` gives each
// service (test/replicas/shared-sandbox.test.ts runs that sandbox and two gateways configured so); and
// deploy/nginx.conf run for real by nginx in front of three gateways on loopback.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { SANDBOXES } from '../../sandbox/index.js';
import {
  credentialVariables,
  ENV_PREFIX,
  loadConfig,
  loadSandboxListen,
  SERVICE_KEYS,
  type ServiceKey,
} from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { READINESS_PATH } from '../../src/plugins/readiness.js';
import { compose, composeEnv } from '../support/compose.js';
import { listen, type Listening } from '../operations/support.js';
import { requireBinary } from '../support/prerequisites.js';

const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
} as const;

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

const manifests: Manifest[] = readdirSync('deploy/k8s')
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(join('deploy/k8s', file), 'utf8')).map((doc) => doc.toJS()));
const byKind = (kind: string) => manifests.find((manifest) => manifest.kind === kind) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Every variable `.env.example` documents (set or commented out). */
const documented = new Set(
  [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
);

describe('Kubernetes manifests', () => {
  test('each is a valid object of its kind, and the set is complete', () => {
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}` as keyof typeof MODELS];
      expect(Model).toBeDefined();
      expect(() => new Model(manifest as never).validate()).not.toThrow();
    }
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Secret', 'Service'].sort(),
    );
  });

  test('a broken manifest fails validation (the check is real)', () => {
    const deployment = structuredClone(byKind('Deployment'));
    deployment.spec.replicas = 'three';
    expect(() => new Deployment(deployment).validate()).toThrow();
  });

  test('the ConfigMap and Secret template are a configuration the gateway accepts, of documented variables', () => {
    const env = { ...byKind('ConfigMap').data, ...byKind('Secret').stringData } as Record<string, string>;
    for (const name of Object.keys(env)) expect(documented).toContain(name);
    const config = loadConfig(env);
    expect(config.operations.store.redis?.url).toBe(env.REDIS_URL);
    expect(config.sandbox).toBe(false);
  });

  test('the probes and ports point at the gateway: /health and /readiness on its PORT; Service, HPA and PDB find the pods', async () => {
    const deployment = byKind('Deployment');
    const pod = deployment.spec.template;
    const container = pod.spec.containers[0];
    const port = Number(byKind('ConfigMap').data.PORT);
    const http = container.ports.find((p: { name: string }) => p.name === 'http');
    expect(http.containerPort).toBe(port);
    expect(container.ports.find((p: { name: string }) => p.name === 'metrics').containerPort).toBe(
      Number(byKind('ConfigMap').data.METRICS_PORT),
    );
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    expect(container.readinessProbe.httpGet).toEqual({ path: READINESS_PATH, port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    expect(container.resources.limits).toEqual(
      expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
    );
    // The gateway answers those paths (200 on a fresh one).
    const gateway = await listen({ services: ['numbers'] });
    try {
      for (const probe of [container.livenessProbe, container.readinessProbe])
        expect((await gateway.send({ path: probe.httpGet.path, method: 'GET' })).status).toBe(200);
    } finally {
      await gateway.close();
    }
    const labels = pod.metadata.labels;
    const selects = (selector: Record<string, string>) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value);
    expect(selects(deployment.spec.selector.matchLabels)).toBe(true);
    expect(selects(byKind('Service').spec.selector)).toBe(true);
    expect(selects(byKind('PodDisruptionBudget').spec.selector.matchLabels)).toBe(true);
    for (const servicePort of byKind('Service').spec.ports)
      expect(container.ports.map((p: { name: string }) => p.name)).toContain(servicePort.targetPort);
    const hpa = byKind('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    // The drain after SIGTERM (10 s in src/server.ts) fits in the grace period.
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(10);
  });
});

describe('compose.yaml', () => {
  const gateway = compose.services.gateway!;
  const environment = gateway.environment as Record<string, string>;

  test('three gateway replicas, one sandbox, Redis, a load balancer, Jaeger and Prometheus, wired by service name', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'jaeger', 'lb', 'prometheus', 'redis', 'sandbox']);
    expect(gateway.deploy?.replicas).toBe(3);
    // Replicas publish no host port (three could not share one): the load balancer does.
    expect(gateway.ports).toBeUndefined();
    const hostOf = (url: string) => new URL(url).hostname;
    expect(hostOf(environment.REDIS_URL!)).toBe('redis');
    expect(hostOf(environment.OTEL_EXPORTER_OTLP_ENDPOINT!)).toBe('jaeger');
    expect(gateway.depends_on).toEqual(expect.arrayContaining(['sandbox', 'redis', 'jaeger']));
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) expect(existsSync(volume.split(':')[0]!)).toBe(true);
  });

  test('the gateway environment is documented and accepted by the gateway', () => {
    const env = composeEnv('gateway');
    for (const name of Object.keys(env)) expect(documented).toContain(name);
    const config = loadConfig(env);
    expect(config.operations.store.redis).toMatchObject({ namespace: 'compose' });
    // Production, with no sandbox of its own: every service has its upstream.
    expect(config.production).toBe(true);
    expect(config.sandbox).toBe(false);
    expect(SERVICE_KEYS.filter((key) => config.services[key].sandboxed)).toEqual([]);
  });

  test('every service of every replica points at the sandbox service, on the port `npm run sandbox` gives it there', () => {
    const sandbox = compose.services.sandbox!;
    // `npm run sandbox` from the `dev` stage, as the replicas run: the image of the gateway holds no sandbox.
    expect(sandbox.build).toEqual(gateway.build);
    expect(sandbox.build?.target).toBe('dev');
    expect(sandbox.command).toEqual(['npm', 'run', 'sandbox']);
    const sandboxEnv = composeEnv('sandbox');
    for (const name of Object.keys(sandboxEnv)) expect(documented).toContain(name);
    const listen = loadSandboxListen(sandboxEnv);
    // Every interface of its container: the replicas are other containers.
    expect(listen.host).toBe('0.0.0.0');
    const env = composeEnv('gateway');
    for (const key of SERVICE_KEYS) {
      const variable = `${ENV_PREFIX[key]}_BASE_URL`;
      expect({ variable, url: env[variable] }).toEqual({
        variable,
        url: `http://sandbox:${listen.ports![key]}${SANDBOXES[key]!.basePath}`,
      });
      // Compose substitutes .env's value when it has one: real upstreams replace the sandbox there.
      expect(environment[variable]).toBe(`\${${variable}:-${env[variable]}}`);
    }
    // The ports it documents as exposed are the ten it listens on.
    const [first, last] = sandbox.expose![0]!.split('-').map(Number);
    expect([first, last]).toEqual([listen.ports!.messaging, listen.ports!.content]);
  });

  test('the replicas hold the sandbox’s demo credentials, and the sandbox answers under the names they send', () => {
    const env = composeEnv('gateway');
    const config = loadConfig(env);
    const demo = (key: ServiceKey) => SANDBOXES[key]!.demo;
    for (const key of SERVICE_KEYS) {
      if (key === 'automotive') {
        expect([config.automotive.apiId, config.automotive.apiKey]).toEqual([
          demo(key).automotive!.apiId,
          demo(key).automotive!.apiKey,
        ]);
        continue;
      }
      const secret = demo(key).secret;
      if (!secret) continue;
      // A demo credential where the gateway reads the service's own (MESSAGING_TOKEN, NUMBERS_API_KEY, ...).
      expect({ key, secret: config.services[key].credential.secret }).toEqual({ key, secret });
      expect(credentialVariables(key)!.map((variable) => env[variable])).toContain(secret);
    }
    expect(config.certificates.clientId).toBe(demo('certificates').clientId);
    // The names (credential headers and parameters, provider paths) the sandbox answers under are the replicas'.
    const names = (settings: ReturnType<typeof sandboxSettings>) => ({
      ...settings,
      services: Object.fromEntries(
        SERVICE_KEYS.map((key) => [key, settings.services[key].credential.placement] as const),
      ),
      automotive: { ...settings.automotive, apiId: undefined, apiKey: undefined },
      certificates: { ...settings.certificates, clientId: undefined },
    });
    expect(names(sandboxSettings(loadConfig({ ...composeEnv('sandbox'), SANDBOX: 'true' })))).toEqual(
      names(sandboxSettings(config)),
    );
  });

  test('the Dockerfile’s `dev` stage holds what the sandbox service runs: the script and every file it imports', () => {
    const dev = readFileSync('Dockerfile', 'utf8')
      .replace(/^\s*#.*\n/gm, '')
      .split(/^FROM /m)
      .find((stage) => / AS dev\n/.test(stage))!;
    const copied = [...dev.matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(/\s+/));
    const script = /^exec node (?:--\S+ \S+ )*(\S+)$/.exec(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.sandbox!,
    )![1]!;
    // The script and the project files it reaches through relative imports; the sandbox package it loads by name.
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)\.js'/g))
        visit(join(dirname(file), `${match[1]}.ts`));
    };
    visit(script);
    const inImage = (file: string) => copied.some((path) => file === path || file.startsWith(`${path}/`));
    expect([...files].filter((file) => !inImage(file))).toEqual([]);
    expect(inImage('sandbox/index.ts')).toBe(true);
  });

  test('nginx and Prometheus reach the replicas on the ports the gateway listens on', () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginx).toContain(`server gateway:${environment.PORT} `);
    const listenPort = /listen (\d+);/.exec(nginx)?.[1];
    // Published on this machine's loopback only: a local look, whose anonymous callers may spend the demo credentials.
    expect(compose.services.lb!.ports).toEqual([`127.0.0.1:${environment.PORT}:${listenPort}`]);
    // The sandbox's messaging webhooks call back through the load balancer, on the port it listens on.
    expect(environment.MESSAGING_WEBHOOK_BASE_URL).toBe(`http://lb:${listenPort}`);
    const prometheus = parse(readFileSync('deploy/prometheus.yml', 'utf8'));
    expect(prometheus.scrape_configs[0].dns_sd_configs[0]).toEqual({
      names: ['gateway'],
      type: 'A',
      port: Number(environment.METRICS_PORT),
    });
  });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

requireBinary('nginx', 'apt-get install nginx')('deploy/nginx.conf run by nginx', () => {
  test('deploy/nginx.conf, run by nginx, spreads requests over three gateways and passes /health, /readiness and webhook deliveries', async () => {
    const gateways: Listening[] = await Promise.all([1, 2, 3].map(() => listen({ services: ['numbers'] })));
    const dir = mkdtempSync(join(tmpdir(), 'gateway-nginx-'));
    const port = await freePort();
    // The same file, with the compose names replaced by loopback addresses.
    const conf = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/server gateway:\d+ ([^;]*);/, gateways.map((g) => `server 127.0.0.1:${g.port} $1;`).join('\n    '))
      .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
      .replace('pid /tmp/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`);
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    // A binary that cannot be started emits 'error' and never 'exit': fail at once rather than wait out the timeout.
    const started = new Promise<void>((resolve, reject) => {
      nginx.once('spawn', resolve);
      nginx.once('error', reject);
    });
    try {
      await started;
      const get = async (path: string, init?: RequestInit) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await fetch(`http://127.0.0.1:${port}${path}`, init);
          } catch (error) {
            // nginx is still starting.
            if (attempt > 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      };
      expect((await get('/health')).status).toBe(200);
      expect((await get(READINESS_PATH)).status).toBe(200);
      for (let n = 0; n < 9; n += 1) {
        const answer = await get('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ numbers { isPrime(number: ${n + 2}) } }` }),
        });
        expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();
      }
      // The webhook location (a body buffered so a 503 can be retried elsewhere) reaches a gateway: unknown secret.
      const delivery = await get(`/webhooks/messaging/${'x'.repeat(43)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM' }),
      });
      expect(delivery.status).toBe(404);
      // Round-robin: each gateway answered some of them.
      for (const gateway of gateways)
        expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBeGreaterThan(0);
    } finally {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = once(nginx, 'exit');
        nginx.kill('SIGQUIT');
        await exited;
      }
      await Promise.all(gateways.map((gateway) => gateway.close()));
    }
  }, 60_000);
});
