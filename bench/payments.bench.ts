/**
 * `npm run bench:payments`: the cost of creating payment orders and the correctness and speed of
 * payment notifications under a burst.
 *
 * Starts the real server (apps/server/src/server.ts, production mode, fresh SQLite file, its own
 * port) with the embedded test checkout enabled (PAYMENTS_SANDBOX=true: it takes PayPal, so order
 * creation involves no provider latency) and WeChat Pay pointed at the local fake WeChat Pay
 * (apps/server/src/test/fake-wechatpay-server.ts, public-key mode, real RSA keys and AES-GCM),
 * reconciliation off so that only notifications complete orders. BENCH_PAYMENT_USERS accounts
 * (default 50) are registered and logged in through the real routes (codes read from the outbox),
 * and every request carries a real bearer token. Order creation is limited per client address
 * (20 a minute); here each request comes from its own address (TRUST_PROXY=true and a distinct
 * X-Forwarded-For), as many shoppers would.
 *
 * 1. Order creation: `POST /api/v1/api/orders/create` {packageId 'one-day', method 'paypal',
 *    agreedToTerms, confirmExtend} — BENCH_CREATE_RUNS (default 500) sequential requests after 30
 *    warm-up ones (p50 / p95 / p99), then the same number with 10 in flight.
 * 2. Webhook burst: BENCH_WEBHOOK_ORDERS WeChat Pay orders (default 200, `POST
 *    /api/v1/wechat/pay/native/simple`) spread over the users, paid at the fake, then 5 deliveries of
 *    each order's TRANSACTION.SUCCESS callback (3 copies of one signed event — the retries WeChat
 *    makes — and 2 further events with ids of their own), 1,000 in all, shuffled and sent 64 in
 *    flight (node:http, keep-alive, fresh sockets) to `POST /api/v1/wechat/pay/notify` with the raw
 *    body exactly as signed; latency is as the sender sees it, queueing included. Afterwards the
 *    database is read: every order COMPLETED, exactly one membership_grants row per order, each
 *    member's expiry exactly the sum of their grants, no review rows.
 *
 * Goals: order creation p95 ≤ 50 ms (sequential, no provider latency) with no failed request; the
 * burst of 1,000 webhooks handled with 0 non-2xx answers and 0 double grants (and every order
 * completed). Throughput and p95 of the webhooks are reported, without a goal.
 * Writes bench/results/payments.json; exits 1 when a goal is missed.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startFakeWeChatPayServer } from '../apps/server/src/test/fake-wechatpay-server.js';
import { postJson, registerAccounts, spawnAppServer, waitUntilUp } from './bench-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3907;
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = Number(process.env.BENCH_PAYMENT_USERS ?? 50);
const CREATE_RUNS = Number(process.env.BENCH_CREATE_RUNS ?? 500);
const CREATE_WARMUP = 30;
const CREATE_CONCURRENCY = 10;
const WEBHOOK_ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 200);
const DELIVERIES_PER_ORDER = 5;
/** Of the 5 deliveries, this many are copies of the same signed event (same id, same bytes). */
const REPEATS_OF_FIRST_EVENT = 3;
const WEBHOOK_CONCURRENCY = 64;
const PASSWORD = 'Cangshan-Erhai-19';
const GOAL_CREATE_P95_MS = 50;

const API_V3_KEY = 'benchAPIv3key0123456789abcdefghi';
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summary(latenciesMs: number[]) {
  return {
    count: latenciesMs.length,
    p50: round(percentile(latenciesMs, 50)),
    p95: round(percentile(latenciesMs, 95)),
    p99: round(percentile(latenciesMs, 99)),
    max: round(Math.max(...latenciesMs)),
  };
}


