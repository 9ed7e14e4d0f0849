// `WORKERS=N`: one primary process that serves nothing and N worker processes (node:cluster) that
// share the listening port. Every worker is the whole server on the one PostgreSQL database; what
// one writes, the next request through any other reads (no business data is kept between
// requests, and what a process caches is revalidated against version rows on each request).
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker tells the primary it is listening with this message. */
export const READY_MESSAGE = 'atrium:ready';

/** A worker that dies this soon after its start is not restarted (a start-up fault would loop). */
const CRASH_LOOP_MS = 10_000;

export interface WorkerPoolOptions {
  count: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * Runs in the primary: starts one worker, waits until it listens (it applies the migrations and
 * fills an empty database, which the others must not race), then starts the rest. A worker that
 * exits unexpectedly is replaced, unless it died during its first seconds. SIGTERM/SIGINT are
 * passed on; the primary exits when every worker has.
 */
export function runWorkerPool({ count, logger }: WorkerPoolOptions): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  let exitCode = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  const first = fork();
  first.on('message', function onMessage(message: unknown) {
    if (message !== READY_MESSAGE) return;
    first.off('message', onMessage);
    for (let i = 1; i < count; i++) fork();
    logger.info({ workers: count }, 'worker processes started');
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (lived < CRASH_LOOP_MS) {
      logger.error({ pid: worker.process.pid, code, signal, livedMs: lived }, 'a worker died while starting: stopping the server');
      stop(1);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'a worker exited: starting another');
    fork();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    // each worker closes its listener, finishes its requests and its database (main.ts's stop)
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
}

/** In a worker: tells the primary it listens (no-op in a single process). */
export function announceReady(): void {
  if (cluster.isWorker) process.send?.(READY_MESSAGE);
}
