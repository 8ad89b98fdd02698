// The gateway's only logger. Redaction is a second line of defence: code never passes headers, request bodies
// or URLs with queries to it in the first place.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['headers', 'req.headers', 'authorization', '*.authorization', 'apiKey', '*.apiKey', 'token', '*.token'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