/** A distinct client address per call (10.x.y.z), for the per-address limit on order creation. */
let clientCounter = 0;
function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 0xff}.${(clientCounter >> 8) & 0xff}.${clientCounter & 0xff}`;
}


/** Register `count` accounts through the routes (codes from the outbox) and log each in; returns bearer tokens. */
async function registerAndLogIn(dbFile: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of await registerAccounts({ base: BASE, dbFile, count, prefix: 'payer', password: PASSWORD })) {
    const loggedIn = await postJson(`${BASE}/api/v1/auth/login`, { authType: 'EMAIL', email, password: PASSWORD, deviceId: 'bench', deviceType: 'web' });
    const token = (loggedIn.json as { data?: { accessToken?: string } }).data?.accessToken;
    if (loggedIn.status !== 200 || !token) throw new Error(`login: ${loggedIn.status} ${JSON.stringify(loggedIn.json)}`);
    tokens.push(token);
  }
  return tokens;
}

interface Timed {
  ms: number;
  status: number;
  orderId: string | null;
}

/** One order creation as user `token`, timed from sending to the whole answer read. */
async function createOrder(pathname: string, body: unknown, token: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { orderId?: string; id?: string } };
  return { ms: performance.now() - started, status: response.status, orderId: json.data?.orderId ?? json.data?.id ?? null };
}

/** Keep-alive sockets for the webhook burst, one per request in flight. */
const burstAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POST `body` as is with `headers` over {@link burstAgent}; resolves with the status once the answer is read. */
function postRaw(pathname: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', agent: burstAgent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Run `task(i)` for i in [0, count) with at most `inFlight` at once. */
async function pool<T>(count: number, inFlight: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const workers = Array.from({ length: Math.min(inFlight, count) }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Deterministic shuffle (mulberry32), so runs deliver in the same order. */
function shuffle<T>(items: T[], seed = 20_260_101): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-payments-bench-'));
  const dbFile = path.join(dir, 'app.db');
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKeyFile = path.join(dir, 'merchant-key.pem');
  fs.writeFileSync(merchantKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600 });
  const fake = await startFakeWeChatPayServer({ mode: 'public-key', merchantPublicKey: merchant.publicKey, merchantSerialNo: MERCHANT_SERIAL, mchId: MCH_ID, appId: APP_ID, apiV3Key: API_V3_KEY });
  const platformKeyFile = path.join(dir, 'wechatpay-public-key.pem');
  fs.writeFileSync(platformKeyFile, fake.platformPublicKey.pem);

  const server = spawnAppServer({
    PORT: String(PORT),
    DATABASE_URL: dbFile,
    DATA_DIR: dir,
    AUTO_IMPORT_CATALOG: 'false',
    TRUST_PROXY: 'true',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_CODES_PER_HOUR: '100000',
    PAYMENTS_SANDBOX: 'true',
    PAYMENTS_RECONCILE_INTERVAL_MS: '0',
    PAYPAL_CLIENT_ID: '',
    PAYPAL_CLIENT_SECRET: '',
    WISE_ACCOUNT_DETAILS: '',
    WISE_PAY_LINK: '',
    WECHATPAY_APP_ID: APP_ID,
    WECHATPAY_MCH_ID: MCH_ID,
    WECHATPAY_MERCHANT_SERIAL_NO: MERCHANT_SERIAL,
    WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: merchantKeyFile,
      WECHATPAY_API_V3_KEY: API_V3_KEY,
    WECHATPAY_PUBLIC_KEY_ID: fake.platformPublicKey.id,
    WECHATPAY_PUBLIC_KEY_FILE: platformKeyFile,
    WECHATPAY_BASE_URL: fake.baseUrl,
  });
  try {
    await waitUntilUp(`${BASE}/api/v1/health`);
    const registerStarted = performance.now();
    const tokens = await registerAndLogIn(dbFile, USERS);
    console.log(`${USERS} accounts registered and logged in (${Math.round(performance.now() - registerStarted)} ms)`);
    const tokenOf = (i: number) => tokens[i % tokens.length] as string;

    // --- 1. order creation (test checkout: no provider latency) ---------------------------------
    const paypalBody = { packageId: 'one-day', method: 'paypal', agreedToTerms: true, confirmExtend: true };
    for (let i = 0; i < CREATE_WARMUP; i += 1) await createOrder('/api/v1/api/orders/create', paypalBody, tokenOf(i));
    const sequential: Timed[] = [];
    for (let i = 0; i < CREATE_RUNS; i += 1) sequential.push(await createOrder('/api/v1/api/orders/create', paypalBody, tokenOf(i)));
    const concurrentStarted = performance.now();
    const concurrent = await pool(CREATE_RUNS, CREATE_CONCURRENCY, (i) => createOrder('/api/v1/api/orders/create', paypalBody, tokenOf(i)));
    const concurrentWallMs = performance.now() - concurrentStarted;
    const createFailures = (runs: Timed[]) => runs.filter((run) => run.status !== 200 || !run.orderId).length;
    const createStatuses = [...new Set([...sequential, ...concurrent].map((run) => run.status))].sort();
    const creation = {
      endpoint: 'POST /api/v1/api/orders/create (method paypal → embedded test checkout)',
      sequential: { ...summary(sequential.map((run) => run.ms)), failures: createFailures(sequential) },
      concurrent: {
        inFlight: CREATE_CONCURRENCY,
        ...summary(concurrent.map((run) => run.ms)),
        failures: createFailures(concurrent),
        ordersPerSecond: round((CREATE_RUNS / concurrentWallMs) * 1000),
      },
      statuses: createStatuses,
    };
    console.log(
      `order creation, sequential: p50 ${creation.sequential.p50} / p95 ${creation.sequential.p95} / p99 ${creation.sequential.p99} ms; ` +
        `${CREATE_CONCURRENCY} in flight: p50 ${creation.concurrent.p50} / p95 ${creation.concurrent.p95} / p99 ${creation.concurrent.p99} ms, ${creation.concurrent.ordersPerSecond}/s; statuses ${createStatuses.join(', ')}`,
    );

    // --- 2. webhook burst ----------------------------------------------------------------------
    const wechatCreates = await pool(WEBHOOK_ORDERS, 4, (i) =>
      createOrder('/api/v1/wechat/pay/native/simple', { packageId: 'one-day', agreedToTerms: true, confirmExtend: true }, tokenOf(i)),
    );
    const wechatOrderIds = wechatCreates.map((run) => {
      if (run.status !== 200 || !run.orderId) throw new Error(`WeChat order creation answered ${run.status}`);
      return run.orderId;
    });
    for (const orderId of wechatOrderIds) fake.pay(orderId);
    // The fake's headers as sent (it already says Content-Type: application/json), one spelling per name.
    const signed = (orderId: string, eventId: string) => {
      const { headers, rawBody } = fake.notification(orderId, { eventId });
      return { headers: { ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])), 'content-type': 'application/json' }, rawBody };
    };
    const deliveries: { headers: Record<string, string>; rawBody: string }[] = [];
    for (const [index, orderId] of wechatOrderIds.entries()) {
      const first = signed(orderId, `EV-BENCH-${index}-0`);
      for (let copy = 0; copy < REPEATS_OF_FIRST_EVENT; copy += 1) deliveries.push(first);
      for (let other = 1; other <= DELIVERIES_PER_ORDER - REPEATS_OF_FIRST_EVENT; other += 1) deliveries.push(signed(orderId, `EV-BENCH-${index}-${other}`));
    }
    const burst = shuffle(deliveries);
    const burstStarted = performance.now();
    const answers = await pool(burst.length, WEBHOOK_CONCURRENCY, async (i) => {
      const delivery = burst[i] as { headers: Record<string, string>; rawBody: string };
      const started = performance.now();
      try {
        const status = await postRaw('/api/v1/wechat/pay/notify', delivery.headers, delivery.rawBody);
        return { ms: performance.now() - started, status };
      } catch {
        return { ms: performance.now() - started, status: 0 };
      }
    });
    const burstWallMs = performance.now() - burstStarted;
    const non2xx = answers.filter((answer) => answer.status < 200 || answer.status > 299).length;
    const statusCounts: Record<string, number> = {};
    for (const answer of answers) statusCounts[String(answer.status)] = (statusCounts[String(answer.status)] ?? 0) + 1;

    // --- what the database says -----------------------------------------------------------------
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    let check;
    try {
      const placeholders = wechatOrderIds.map(() => '?').join(',');
      const statusRows = db.prepare<string[], { status: string; n: number }>(`select status, count(*) as n from orders where id in (${placeholders}) group by status`).all(...wechatOrderIds);
      const grantRows = db.prepare<string[], { order_id: string; n: number }>(`select order_id, count(*) as n from membership_grants where order_id in (${placeholders}) group by order_id`).all(...wechatOrderIds);
      const grantsPerOrder = new Map(grantRows.map((row) => [row.order_id, row.n]));
      const ordersWithoutGrant = wechatOrderIds.filter((id) => !grantsPerOrder.has(id)).length;
      const ordersWithSeveralGrants = grantRows.filter((row) => row.n > 1).length;
      const grantsTotal = grantRows.reduce((sum, row) => sum + row.n, 0);
      // Each member's time must be exactly the sum of their grants (back-to-back extensions), so
      // nothing was applied twice outside the grants table either.
      const members = db
        .prepare<[], { user_id: string; expire_at: number; first_start: number; granted_ms: number }>(
          `select m.user_id, m.expire_at, min(g.start_at) as first_start, sum(g.duration_hours) * 3600000 as granted_ms
             from memberships m join membership_grants g on g.user_id = m.user_id and g.revoked_at is null group by m.user_id, m.expire_at`,
        )
        .all();
      const membersWithWrongExpiry = members.filter((member) => member.expire_at - member.first_start !== member.granted_ms).length;
      const reviews = db.prepare<[], { n: number }>(`select count(*) as n from payment_reviews`).get()?.n ?? 0;
      const events = db.prepare<[], { n: number }>(`select count(*) as n from payment_events where provider = 'wechat' and event_id like 'EV-BENCH-%'`).get()?.n ?? 0;
      const completed = statusRows.find((row) => row.status === 'COMPLETED')?.n ?? 0;
      check = {
        orders: wechatOrderIds.length,
        orderStatuses: Object.fromEntries(statusRows.map((row) => [row.status, row.n])),
        completed,
        grantsTotal,
        ordersWithoutGrant,
        ordersWithSeveralGrants,
        doubleGrants: grantsTotal - (wechatOrderIds.length - ordersWithoutGrant),
        members: members.length,
        membersWithWrongExpiry,
        paymentReviews: reviews,
        distinctEventsStored: events,
        distinctEventsSent: wechatOrderIds.length * (DELIVERIES_PER_ORDER - REPEATS_OF_FIRST_EVENT + 1),
      };
    } finally {
      db.close();
    }
    const webhookMs = answers.map((answer) => answer.ms);
    const webhooks = {
      endpoint: 'POST /api/v1/wechat/pay/notify (fake WeChat Pay, public-key mode)',
      deliveries: burst.length,
      inFlight: WEBHOOK_CONCURRENCY,
      perOrder: `${DELIVERIES_PER_ORDER} (${REPEATS_OF_FIRST_EVENT} copies of one event, ${DELIVERIES_PER_ORDER - REPEATS_OF_FIRST_EVENT} events of their own)`,
      wallMs: Math.round(burstWallMs),
      webhooksPerSecond: round((burst.length / burstWallMs) * 1000),
      latencyMs: summary(webhookMs),
      non2xx,
      statusCounts,
      database: check,
    };
    console.log(
      `webhook burst: ${burst.length} in ${webhooks.wallMs} ms (${webhooks.webhooksPerSecond}/s, ${WEBHOOK_CONCURRENCY} in flight), p50 ${webhooks.latencyMs.p50} / p95 ${webhooks.latencyMs.p95} / p99 ${webhooks.latencyMs.p99} ms; ` +
        `statuses ${JSON.stringify(statusCounts)}; ${check.completed}/${check.orders} COMPLETED, ${check.grantsTotal} grants, ${check.doubleGrants} double, ${check.ordersWithoutGrant} missing, ${check.membersWithWrongExpiry} members with wrong expiry`,
    );

    const createMet = creation.sequential.p95 <= GOAL_CREATE_P95_MS && creation.sequential.failures === 0 && creation.concurrent.failures === 0;
    const webhooksMet =
      non2xx === 0 &&
      check.doubleGrants === 0 &&
      check.ordersWithSeveralGrants === 0 &&
      check.ordersWithoutGrant === 0 &&
      check.completed === check.orders &&
      check.membersWithWrongExpiry === 0 &&
      check.paymentReviews === 0;
    const report = {
      name: 'payments',
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', loadAverage: os.loadavg().map(round) },
      setup:
        'real server in production mode on a fresh SQLite file, over loopback HTTP; PayPal served by the embedded test checkout (no provider latency); ' +
        `WeChat Pay by the local fake (public-key mode); reconciliation off; ${USERS} accounts registered and logged in through the routes; one client address per create request`,
      statistic: `order creation: ${CREATE_RUNS} sequential requests after ${CREATE_WARMUP} warm-up ones, then ${CREATE_RUNS} with ${CREATE_CONCURRENCY} in flight; webhooks: one shuffled burst, ${WEBHOOK_CONCURRENCY} in flight`,
      goals: [
        { target: 'order creation p95 without provider latency (sequential), no failed request', maxP95Ms: GOAL_CREATE_P95_MS, met: createMet },
        { target: '1,000 webhooks: 0 non-2xx answers, 0 double grants, every order completed once', maxNon2xx: 0, maxDoubleGrants: 0, met: webhooksMet },
      ],
      creation,
      webhooks,
    };
    const out = path.join(ROOT, 'bench/results/payments.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`order creation p95 ≤ ${GOAL_CREATE_P95_MS} ms: ${createMet ? 'met' : 'NOT met'}; webhook burst correct: ${webhooksMet ? 'met' : 'NOT met'}; wrote ${path.relative(ROOT, out)}`);
    if (!createMet || !webhooksMet) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    burstAgent.destroy();
    await fake.close();
  }
}

await main();
