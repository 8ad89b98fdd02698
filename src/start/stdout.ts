// Where the server's log lines go: standard output, written so that its reader can never stop the process. pino's
// default destination writes a pipe synchronously, and flushes it synchronously at exit: with a reader that has
// stopped reading (a full pipe) the process blocks there for good, SIGTERM or not. Here a pipe or socket on stdout is
// written through a non-blocking stream instead: a full pipe queues lines in memory, up to a bound past which they
// are dropped (and counted, in a line written once the pipe drains); a pipe whose reader has gone (EPIPE) drops them
// all. A TTY or a file is written as pino does, synchronously: neither ever stays full.
import { fstatSync } from 'node:fs';
import { Socket } from 'node:net';
import { destination as fileDestination, type DestinationStream } from 'pino';

/** Lines queued while the pipe is full, at most (bytes): beyond it they are dropped, so memory stays bounded. */
export const MAX_QUEUED_LOG_BYTES = 8 * 1024 * 1024;

export interface StdoutDestination extends DestinationStream {
  /** Lines dropped since the last report (the pipe was full, or its reader gone). */
  dropped: number;
}

function isPipeOrSocket(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

export function stdoutDestination(fd = 1, maxQueuedBytes = MAX_QUEUED_LOG_BYTES): StdoutDestination {
  if (!isPipeOrSocket(fd)) {
    const sync = fileDestination({ dest: fd, sync: true });
    return Object.assign(sync, { dropped: 0 });
  }
  const socket = new Socket({ fd, readable: false, writable: true });
  let gone = false;
  // EPIPE (the reader has gone) and its like: nothing more can be written; the process goes on.
  socket.on('error', () => {
    gone = true;
  });
  const destination: StdoutDestination = {
    dropped: 0,
    write(line: string) {
      if (gone || socket.destroyed) {
        destination.dropped += 1;
        return;
      }
      if (socket.writableLength > maxQueuedBytes) {
        destination.dropped += 1;
        return;
      }
      socket.write(line);
    },
  };
  socket.on('drain', () => {
    if (destination.dropped === 0 || gone) return;
    socket.write(
      `${JSON.stringify({ level: 40, time: Date.now(), dropped: destination.dropped, msg: 'log lines dropped: standard output was not being read' })}\n`,
    );
    destination.dropped = 0;
  });
  // The stream is no reason to stay alive: exit does not wait for lines a full pipe still holds.
  socket.unref();
  return destination;
}
