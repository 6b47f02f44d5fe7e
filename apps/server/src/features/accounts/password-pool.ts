/**
 * A small pool of worker threads that run argon2 (synchronously, inside the worker) at the lowest
 * CPU priority. Why not @node-rs/argon2's own async calls: they run on libuv's thread pool at normal
 * priority, so on a busy core every login (≈35 ms of CPU and 19 MiB of memory traffic) competes on
 * equal terms with the event loop, and unrelated requests wait behind it. A worker that lowered
 * its own nice value to 19 (per-thread on Linux) only gets the CPU the event loop leaves free.
 * Elsewhere the priority stays unchanged (on macOS it would apply to the whole process).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** argon2 options passed through to @node-rs/argon2. */
export interface Argon2Options {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  algorithm: number;
}

/** Runs hashes and verifications off the event loop, one job per worker at a time. */
export interface PasswordPool {
  hash(password: string, options: Argon2Options): Promise<string>;
  /** @throws when `stored` is not a valid PHC string. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Stop the workers; later calls start them again. */
  close(): Promise<void>;
}

// Plain JavaScript evaluated as a CommonJS worker, so it runs the same under tsx, Vitest and node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (process.platform === 'linux') {
  try { require('node:os').setPriority(19); } catch {}
}
const argon2 = require(workerData.argon2Path);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.stored, job.password);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

const ARGON2_PATH = createRequire(import.meta.url).resolve('@node-rs/argon2');

type JobInput = { op: 'hash'; password: string; options: Argon2Options } | { op: 'verify'; stored: string; password: string };
type Job = JobInput & { id: number };
interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/** Builds a pool of `size` workers (default: the cores this process may use, at most 4), started on first use. */
export function createPasswordPool(size = Math.max(1, Math.min(4, os.availableParallelism()))): PasswordPool {
  const queue: Pending[] = [];
  let slots: Slot[] = [];
  let nextId = 0;

  function start(): Slot[] {
    return Array.from({ length: size }, () => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path: ARGON2_PATH } });
      // Idle workers must not keep the process alive.
      worker.unref();
      const slot: Slot = { worker, busy: null };
      worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
        const done = slot.busy;
        slot.busy = null;
        worker.unref();
        if (done && done.job.id === message.id) {
          if (message.error !== undefined) done.reject(new Error(message.error));
          else done.resolve(message.result ?? false);
        }
        dispatch();
      });
      worker.on('error', (error) => {
        slot.busy?.reject(error);
        slot.busy = null;
        slots = slots.filter((s) => s !== slot);
        if (slots.length === 0) for (const waiting of queue.splice(0)) waiting.reject(error);
      });
      return slot;
    });
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.busy) continue;
      const next = queue.shift();
      if (!next) return;
      slot.busy = next;
      // A busy worker keeps the process alive until its answer arrives.
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  function run<T extends string | boolean>(job: JobInput): Promise<T> {
    if (slots.length === 0) slots = start();
    return new Promise<T>((resolve, reject) => {
      queue.push({ job: { ...job, id: (nextId += 1) }, resolve: resolve as (value: string | boolean) => void, reject });
      dispatch();
    });
  }

  return {
    hash: (password, options) => run<string>({ op: 'hash', password, options }),
    verify: (stored, password) => run<boolean>({ op: 'verify', stored, password }),
    async close() {
      const closing = slots;
      slots = [];
      await Promise.all(closing.map((slot) => slot.worker.terminate()));
    },
  };
}
