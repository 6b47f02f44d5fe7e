/**
 * `buildApp(config)`: the Fastify application with every plugin and feature registered
 * (architecture.md §2). `server.ts` listens with it; tests drive it through `app.inject()`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_REPORTS_TO_HIDE } from '@dali/shared/contracts/photos';
import { VOICE_MAX_FRAME_BYTES } from '@dali/shared/contracts/voice';
import { ERRORS } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { formatMessage } from '@dali/shared/messages';
import { REPO_ROOT, type AppConfig } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { setUpAccounts, type AccountsOverrides } from './features/accounts/accounts.setup.js';
import { createAttractionsRepository } from './features/attractions/attractions.repository.js';
import { attractionsRoutes } from './features/attractions/attractions.routes.js';
import { createAttractionsService } from './features/attractions/attractions.service.js';
import { createFeedbackRepository } from './features/feedback/feedback.repository.js';
import { createFoodRepository } from './features/food/food.repository.js';
import { foodRoutes } from './features/food/food.routes.js';
import { createFoodService } from './features/food/food.service.js';
import { createGuidesRepository } from './features/guides/guides.repository.js';
import { guidesRoutes } from './features/guides/guides.routes.js';
import { createGuidesService } from './features/guides/guides.service.js';
import { membershipRoutes, visitorQuotaRoutes } from './features/membership/membership.routes.js';
import { packagePriceIn } from './features/membership/membership-config.js';
import { setUpMembership, type MembershipOverrides } from './features/membership/membership.setup.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { setUpChat, type ChatOverrides } from './features/chat/chat.setup.js';
import { createChatEngine } from './features/chat/select-chat-engine.js';
import { translationRoutes } from './features/translation/translation.routes.js';
import { setUpTranslation } from './features/translation/translation.setup.js';
import type { TextTranslator } from './providers/translation/text-translator.js';
import { createRecognizer, createSynthesizer } from './features/voice/select-speech-providers.js';
import type { VoiceClock, VoiceLimits } from './features/voice/voice-session.js';
import { voiceRoutes } from './features/voice/voice.routes.js';
import type { SpeechRecognizer, SpeechSynthesizer } from './providers/speech/speech-provider.js';
import { paymentNotificationRoutes, paymentsRoutes, sandboxCheckoutPage } from './features/payments/payments.routes.js';
import { setUpPayments, type PaymentsOverrides } from './features/payments/payments.setup.js';
import type { MembershipPort, PaymentsService } from './features/payments/payments.service.js';
import { createPlannerAi } from './features/planner/ai/select-planner-ai.js';
import type { PlannerAi } from './features/planner/planner-ai.js';
import { plannerRoutes } from './features/planner/planner.routes.js';
import { setUpPlanner, type PlannerOverrides } from './features/planner/planner.setup.js';
import { travelPlansRoutes } from './features/planner/travel-plans.routes.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { createFeedbackService } from './features/feedback/feedback.service.js';
import { createSearchRepository } from './features/search/search.repository.js';
import { searchRoutes } from './features/search/search.routes.js';
import { createSearchService } from './features/search/search.service.js';
import { createReviewsRepository } from './features/reviews/reviews.repository.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { createPhotosRepository } from './features/photos/photos.repository.js';
import { photosRoutes } from './features/photos/photos.routes.js';
import { createPhotosService } from './features/photos/photos.service.js';
import { createReviewsService } from './features/reviews/reviews.service.js';
import { uploadsRoutes } from './features/reviews/uploads.routes.js';
import { createStaysRepository } from './features/stays/stays.repository.js';
import { staysRoutes } from './features/stays/stays.routes.js';
import { createStaysService } from './features/stays/stays.service.js';
import { systemRoutes } from './features/system/system.routes.js';
import { createSystemService } from './features/system/system.service.js';
import { createTownsRepository } from './features/towns/towns.repository.js';
import { townsRoutes } from './features/towns/towns.routes.js';
import { closeRedisClient, createRedisClient } from './lib/redis.js';
import { localeFromAcceptLanguage } from './lib/request-locale.js';
import { auth, type Authenticate } from './plugins/auth.js';
import { errorHandler, sendError } from './plugins/error-handler.js';
import { rateLimiting } from './plugins/rate-limit.js';
import { security } from './plugins/security.js';
import { shutdown, streamDrainMs } from './plugins/shutdown.js';
import { staticWeb } from './plugins/static-web.js';
import { sitemapRoutes } from './features/seo/sitemap.js';
import { createSerializerCompiler, serializationModeFor } from './plugins/serialization.js';
import { openApi } from './plugins/swagger.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { createImageStorage, type ConfiguredImageStorage } from './providers/storage/select-image-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service (operator tools and tests reach reconciliation, refunds and settlement here). */
    payments: PaymentsService;
  }
  interface FastifyRequest {
    /** Interface locale of this request, from `Accept-Language` (spec §7); computed on first use. */
    readonly locale: Locale;
  }
}

