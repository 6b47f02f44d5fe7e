/**
 * The planner's streaming routes under /ai_api/v1 (spec §7 planner calls; §4 itinerary generation;
 * contracts in packages/shared/src/contracts/planner.ts and planner-stream.ts):
 * - `POST /travel_planner_v3/plan/stream`: body = the planner form (PlannerRequestSchema);
 * - `POST /travel_planner_v3/plan_from_text/stream`: body = `{ text, language }` (PlanFromTextRequestSchema).
 * Bearer token optional: a logged-in caller pays from and owns the plan as that user, a visitor by
 * the `x-visitor-fingerprint` header (quota also under the client address's ceiling).
 *
 * Before any streaming: an invalid body answers the usual 400 JSON envelope (localised, nothing
 * charged); an exhausted quota answers 429 (visitor) or 448 (user) JSON. Then one planner use is
 * charged and the answer is `text/event-stream` (event-stream.ts) with the frames of
 * planner.service.ts. The use is given back unless a plan was stored: an `error` frame, an
 * `infeasible` answer (no plan was made) and a client that leaves before the plan is stored all
 * cost nothing (docs/decisions/0010-planner-streams.md). A run still going when the server shuts
 * down (plugins/shutdown.ts) ends with a SERVER_RESTARTING error frame and is refunded too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { PlannerRequestSchema } from '@dali/shared/contracts/planner';
import { PlanFromTextRequestSchema } from '@dali/shared/contracts/planner-stream';
import { ERRORS, ErrorBodySchema } from '@dali/shared/errors';
import { formatMessage } from '@dali/shared/messages';
import { visitorFingerprint } from '../../lib/quota-meter.js';
import { openEventStream } from '../../lib/event-stream.js';
import { PlannerHeadersSchema } from './planner.schemas.js';
import type { PlannerService, PlannerSource } from './planner.service.js';

export interface PlannerRoutesOptions {
  plannerService: PlannerService;
  /** Interval of `: ping` heartbeat comments, ms. */
  heartbeatMs: number;
  /** Clock, epoch ms (start of `processingMs`). */
  now: () => number;
}

const STREAM_DESCRIPTION =
  'Answers `text/event-stream; charset=utf-8`: each frame is `data: <PlannerStreamFrame JSON>` and a blank line; `: ping` comments ' +
  'are heartbeats. Order: `phase` loading → `request` → `phase` thinking → `phase` streaming → `section`s (overview, days, lodging, tips, costs) → ' +
  '`narrative` pieces → `check` → `done` {planId, processingMs} → `phase` done; or `infeasible` then `phase` done (nothing stored); or a final ' +
  '`error` frame {code, message}. Invalid bodies (400) and exhausted quotas (429 visitor, 448 user) answer JSON before any streaming. ' +
  'One planner use is charged and given back unless a plan is stored (errors, infeasible requests and aborted streams cost nothing). ' +
  'A stream still running when the server shuts down ends with an `error` frame SERVER_RESTARTING (50302) and costs nothing. ' +
  `The plan belongs to the bearer user, else to the \`${VISITOR_FINGERPRINT_HEADER}\` visitor.`;

const ERROR_RESPONSES = { 400: ErrorBodySchema, 429: ErrorBodySchema, 448: ErrorBodySchema };

/** Registers the two planner streams (mount under /ai_api/v1). */
export const plannerRoutes: FastifyPluginAsyncZod<PlannerRoutesOptions> = async (app, { plannerService, heartbeatMs, now }) => {
  const meter = app.quotaMeter;

  /** Stream one run for `source` and settle the quota from its outcome. */
  async function streamRun(request: FastifyRequest, reply: FastifyReply, source: PlannerSource): Promise<void> {
    const startedAt = now();
    const receipt = meter.receiptOf(request);
    const stream = openEventStream(reply, { heartbeatMs, shutdownSignal: app.shutdownSignal });
    const userId = request.user?.id ?? null;
    const outcome = await plannerService.run({
      source,
      owner: { userId, visitorId: userId === null ? visitorFingerprint(request.headers[VISITOR_FINGERPRINT_HEADER]) : null },
      locale: request.locale,
      signal: stream.signal,
      startedAt,
      emit: (frame) => stream.send(frame),
      log: request.log,
    });
    if (outcome.status === 'aborted' && stream.interruptedByShutdown) {
      // The client is still there: say why the answer stops, so it can retry on another instance.
      const { code, messageKey } = ERRORS.SERVER_RESTARTING;
      stream.send({ type: 'error', code, message: formatMessage(messageKey, request.locale) });
    }
    // Refund before the stream ends, so a client reading its remaining count right after sees it.
    if (outcome.status !== 'stored' && receipt) {
      try {
        await meter.refund(receipt);
      } catch (err) {
        request.log.warn({ err, outcome: outcome.status }, 'could not refund a planner use');
      }
    }
    stream.end();
    request.log.info({ outcome: outcome.status, interruptedByShutdown: stream.interruptedByShutdown, ...(outcome.status === 'stored' ? { planId: outcome.planId, processingMs: outcome.processingMs } : {}) }, 'planner run ended');
  }

  app.post(
    '/travel_planner_v3/plan/stream',
    {
      ...meter.metered('planner'),
      schema: {
        tags: ['planner'],
        summary: 'Plan a trip from the planner form, streamed (spec §3 planner form, §4)',
        description: STREAM_DESCRIPTION,
        produces: ['text/event-stream'],
        headers: PlannerHeadersSchema,
        body: PlannerRequestSchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      await streamRun(request, reply, { kind: 'form', request: request.body });
    },
  );

  app.post(
    '/travel_planner_v3/plan_from_text/stream',
    {
      ...meter.metered('planner'),
      schema: {
        tags: ['planner'],
        summary: 'Plan a trip from a request in the traveller’s own words, streamed (spec §5 quick text)',
        description:
          '`text`: 10–500 characters in Chinese (either script) or English; `language`: the interface language. The `request` frame carries the ' +
          `structured request read from the text and the parts that were not understood. ${STREAM_DESCRIPTION}`,
        produces: ['text/event-stream'],
        headers: PlannerHeadersSchema,
        body: PlanFromTextRequestSchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      await streamRun(request, reply, { kind: 'text', text: request.body.text, language: request.body.language });
    },
  );
};
