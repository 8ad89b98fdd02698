// The gateway's only logger. Redaction is a second line of defence: code never passes headers, request bodies
// or URLs with queries to it in the first place.
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-scope.js';

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Every line written while serving a request carries its id, whichever logger wrote it.
      mixin: (_object, _level, logger) => {
        const requestId = currentRequestId();
        return requestId && !('requestId' in logger.bindings()) ? { requestId } : {};
      },
      redact: {
        paths: ['headers', 'req.headers', 'authorization', '*.authorization', 'apiKey', '*.apiKey', 'token', '*.token'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