/** What {@link buildApp} can be given instead of building it from `config`. */
export interface BuildAppOverrides {
  /** An open database; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Pino options or `false`; default: JSON logs at `config.LOG_LEVEL`. */
  logger?: FastifyServerOptions['logger'];
  /** Redis key prefix of rate limits and account limits, over REDIS_KEY_PREFIX (tests isolate themselves with it). */
  redisNamespace?: string;
  /** Who the caller of a request is (plugins/auth.ts); default: the accounts feature's bearer-token sessions. */
  authenticate?: Authenticate;
  /** Clock, login-delay wait and password hasher of the accounts feature (tests). */
  accounts?: AccountsOverrides;
  /** Where review images go; default: from `config` (S3_* variables, else DATA_DIR/uploads). */
  imageStorage?: ConfiguredImageStorage;
  /** Clock and configuration of memberships and quotas (tests). */
  membership?: MembershipOverrides;
  /** The planner's language model (request extraction, narrative); default: chosen from `config`. */
  plannerAi?: PlannerAi;
  /** Heartbeat interval, clock and catalog re-check interval of the planner (tests). */
  planner?: PlannerOverrides;
  /** Clock, provider adapters and reconciliation interval of payments (tests). */
  payments?: PaymentsOverrides;
  /** Engine, grounding check, heartbeat and clock of the chat assistant (tests). */
  chat?: ChatOverrides;
  /** The text translator; default: chosen from `config` (IFLYTEK_*, else AI_*, else the embedded default). */
  translator?: TextTranslator;
  /** The speech recogniser of the voice socket; default: chosen from `config` (IFLYTEK_*, else AI_* with AI_TRANSCRIPTION_MODEL, else the embedded one, which recognises no language). */
  recognizer?: SpeechRecognizer;
  /** The speech synthesiser of the voice socket; default: chosen from `config` (IFLYTEK_*, else AI_* with AI_SPEECH_MODEL, else eSpeak NG). */
  synthesizer?: SpeechSynthesizer;
  /** Timers and limits of the voice sockets (tests). */
  voice?: { clock?: VoiceClock; limits?: Partial<VoiceLimits> };
}

