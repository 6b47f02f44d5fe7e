import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { createTestDatabase, type TestDatabase } from './test/test-databases.js';

describe('graceful close', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it('lets an in-flight streamed response finish, then refuses new connections', async () => {
    database = await createTestDatabase('sqlite');
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), { database, logger: false });
    let releaseStream: () => void = () => undefined;
    const streamStarted = new Promise<void>((started) => {
      app.get('/api/v1/slow-stream', async (_request, reply) => {
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.write('data: first\n\n');
        started();
        await new Promise<void>((release) => {
          releaseStream = release;
        });
        reply.raw.end('data: last\n\n');
        return reply;
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const response = await fetch(`${base}/api/v1/slow-stream`);
    await streamStarted;
    const closing = app.close();
    // Give close() a moment to stop the listener while the stream is still open.
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseStream();
    const text = await response.text();
    await closing;

    expect(text).toBe('data: first\n\ndata: last\n\n');
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});
