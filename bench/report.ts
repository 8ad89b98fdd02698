// The benchmark's tables: throughput, CPU and calls per query from the interleaved rounds (medians), the gateway
// against the bare server and the peer, and latency at a fixed arrival rate.
import { median } from './processes.js';
import type { Scenario } from './scenarios.js';

export interface Sample {
  qps: number;
  p50: number;
  p99: number;
  cpuMsPerQuery?: number;
  callsPerQuery: number;
  failures: number;
}

export interface FixedRateSample {
  label: string;
  offered: number;
  served: number;
  p50: number;
  p99: number;
  failures: number;
}

interface PlanEntry {
  scenario: Scenario;
  sides: Array<{ label: string }>;
  samples: Sample[][];
}

export const BARE_LABEL = 'bare Yoga + got';
export const HIVE_LABEL = 'Hive Gateway + Mesh';
const fmt = (value: number | undefined, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));

/** The main table's rows, and one sentence per scenario on the gateway against the bare server and the peer. */
export function throughputTable(plan: PlanEntry[]) {
  const rows: string[] = [];
  const overFloor: string[] = [];
  const overPeer: string[] = [];
  for (const { scenario, sides, samples } of plan) {
    const proxyQps = median(samples[1].map((sample) => sample.qps));
    const of = (label: string) => samples[sides.findIndex((side) => side.label === label)];
    const medianCpu = (label: string) => median(of(label).map((sample) => sample.cpuMsPerQuery ?? 0));
    const medianQps = (label: string) => median(of(label).map((sample) => sample.qps));
    overFloor.push(
      `${scenario.key} ${(medianCpu('gateway') / medianCpu(BARE_LABEL)).toFixed(2)}x the bare server's CPU per ` +
        `query (the bare server ${(medianCpu(BARE_LABEL) / medianCpu('raw proxy')).toFixed(1)}x the raw proxy's)`,
    );
    if (of(HIVE_LABEL)) {
      overPeer.push(
        `${scenario.key} ${(medianQps('gateway') / medianQps(HIVE_LABEL)).toFixed(2)}x its q/s at ` +
          `${(medianCpu('gateway') / medianCpu(HIVE_LABEL)).toFixed(2)}x its CPU per query`,
      );
    }
    sides.forEach((side, index) => {
      const all = samples[index];
      const cpu = all.every((sample) => sample.cpuMsPerQuery !== undefined)
        ? median(all.map((sample) => sample.cpuMsPerQuery as number))
        : undefined;
      const qps = median(all.map((sample) => sample.qps));
      rows.push(
        `| ${index === 0 ? scenario.name : ''} | ${side.label} | ${fmt(qps)} | ` +
          `${fmt(median(all.map((s) => s.p50)))} / ${fmt(median(all.map((s) => s.p99)))} | ${fmt(cpu, 3)} | ` +
          `${fmt(median(all.map((s) => s.callsPerQuery)), 2)} | ${index === 0 ? '' : `${(qps / proxyQps).toFixed(2)}x`} | ` +
          `${all.reduce((sum, s) => sum + s.failures, 0)} |`,
      );
    });
  }
  return {
    table: [
      '| scenario | side | q/s | p50 / p99 ms | CPU ms per query | upstream calls per query | vs raw proxy | failures |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
    overFloor,
    overPeer,
  };
}

/** Latency at a fixed arrival rate, per scenario and side. */
export function fixedRateTable(plan: PlanEntry[], fixedRate: Map<string, FixedRateSample[]>, share: number) {
  const rows = plan.flatMap(({ scenario }) =>
    (fixedRate.get(scenario.key) ?? []).map(
      (sample, index) =>
        `| ${index === 0 ? `${scenario.key} at ${sample.offered} q/s` : ''} | ${sample.label} | ` +
        `${fmt(sample.served)} | ${fmt(sample.p50)} / ${fmt(sample.p99)} | ${sample.failures} |`,
    ),
  );
  return [
    `Latency at a fixed arrival rate (${Math.round(share * 100)} % of what the bare server sustained in the rounds; ` +
      'autocannon overallRate, each side for the same time):',
    '',
    '| scenario and rate | side | served q/s | p50 / p99 ms | failures |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