/** Spec §7 path aliases: `/api_test/v1/*` → `/api/v1/*`, `/ai_api_test/v1/*` → `/ai_api/v1/*`. */
export function rewriteAliasedUrl(url: string): string {
  return url.replace(/^\/(ai_api|api)_test\/v1(?=[/?#]|$)/, '/$1/v1');
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,64}$/;

function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Build the application. Opens the database from `config.DATABASE_URL` unless one is given (and
 * closes it on `app.close()` in that case). Does not migrate or import: `server.ts` does that first.
 */
export async function buildApp(config: AppConfig, overrides: BuildAppOverrides = {}) {
  const app = Fastify({
    // Asynchronous stdout: under load, log lines written while a write is in flight are coalesced
    // into one syscall instead of one blocking write each. close-with-grace flushes on exit.
    logger: overrides.logger ?? { level: config.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false }) },
    trustProxy: config.TRUST_PROXY,
    rewriteUrl: (req) => rewriteAliasedUrl(req.url ?? '/'),
    // Honour a sane caller-supplied X-Request-Id (nginx, tests) so logs line up across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    // One access-log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Close idle keep-alive sockets at shutdown; in-flight requests and streams still finish.
    forceCloseConnections: 'idle',
    // Errors Fastify meets before routing (a path that does not decode, e.g. an encoded lone
    // surrogate `%ED%A0%80`, or a malformed Content-Type) answer our 400 envelope, localised, not
    // Fastify's own shape.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'request refused before routing');
      // The request is not decorated yet: its locale is read here.
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      void sendError(reply, request, 'BAD_REQUEST', { message: formatMessage(ERRORS.BAD_REQUEST.messageKey, locale) });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(serializationModeFor(config.NODE_ENV)));
  app.decorateRequest('locale', {
    getter() {
      return localeFromAcceptLanguage(this.headers['accept-language']);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });
  // Graceful close: `forceCloseConnections: 'idle'` only drops sockets idle at the moment close()
  // starts; keep-alive sockets whose last response (e.g. a long stream) ends later would hold the
  // server open until the keep-alive timeout. Drop them as soon as they turn idle.
  app.addHook('preClose', (done) => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
    done();
  });

  const version = readVersion();
  const database =
    overrides.database ?? openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT, poolMax: config.DATABASE_POOL_MAX });
  if (!overrides.database) app.addHook('onClose', () => database.destroy());

  await app.register(errorHandler);
  await app.register(shutdown, { drainMs: streamDrainMs(config.SHUTDOWN_GRACE_MS) });
  await app.register(security, { corsOrigins: config.CORS_ORIGINS });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'], 
    // Quality 5 keeps dynamic brotli cheap; hashed assets are compressed once per response anyway.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const redisNamespace = overrides.redisNamespace ?? config.REDIS_KEY_PREFIX;
  // One connection for the whole app (rate limits, account limits); keys are kept apart by prefix.
  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, app.log, 'limits') : undefined;
  if (redis) app.addHook('onClose', () => closeRedisClient(redis));
  await app.register(rateLimiting, { redis, redisNamespace });
  await app.register(openApi, { version });
  // Reads config/membership.json: a bad file stops start-up here with the list of its problems,
  // before the accounts feature starts its workers and connections.
  const membership = setUpMembership({ config, db: database.db, logger: app.log, overrides: overrides.membership });
  app.addHook('onClose', () => membership.close());
  // Metered features (chat, planner, translation, voice) take the quota helper from here.
  app.decorate('quotaMeter', membership.quotaMeter);
  const accounts = setUpAccounts({ config, db: database.db, logger: app.log, redis, redisNamespace, overrides: overrides.accounts });
  app.addHook('onClose', () => accounts.close());
  const authenticate = overrides.authenticate ?? accounts.authenticate;
  await app.register(auth, { authenticate });
  // Voice sockets (features/voice): frames over VOICE_MAX_FRAME_BYTES are refused by ws itself
  // (close 1009). At shutdown open sockets are not cut at once: each session ends itself through
  // app.shutdownSignal, so a recording in progress still gets its result or a "restarting" reply.
  await app.register(websocket, {
    options: { maxPayload: VOICE_MAX_FRAME_BYTES },
    preClose(done) {
      done();
    },
  });

  const systemService = createSystemService({
    version,
    engine: database.engine,
    pingDatabase: () => database.ping(),
  });
  const feedbackService = createFeedbackService({ repository: createFeedbackRepository(database.db) });
  const attractionsRepository = createAttractionsRepository(database.db);
  const photosService = createPhotosService({
    repository: createPhotosRepository(database.db, { reportsToHide: PHOTO_REPORTS_TO_HIDE }),
    attractionExists: async (id) => (await attractionsRepository.findActive(id)) !== undefined,
  });
  const attractionsService = createAttractionsService({
    repository: attractionsRepository,
    defaultOriginTownId: config.DISTANCE_ORIGIN_TOWN_ID,
    listCacheMs: config.LIST_CACHE_MS,
    travellerPhotoUrls: photosService.coverUrls,
  });
  const staysService = createStaysService({ repository: createStaysRepository(database.db) });
  const townsRepository = createTownsRepository(database.db);
  const foodService = createFoodService({ repository: createFoodRepository(database.db) });
  const imageStorage = overrides.imageStorage ?? createImageStorage(config);
  const reviewsService = createReviewsService({
    repository: createReviewsRepository(database.db),
    storage: imageStorage,
    onCleanupFailure: (err, key) => app.log.warn({ err, key }, 'review image left behind after a failed write'),
  });
  const searchService = createSearchService({ repository: createSearchRepository(database.db) });
  const guidesService = createGuidesService({ repository: createGuidesRepository(database.db) });
  // Payments reach memberships only through this port: grants, refunds, the packages for sale.
  const { membershipService, config: membershipConfig } = membership;
  const packageOf = (id: string) => membershipConfig.packages.find((p) => p.id === id);
  const membershipPort: MembershipPort = {
    findPackage: (id) => {
      const pkg = packageOf(id);
      return pkg && { id: pkg.id, name: pkg.name, currency: pkg.currency, priceIn: (currency: string) => packagePriceIn(pkg, currency) };
    },
    grantMembership: (grant) => membershipService.grantMembership(grant),
    revokeGrant: (orderId) => membershipService.revokeGrant(orderId),
    activeMembership: async (userId, locale) => {
      const current = await membershipService.currentMembership(userId);
      if (!current) return null;
      const plan = (current.packageId === null ? undefined : packageOf(current.packageId)) ?? membershipConfig.levels[current.level];
      return { planName: plan.name[locale], userLevel: current.level, expireAt: current.expireAt };
    },
  };
  const payments = setUpPayments({
    config,
    db: database.db,
    memberships: membershipPort,
    packageName: (id, locale) => packageOf(id)?.name[locale] ?? id,
    logger: app.log,
    overrides: overrides.payments,
  });
  app.addHook('onClose', () => payments.close());
  app.decorate('payments', payments.paymentsService);
  const planner = setUpPlanner({ db: database.db, ai: overrides.plannerAi ?? createPlannerAi(config), overrides: overrides.planner });
  // The chat reaches the planner only through its itinerary preview ("plan me 3 days").
  const chatEngine = createChatEngine(config, { db: database.db, planPreview: planner.itineraryPreview });
  const translation = setUpTranslation({ config, db: database.db, meter: membership.quotaMeter, translator: overrides.translator });
  const chat = setUpChat({
    db: database.db,
    engine: overrides.chat?.engine ?? chatEngine.engine,
    ground: overrides.chat?.ground ?? chatEngine.ground,
    heartbeatMs: overrides.chat?.heartbeatMs,
    now: overrides.chat?.now,
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        systemService,
        clientConfig: {
          icpFilingText: config.ICP_FILING_TEXT ?? null,
          icpFilingUrl: config.ICP_FILING_URL,
          contactEmail: config.CONTACT_EMAIL ?? null,
          mapTiles: { url: config.MAP_TILE_URL, crs: config.MAP_TILE_CRS, subdomains: config.MAP_TILE_SUBDOMAINS, attribution: config.MAP_TILE_ATTRIBUTION },
        },
      });
      await api.register(feedbackRoutes, { feedbackService, formsPerMinute: config.RATE_LIMIT_FORMS_PER_MINUTE });
      await api.register(attractionsRoutes, { attractionsService, countersPerMinute: config.RATE_LIMIT_COUNTERS_PER_MINUTE });
      await api.register(staysRoutes, { staysService, countersPerMinute: config.RATE_LIMIT_COUNTERS_PER_MINUTE });
      await api.register(townsRoutes, { townsRepository });
      await api.register(foodRoutes, { foodService });
      await api.register(reviewsRoutes, { reviewsService, writesPerMinute: config.RATE_LIMIT_REVIEW_WRITES_PER_MINUTE });
      await api.register(photosRoutes, { photosService, writesPerMinute: config.RATE_LIMIT_REVIEW_WRITES_PER_MINUTE });
      await api.register(searchRoutes, { searchService });
      await api.register(guidesRoutes, { guidesService });
      await api.register(accountsRoutes, accounts.routes);
      await api.register(membershipRoutes, membership.routes);
      await api.register(paymentsRoutes, payments.routes);
      await api.register(paymentNotificationRoutes, payments.routes);
      await api.register(translationRoutes, translation.routes);
      await api.register(voiceRoutes, {
        recognizer: overrides.recognizer ?? createRecognizer(config),
        synthesizer: overrides.synthesizer ?? createSynthesizer(config, (message) => app.log.warn(message)),
        authenticate,
        meter: membership.quotaMeter,
        synthesesPerMinute: 60,
        ...overrides.voice,
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (aiApi) => {
      await aiApi.register(visitorQuotaRoutes, membership.routes);
      await aiApi.register(plannerRoutes, planner.streamRoutes);
      await aiApi.register(travelPlansRoutes, planner.planRoutes);
      await aiApi.register(chatRoutes, chat.routes);
    },
    { prefix: '/ai_api/v1' },
  );

  await app.register(sandboxCheckoutPage, payments.routes);
  if (imageStorage.kind === 'local') await app.register(uploadsRoutes, { storage: imageStorage });
  await app.register(sitemapRoutes, { db: database.db, publicBaseUrl: config.PUBLIC_BASE_URL });
  await app.register(staticWeb, { distDir: config.WEB_DIST_DIR, localesDir: path.join(REPO_ROOT, 'apps/web/src/locales'), publicBaseUrl: config.PUBLIC_BASE_URL });
  return app;
}
