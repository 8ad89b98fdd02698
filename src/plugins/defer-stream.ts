// @defer and @stream (incremental delivery) from Yoga's plugin: it adds the two directives to the schema and their
// validation rules; Yoga answers an operation that uses them as multipart/mixed or, when the client accepts only
// that, as server-sent events. So a frontend renders the fast services' fields first and the slow ones as they come.
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import type { Plugin } from 'graphql-yoga';
import type { OperationsConfig } from '../config/operations.js';

/** Incremental delivery, unless DEFER_STREAM=false; undefined then (the directives are unknown, so refused). */
export function useIncrementalDelivery(config: OperationsConfig): Plugin | undefined {
  return config.deferStream ? (useDeferStream() as Plugin) : undefined;
}
