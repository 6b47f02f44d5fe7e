/**
 * Baseline for `npm run bench`: a bare Fastify hello-world route with no plugins and no logger.
 * Listens on BENCH_PORT (127.0.0.1).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 3901) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
