// Upper bounds on what an upstream may send back, so one answer cannot exhaust the gateway's memory.
import type { ServiceKey } from '../config.js';
import { UpstreamError } from './errors.js';

/** An upstream answer above the configured maximum: UPSTREAM_ERROR with upstreamCode `result-too-large`. */
export class ResultTooLargeError extends UpstreamError {
  /** `size` when known (announced or fully read); a cut-off stream only says it went past the maximum. */
  constructor(service: ServiceKey, maxBytes: number, size?: number, status?: number) {
    super(service, 'invalid-response', status, 'result-too-large');
    this.message =
      size === undefined
        ? `The ${service} service sent more than the maximum result size of ${maxBytes} bytes`
        : `The ${service} service returned ${size} bytes, more than the maximum result size of ${maxBytes} bytes`;
  }
}
