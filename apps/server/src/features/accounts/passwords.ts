/**
 * Password hashing (architecture.md §1 "passwords"): argon2id with m = 19456 KiB, t = 2, p = 1, the
 * OWASP minimum, through @node-rs/argon2, run by low-priority worker threads (password-pool.ts) so
 * the event loop keeps serving. Also the dummy verification that makes a login for an unknown
 * account take as long as one for a known account, and the common-password list.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseOptions, type Algorithm } from '@node-rs/argon2';
import { createPasswordPool, type PasswordPool } from './password-pool.js';

/** argon2 cost parameters: memory in KiB, passes, lanes. */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Current parameters (OWASP Password Storage Cheat Sheet, argon2id minimum configuration). */
export const ARGON2_PARAMS: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// `Algorithm` is a const enum that isolatedModules cannot inline: its Argon2id member is 2.
const ARGON2ID = 2 as Algorithm;
// Version 0x13 (the current one) is member 1 of the const enum `Version`.
const VERSION_0X13 = 1;

/** Hashes and checks passwords with one set of parameters. */
export interface PasswordHasher {
  /** PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash` of `password` (16-byte random salt). */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`; false (never a throw) for a malformed `stored`. */
  verify(stored: string, password: string): Promise<boolean>;
  /** True when `stored` is not argon2id v0x13 or any of its costs is below the current parameters. */
  needsRehash(stored: string): boolean;
  /**
   * Verify `password` against a hash of a random secret: the same work as a real check, for
   * unknown accounts (always false).
   */
  verifyDummy(password: string): Promise<boolean>;
  /** Stop the hashing workers. */
  close(): Promise<void>;
}

/** Builds a hasher; tests pass weaker parameters to make old-style hashes. */
export function createPasswordHasher(params: Argon2Params = ARGON2_PARAMS, pool: PasswordPool = createPasswordPool()): PasswordHasher {
  const options = { ...params, algorithm: ARGON2ID as number };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => pool.hash(password, options),
    async verify(stored, password) {
      try {
        return await pool.verify(stored, password);
      } catch {
        return false;
      }
    },
    needsRehash(stored) {
      try {
        const used = parseOptions(stored);
        return (
          (used.algorithm as number) !== (ARGON2ID as number) ||
          (used.version as number) !== VERSION_0X13 ||
          used.memoryCost < params.memoryCost ||
          used.timeCost < params.timeCost ||
          used.parallelism < params.parallelism
        );
      } catch {
        return true;
      }
    },
    async verifyDummy(password) {
      dummy ??= pool.hash(randomBytes(16).toString('base64url'), options);
      await hasher.verify(await dummy, password);
      return false;
    },
    close: () => pool.close(),
  };
  return hasher;
}

const COMMON_PASSWORDS_FILE = new URL('./common-passwords.txt', import.meta.url);
let commonPasswords: Set<string> | undefined;

/**
 * True when `password`, lower-cased, is one of the 1,000 most common passwords
 * (common-passwords.txt; see docs/decisions/0008-accounts-and-sessions.md for its source).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}
