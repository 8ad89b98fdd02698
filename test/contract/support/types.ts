// What a service's contract suite declares: the entries queried, the operations reached, how the test upstream
// answers, and the refusals of spec-valid answers the service keeps, each with its reason.
import type { ServiceKey } from '../../../src/config/index.js';
import type { Gateway } from '../../../src/gateway.js';
import type { Variant } from './generate.js';
import type { Spec, SpecOperation } from './spec.js';
import type { ContractReply, ContractRequest } from './upstream.js';

export interface ContractEntry {
  /** Dotted path of the field from the root: `messaging.conversations`, or a mutation's name. */
  field: string;
  /** Arguments of the last field, e.g. `(first: 5)`. */
  args?: string;
  mutation?: boolean;
  /** Variable definitions of the operation, e.g. `($file: File!)`, with `variables`. */
  variableDefs?: string;
  variables?: Record<string, unknown>;
  /** A lookup by key may be null when the generated body does not hold that key (queries only). */
  mayBeNull?: boolean;
  /**
   * A mutation answers its record or a coded error, never a bare null; unless null is itself an answer ("deleted",
   * "no rule generated"), named here as words the field's description says.
   */
  nullMeans?: string;
  /**
   * Why a body the spec allows is refused on this entry (a coded `invalid-response` on it, never a null without an
   * error): an answer that says nothing the field could answer. Its cause is one of the contract's
   * `allowedRefusals` too.
   */
  refusal?: string;
  /** Sends the request itself (multipart uploads); default a JSON POST. */
  send?: (gateway: Gateway, query: string, variables?: Record<string, unknown>) => Promise<Response>;
}

/**
 * One cause for which the gateway refuses answers its spec allows (a coded error on the field or record, logged as
 * `upstream answer unusable`): what the spec allows there that the schema cannot express. A refusal whose cause is
 * not listed fails the suite, and so does a listed cause no variant meets any longer.
 */
export interface AllowedRefusal {
  /** Short name of the cause; the service's doc (`docs/services/<service>.md`) names it in backticks. */
  name: string;
  /** The log line's `reason`: `invalid-response`, `write-result-unreadable`. */
  reason: string;
  /** The log line's `detail`, or a pattern of it where one cause is met on records of several kinds. */
  detail: string | RegExp;
  /** Why the answer is refused rather than read. */
  why: string;
}

export interface ServiceContract {
  service: ServiceKey;
  /** File in the specs folder (scripts/specs/location.ts). */
  spec: string;
  /** Configuration besides the base URL (credentials, the real API's names). */
  env?: Record<string, string>;
  /** The spec operations the gateway calls, "METHOD /template": each must be reached by the entries. */
  operations: string[];
  entries: ContractEntry[];
  /**
   * The reply for one request, given the body generated for its operation and variant (default: that body, with
   * the spec's success status). Use it for envelopes the spec leaves out, or non-JSON bodies.
   */
  reply?: (context: ReplyContext) => ContractReply | undefined;
  /** Whether a request carries the credential the spec declares. */
  authorize?: (request: ContractRequest) => boolean;
  /** Arguments for nested fields that require them, by `Type.field`. */
  fieldArgs?: Record<string, string>;
  /** Nested object levels selected below each entry (default 4). */
  depth?: number;
  /** Fields (`Type.field`) not selected: each with the reason in a comment where it is listed. */
  skipFields?: string[];
  /** The causes of refusals of spec-valid answers this suite meets, at most two per variant (none by default). */
  allowedRefusals?: AllowedRefusal[];
}

export interface ReplyContext {
  operation: SpecOperation;
  variant: Variant;
  generated: unknown;
  request: ContractRequest;
  spec: Spec;
}

export interface ResponseError {
  message: string;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

export type ContractResult = { data?: Record<string, unknown> | null; errors?: ResponseError[] };
