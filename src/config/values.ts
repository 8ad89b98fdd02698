// The ground of the configuration: reading one variable, and the one-line error that names it. Shared by every
// settings reader of src/config/.
import { z } from 'zod';

/** Thrown for any invalid variable; its message is the one line printed at start-up. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'must be a valid HTTP header name');
export const paramName = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a plain query parameter name');
function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an absolute http(s) URL';
  if (url.search || url.hash) return 'must not carry a query or fragment';
  if (url.username || url.password) return 'must not embed credentials';
  return undefined;
}
export const baseUrl = z.string().superRefine((value, context) => {
  const problem = baseUrlProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** A variable parsed by `schema`; unset or empty is `fallback`, or "is required" without one. */
export function read<T>(env: Env, variable: string, schema: z.ZodType<T>, fallback?: T): T {
  const raw = env[variable];
  if (raw === undefined || raw === '') {
    if (fallback === undefined) throw new ConfigError(variable, 'is required');
    return fallback;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(variable, parsed.error.issues[0]?.message ?? 'is invalid');
  return parsed.data;
}

export function readOptional<T>(env: Env, variable: string, schema: z.ZodType<T>): T | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  return read(env, variable, schema);
}

export const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A parser (e.g. from ./auth/access.ts) as a zod schema: its thrown message becomes the ConfigError's problem. */
export function parsed<T>(parse: (raw: string) => T) {
  return z.string().transform((raw, context) => {
    try {
      return parse(raw);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
}
