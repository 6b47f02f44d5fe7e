/**
 * `kill -9` of a server on SQLite while it writes: afterwards the file passes `PRAGMA
 * integrity_check` and holds every write the server acknowledged (WAL with `synchronous=NORMAL`
 * keeps committed transactions across a process crash; only an OS crash may lose the last ones).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sleep, startServer, type ServerProcess } from './harness.js';

describe('SQLite server killed with SIGKILL during writes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-faults-sqlite-'));
  const file = path.join(dir, 'app.db');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the file intact and every acknowledged feedback and registration code', async () => {
    server = await startServer({ DATABASE_URL: file, RATE_LIMIT_FORMS_PER_MINUTE: '10000', RATE_LIMIT_CODES_PER_HOUR: '10000', RATE_LIMIT_AUTH_PER_MINUTE: '10000' });
    const acknowledged: string[] = [];
    const codesSent: string[] = [];
    let stop = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i += 1) {
        sent += 1;
        try {
          if (i % 4 === 3) {
            const account = `killed-${w}-${i}@example.com`;
            const response = await fetch(`${server?.url}/api/v1/auth/send-register-code?account=${encodeURIComponent(account)}`, { method: 'POST' });
            if (response.status === 200) codesSent.push(account);
          } else {
            const response = await fetch(`${server?.url}/api/v1/feedback/submit`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ content: `kill -9 test ${w}-${i}`, languageCode: 'en-US' }),
            });
            if (response.status === 200) acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
          }
        } catch {
          // The connection died with the process: not acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await sleep(1500);
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(workers);

    const db = new BetterSqlite3(file);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set((db.prepare('select id from feedback').all() as { id: string }[]).map((row) => row.id));
      const missing = acknowledged.filter((id) => !stored.has(id));
      const outbox = new Set((db.prepare('select destination from outbox').all() as { destination: string }[]).map((row) => row.destination));
      const codes = new Set((db.prepare('select destination from verification_codes').all() as { destination: string }[]).map((row) => row.destination));
      console.info(`sqlite kill -9: ${sent} writes sent, ${acknowledged.length} feedback and ${codesSent.length} codes acknowledged, ${stored.size} feedback rows after the kill, ${missing.length} missing`);
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(missing).toEqual([]);
      for (const account of codesSent) {
        expect(codes.has(account), account).toBe(true);
        expect(outbox.has(account), account).toBe(true);
      }
    } finally {
      db.close();
    }
  });
});
