/**
 * Ids of users, reviews and replies: 18-digit decimal strings that sort by creation
 * time, like the 16+ digit ids of spec §3 (which travel as strings, never as JSON numbers).
 * Layout: 13 digits of epoch milliseconds, then 5 digits that start at a random value each
 * millisecond and count up within it, so ids of one process are strictly increasing and two
 * processes collide only if they pick overlapping numbers in the same millisecond.
 */
import { randomInt } from 'node:crypto';

const SEQUENCE_SPAN = 100_000;
// Start low enough in the span that a burst within one millisecond rarely has to borrow the next.
const RANDOM_START_SPAN = 50_000;

/** Builds an id source; `now` is the clock in epoch ms (tests pin it). */
export function createIdGenerator(now: () => number = Date.now): () => string {
  let lastMs = 0;
  let sequence = 0;
  return () => {
    let ms = Math.max(now(), lastMs);
    if (ms === lastMs) {
      sequence += 1;
      if (sequence >= SEQUENCE_SPAN) {
        // More than the span in one millisecond: borrow the next one rather than repeat an id.
        ms += 1;
        sequence = randomInt(RANDOM_START_SPAN);
      }
    } else {
      sequence = randomInt(RANDOM_START_SPAN);
    }
    lastMs = ms;
    return `${String(ms).padStart(13, '0')}${String(sequence).padStart(5, '0')}`;
  };
}

/** The process-wide id source. */
export const nextId = createIdGenerator();
