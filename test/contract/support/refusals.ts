// Refusals of spec-valid answers: every `upstream answer unusable` line the gateway logs while it answers a body
// the spec allows is one. Each must have a cause on the suite's allow-list (`allowedRefusals`), with at most
// MAX_CAUSES_PER_VARIANT causes met in any one variant, so that a new refusal fails the suite instead of only
// raising a count. CONTRACT_REPORT=1 prints them per cause, with the fields and variants they were met at.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Variant } from './generate.js';
import type { AllowedRefusal, ServiceContract } from './types.js';

/** The most causes of refusal of spec-valid answers one variant may meet. */
export const MAX_CAUSES_PER_VARIANT = 2;

const DOCS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'services');

/** One refusal as the log line gives it: `reason: detail`, and the call or field it was met at. */
interface Refusal {
  reason: string;
  detail: string;
  where: string;
}

/** The refusals in a variant's log lines. */
export function refusalsIn(logs: readonly string[]): Refusal[] {
  const found: Refusal[] = [];
  for (const chunk of logs) {
    for (const line of chunk.split('\n')) {
      if (!line.includes('upstream answer unusable')) continue;
      let entry: { reason?: string; detail?: string; call?: string; field?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      found.push({
        reason: String(entry.reason),
        detail: String(entry.detail),
        where: entry.call ?? entry.field ?? 'unknown call',
      });
    }
  }
  return found;
}

function matches(allowed: AllowedRefusal, refusal: Refusal): boolean {
  if (allowed.reason !== refusal.reason) return false;
  return typeof allowed.detail === 'string' ? allowed.detail === refusal.detail : allowed.detail.test(refusal.detail);
}

/** What the suite met of refusals, over all its spec-valid variants, for the checks and the report. */
export class RefusalLedger {
  /** `reason: detail (where)` to the variants it was met in: the figure the report has always given. */
  readonly reasons = new Map<string, Set<Variant>>();
  /** Allowed cause name to the variants it was met in. */
  readonly causes = new Map<string, Set<Variant>>();
  /** Allowed cause name to the calls or fields it was met at. */
  readonly places = new Map<string, Set<string>>();

  constructor(private readonly contract: ServiceContract) {}

  /** Records one variant's refusals; the problems are refusals off the allow-list and too many causes. */
  record(variant: Variant, refusals: readonly Refusal[]): string[] {
    const problems = new Set<string>();
    const met = new Set<string>();
    for (const refusal of refusals) {
      const key = `${refusal.reason}: ${refusal.detail} (${refusal.where})`;
      this.reasons.set(key, (this.reasons.get(key) ?? new Set()).add(variant));
      const allowed = this.contract.allowedRefusals?.find((candidate) => matches(candidate, refusal));
      if (!allowed) {
        problems.add(`[${variant}] a spec-valid answer refused for a cause not on the allow-list: ${key}`);
        continue;
      }
      met.add(allowed.name);
      this.causes.set(allowed.name, (this.causes.get(allowed.name) ?? new Set()).add(variant));
      this.places.set(allowed.name, (this.places.get(allowed.name) ?? new Set()).add(refusal.where));
    }
    if (met.size > MAX_CAUSES_PER_VARIANT) {
      problems.add(
        `[${variant}] ${met.size} causes of refusing spec-valid answers (${[...met].join(', ')}), ` +
          `at most ${MAX_CAUSES_PER_VARIANT} are allowed`,
      );
    }
    return [...problems];
  }

  /** Allowed causes that no variant met (a fix makes them stale), and causes the service's doc does not name. */
  staleOrUndocumented(): string[] {
    const problems: string[] = [];
    let doc = '';
    try {
      doc = readFileSync(join(DOCS, `${this.contract.service}.md`), 'utf8');
    } catch {
      // No doc: every cause is undocumented.
    }
    for (const allowed of this.contract.allowedRefusals ?? []) {
      if (!this.causes.has(allowed.name)) problems.push(`allowed refusal "${allowed.name}" is met by no variant`);
      if (!doc.includes(`\`${allowed.name}\``)) {
        problems.push(`allowed refusal "${allowed.name}" is not named in docs/services/${this.contract.service}.md`);
      }
    }
    return problems;
  }

  /** The report's lines: the reasons as the log gives them, then the allowed causes with their variants. */
  report(): string {
    const { service } = this.contract;
    const lines = [...this.reasons].map(([reason, variants]) => `    ${reason} [${[...variants].join(', ')}]`);
    const perVariant = new Map<Variant, number>();
    for (const variants of this.causes.values()) {
      for (const variant of variants) perVariant.set(variant, (perVariant.get(variant) ?? 0) + 1);
    }
    const causes = (this.contract.allowedRefusals ?? [])
      .filter((allowed) => this.causes.has(allowed.name))
      .map(
        (allowed) =>
          `    ${allowed.name} [${[...this.causes.get(allowed.name)!].join(', ')}] at ` +
          `${this.places.get(allowed.name)!.size} fields: ${allowed.why}`,
      );
    const most = Math.max(0, ...perVariant.values());
    return (
      `${service}: ${this.reasons.size} reasons for refusing spec-valid bodies` +
      (lines.length ? `:\n${lines.join('\n')}` : '') +
      `\n${service}: ${this.causes.size} allowed causes of refusal, at most ${most} in one variant` +
      (causes.length ? `:\n${causes.join('\n')}` : '')
    );
  }
}
