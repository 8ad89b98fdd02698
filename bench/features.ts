// The features table of `BENCH_AB=features`: what each feature costs per query. Every variant is a gateway of its own
// (bench/gateway-entry.ts), measured as one more side in run.ts's interleaved rounds. The reference has every
// always-on part and no optional feature (the production defaults); an always-on part is measured by leaving it out
// (BENCH_WITHOUT), an optional feature by turning it on with its own setting, as an operator would.
import type { MeasuredPart } from '../src/plugins/index.js';

export const REFERENCE_LABEL = 'gateway, defaults (reference)';

export interface FeatureVariant {
  label: string;
  /** What the feature is, in the table. */
  feature: string;
  /**
   * `without`: an always-on part left out; `with`: an optional feature turned on; `noise`: a second gateway with the
   * reference's settings, whose difference from the reference is the run's noise, not a cost.
   */
  kind: 'reference' | 'noise' | 'without' | 'with';
  env(upstreamBase: string): Record<string, string>;
}

const without = (part: MeasuredPart, feature: string): FeatureVariant => ({
  label: `gateway without ${part}`,
  feature,
  kind: 'without',
  env: () => ({ BENCH_WITHOUT: part }),
});

export const FEATURE_VARIANTS: FeatureVariant[] = [
  { label: REFERENCE_LABEL, feature: 'production defaults', kind: 'reference', env: () => ({}) },
  {
    label: 'gateway, defaults (second copy)',
    feature: 'nothing: the same settings again (the noise of this run)',
    kind: 'noise',
    env: () => ({}),
  },
  without('access-control', 'access control (caller authentication, scope checks)'),
  without('request-id', 'request ids (header, log lines, upstream header; the request scope)'),
  without('metrics', 'GraphQL metrics (Prometheus plugin)'),
  without('host-origin-checks', 'host and origin checks'),
  without('security-headers', 'security response headers'),
  without('parser-limits', 'parser limits (tokens, nesting)'),
  without('query-limits', 'query limits (depth, aliases, cost, directives)'),
  without('error-masking', 'error masking'),
  without('compiled-execution', 'compiled execution (graphql-jit)'),
  {
    label: 'gateway without APQ',
    feature: 'automatic persisted queries (APQ=true, the default)',
    kind: 'without',
    env: () => ({ APQ: 'false' }),
  },
  {
    label: 'gateway with tracing',
    feature: 'tracing (OTLP export to a local sink)',
    kind: 'with',
    env: (upstreamBase) => ({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${upstreamBase}/v1/traces` }),
  },
  {
    label: 'gateway with rate limits',
    feature: 'rate limits per caller and per upstream (never reached)',
    kind: 'with',
    env: () => ({ RATE_LIMIT_PER_CALLER: '1000000', MESSAGING_RATE_LIMIT: '1000000' }),
  },
  {
    label: 'gateway with response cache, no hits',
    feature: 'response cache on, messaging not cached (TTL 0): the cost of a miss',
    kind: 'with',
    env: () => ({ RESPONSE_CACHE: 'true', MESSAGING_CACHE_TTL_MS: '0' }),
  },
  {
    label: 'gateway with response cache',
    feature: 'response cache on (messaging TTL 10 s): mostly hits',
    kind: 'with',
    env: () => ({ RESPONSE_CACHE: 'true' }),
  },
];

interface MeasuredSide {
  label: string;
  cpu: number;
  qps: number;
  calls: number;
}

const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

/** The markdown table: per variant and scenario, CPU ms per query and its difference from the reference. */
export function featureTable(
  scenarios: Array<{ scenario: string; sides: MeasuredSide[] }>,
  referencePeakRss: number,
): string {
  const keys = scenarios.map(({ scenario }) => scenario);
  const header =
    `| feature | side | ${keys.map((key) => `${key} CPU ms per query | ${key} vs reference`).join(' | ')} |\n` +
    `|---|---|${keys.map(() => '---|---|').join('')}`;
  const rows = FEATURE_VARIANTS.map((variant) => {
    const cells = scenarios.map(({ sides }) => {
      const reference = sides.find((side) => side.label === REFERENCE_LABEL);
      const side = sides.find((candidate) => candidate.label === variant.label);
      if (!side || !reference) return '– | –';
      // Leaving a part out saves what it costs; turning a feature on adds it: both shown as the feature's cost.
      const cost =
        variant.kind === 'without'
          ? (reference.cpu - side.cpu) / reference.cpu
          : variant.kind === 'with' || variant.kind === 'noise'
            ? (side.cpu - reference.cpu) / reference.cpu
            : 0;
      const calls = side.calls < 0.99 * (reference.calls || 1) ? ` (${side.calls.toFixed(2)} upstream calls)` : '';
      return `${side.cpu.toFixed(3)}${calls} | ${variant.kind === 'reference' ? '–' : percent(100 * cost)}`;
    });
    return `| ${variant.feature} | ${variant.label} | ${cells.join(' | ')} |`;
  });
  return (
    `Features (BENCH_AB=features): the cost of each feature in CPU per query, as a share of the reference's ` +
    `(an always-on part: what leaving it out saves; an optional feature: what turning it on adds). Medians of the ` +
    `same rounds. The second copy of the reference shows this run's noise: a difference within it is no cost.\n\n${header}\n${rows.join('\n')}\n\n` +
    `Reference gateway peak RSS (VmHWM): ${referencePeakRss.toFixed(0)} MB.\n`
  );
}
