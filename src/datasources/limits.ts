// Upper bounds on what an upstream may send back, so one answer cannot exhaust the gateway's memory.
import type { ServiceKey } from '../config.js';
import { UpstreamError } from './errors.js';

/** An upstream answer above the configured maximum: UPSTREAM_ERROR with upstreamCode `result-too-large`. */
export class ResultTooLargeError extends UpstreamError {
  constructor(service: ServiceKey, size: number, maxBytes: number, status?: number) {
    super(service, 'invalid-response', status, 'result-too-large');
    this.message = `The ${service} service returned ${size} bytes, more than the maximum result size of ${maxBytes} bytes`;
  }
}

export function assertResultSize(service: ServiceKey, size: number, maxBytes: number, status?: number): void {
  if (size > maxBytes) throw new ResultTooLargeError(service, size, maxBytes, status);
}
