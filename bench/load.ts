// The load generator, in its own process so its CPU is neither the gateway's nor the orchestrator's: runs one
// autocannon job per message and answers with the summary.
import autocannon from 'autocannon';

process.on('message', (message: { type: string; options: autocannon.Options }) => {
  if (message.type !== 'run') return;
  autocannon(message.options, (error, result) => {
    if (error) {
      process.send?.({ type: 'error', message: String(error) });
      return;
    }
    process.send?.({
      type: 'result',
      result: {
        requests: result.requests.total,
        sent: result.requests.sent,
        duration: result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      },
    });
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
