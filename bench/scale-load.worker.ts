/**
 * Load generator of `npm run bench:scale`, run in a worker thread so that it never shares an event
 * loop with the app under test (which runs on the bench's main thread). On Linux with `taskset`,
 * the worker pins its own thread to core 0 when asked, as decision 0005 keeps load generation off
 * the server's core.
 *
 * Protocol: the parent posts a {@link LoadJob}; the worker answers with a {@link LoadResult}.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * GET requests for a fixed time. `paths` are requested in turn (request i takes path i modulo
 * their count), by `connections` keep-alive connections each sending its next request as soon as
 * its previous answer has been read in full (1 = strictly sequential), until `durationMs` have
 * passed; requests in flight then finish and count.
 */
export interface LoadJob {
  /** `http://127.0.0.1:PORT` */
  base: string;
  paths: string[];
  connections: number;
  durationMs: number;
}

/** Outcome of a {@link LoadJob}: every request's latency in ms, in completion order. */
export interface LoadResult {
  latenciesMs: number[];
  /** Answers with a status other than 200. */
  non200: number;
  /** Requests that failed without an answer (socket errors). */
  errors: number;
  /** Wall time of the whole job, ms. */
  elapsedMs: number;
  /** Requests sent, so the next job can carry on along the path cycle. */
  sent: number;
}

/** What the parent passes as `workerData`. */
export interface LoadWorkerData {
  /** Core to pin this thread to; undefined = no pinning. */
  core?: number;
}

function pinThisThread(core: number): void {
  // /proc/thread-self ends with this thread's own kernel id: pinning it leaves the main thread alone.
  const threadId = fs.readlinkSync('/proc/thread-self').split('/').pop();
  if (threadId) spawnSync('taskset', ['-p', '-c', String(core), threadId], { stdio: 'ignore' });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const latenciesMs: number[] = [];
  let non200 = 0;
  let errors = 0;
  let next = 0;
  const one = (requestPath: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(`${job.base}${requestPath}`, { agent: pool }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          latenciesMs.push(performance.now() - started);
          if (response.statusCode !== 200) non200 += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  const deadline = started + job.durationMs;
  const lane = async () => {
    while (performance.now() < deadline) {
      const index = next;
      next += 1;
      await one(job.paths[index % job.paths.length] ?? '/');
    }
  };
  await Promise.all(Array.from({ length: job.connections }, lane));
  const elapsedMs = performance.now() - started;
  pool.destroy();
  return { latenciesMs, non200, errors, elapsedMs, sent: next };
}

const { core } = (workerData ?? {}) as LoadWorkerData;
if (core !== undefined && fs.existsSync('/usr/bin/taskset') && fs.existsSync('/proc/thread-self')) pinThisThread(core);
parentPort?.on('message', (job: LoadJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});
