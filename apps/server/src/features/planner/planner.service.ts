/**
 * One planning run of the AI travel planner as a sequence of stream frames (spec §4 itinerary
 * generation: loading, thinking, streaming, done; contract PlannerStreamFrameSchema in
 * packages/shared/src/contracts/planner-stream.ts; docs/decisions/0010-planner-streams.md).
 *
 * Frames, in order: `phase` loading → `request` (the validated structured request; for free text,
 * what the language model read and what it did not understand) → `phase` thinking (the engine
 * solves) → `phase` streaming → one `section` per plan part as the engine yields it → `narrative`
 * pieces as `PlannerAi.narrate` yields them → `check` (the independent checker's verdict) → the plan
 * is stored → `done` {planId, processingMs} → `phase` done. An infeasible request ends with
 * `infeasible` and `phase` done after `phase` streaming, and nothing is stored. Any failure ends
 * with one `error` frame (message in the caller's locale) and nothing is stored:
 * - the text cannot be read as a complete request → PLANNER_TEXT_UNREADABLE (42201);
 * - the language-model provider fails, also halfway through the narrative → PLANNER_AI_FAILED (50203);
 * - the checker rejects a plan the engine delivered (a server bug; logged with its findings) or
 *   anything else fails → INTERNAL (50001).
 * An aborted signal (the client went away) stops the run at the next step without another frame.
 *
 * The service knows nothing of HTTP: the route writes the frames and settles the quota from the
 * outcome (only a stored plan is paid for).
 */
import {
  PlannerRequestSchema,
  type PlanCheckResult,
  type PlannerRequest,
  type TravelPlan,
} from '@dali/shared/contracts/planner';
import type { PlanNarrativePiece, PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { ERRORS, type ErrorName } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { formatIssueMessage, formatMessage, type KeyedIssue } from '@dali/shared/messages';
import type { CatalogSnapshotCache } from './catalog-snapshot-cache.js';
import { checkPlan } from './checker/check-plan.js';
import { streamItinerary } from './engine/solver.js';
import { AiProviderError, type PlannerAi } from './planner-ai.js';
import type { PlanOwner, TravelPlansService } from './travel-plans.service.js';

/** What a run plans from: the planner form (validated) or the traveller's own words. */
export type PlannerSource = { kind: 'form'; request: PlannerRequest } | { kind: 'text'; text: string; language: Locale };

/** The logger a run reports to (pino's, i.e. Fastify's request logger, fits). */
export interface PlannerLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Inputs of one planning run: what to plan from, the plan's owner, the error locale, the abort
 * signal, the arrival time (epoch ms) and the frame sink.
 */
export interface PlannerRunInput {
  source: PlannerSource;
  /** Who the stored plan will belong to. */
  owner: PlanOwner;
  /** Language of error messages (the request's interface locale). */
  locale: Locale;
  /** Aborted when the client goes away; passed on to the language model. */
  signal: AbortSignal;
  /** Epoch ms the request arrived; `processingMs` counts from here. */
  startedAt: number;
  /** Called with each frame, in order. */
  emit(frame: PlannerStreamFrame): void;
  log: PlannerLogger;
}

/** How a run ended: a stored plan (the only outcome that is paid for), an infeasible request, a failure, or an abort. */
export type PlannerRunOutcome =
  | { status: 'stored'; planId: string; processingMs: number }
  | { status: 'infeasible' }
  | { status: 'failed'; code: number }
  | { status: 'aborted' };

export interface PlannerServiceDeps {
  ai: PlannerAi;
  snapshots: CatalogSnapshotCache;
  plans: Pick<TravelPlansService, 'save'>;
  /** Clock, epoch ms (also the solver's "today"). */
  now?: () => number;
  /** The independent checker (default checker/check-plan.ts; tests give a failing one). */
  check?: typeof checkPlan;
}

/** Thrown inside a run when its signal is aborted; turned into the `aborted` outcome. */
class RunAborted extends Error {}

/** Consecutive pieces of the same day joined into one, as stored with the plan. */
export function mergeNarrative(pieces: readonly PlanNarrativePiece[]): PlanNarrativePiece[] {
  const merged: PlanNarrativePiece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.dayIndex === piece.dayIndex) last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged;
}

/**
 * Planning runs as stream frames (spec §4 itinerary generation; see module comment). `run` never
 * throws: every failure becomes an `error` frame and a `failed` outcome.
 */
export function createPlannerService({ ai, snapshots, plans, now = Date.now, check: runChecker = checkPlan }: PlannerServiceDeps) {
  return {
    /**
     * Run the planner for `input.source`, emitting frames as described in the module comment.
     * Never throws: every failure becomes an `error` frame and a `failed` outcome.
     */
    async run(input: PlannerRunInput): Promise<PlannerRunOutcome> {
      const { signal, emit, locale, log } = input;
      const checkAbort = () => {
        if (signal.aborted) throw new RunAborted();
      };
      const fail = (name: ErrorName, params: Record<string, string | number> = {}): PlannerRunOutcome => {
        const { code, messageKey } = ERRORS[name];
        emit({ type: 'error', code, message: formatMessage(messageKey, locale, params) });
        return { status: 'failed', code };
      };

      emit({ type: 'phase', phase: 'loading' });
      try {
        const snapshot = await snapshots.current();
        checkAbort();

        let request: PlannerRequest;
        let unrecognised: string[] = [];
        if (input.source.kind === 'form') {
          request = input.source.request;
        } else {
          const extracted = await ai.extractRequest(input.source.text, input.source.language, snapshot, signal);
          checkAbort();
          const parsed = PlannerRequestSchema.safeParse({ language: input.source.language, ...extracted.request });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const reason = (issue && formatIssueMessage(issue as KeyedIssue, locale)) ?? formatMessage('server.badRequest', locale);
            log.warn({ issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, 'planner text gave an incomplete request');
            return fail('PLANNER_TEXT_UNREADABLE', { reason });
          }
          request = parsed.data;
          unrecognised = extracted.unrecognised;
        }
        emit({ type: 'request', request, unrecognised });
        emit({ type: 'phase', phase: 'thinking' });

        let plan: TravelPlan | null = null;
        let streaming = false;
        const startStreaming = () => {
          if (!streaming) emit({ type: 'phase', phase: 'streaming' });
          streaming = true;
        };
        for await (const event of streamItinerary(request, snapshot, { clock: new Date(now()) })) {
          checkAbort();
          startStreaming();
          if (event.type === 'section') {
            emit({ type: 'section', section: event.section });
          } else if (event.result.feasible) {
            plan = event.result.plan;
          } else {
            emit({ type: 'infeasible', result: event.result });
            emit({ type: 'phase', phase: 'done' });
            return { status: 'infeasible' };
          }
        }
        if (plan === null) throw new Error('the engine ended without a result');

        const pieces: PlanNarrativePiece[] = [];
        for await (const piece of ai.narrate(plan, snapshot, signal)) {
          checkAbort();
          pieces.push(piece);
          emit({ type: 'narrative', piece });
        }
        checkAbort();

        const check: PlanCheckResult = runChecker(plan, request, snapshot);
        if (!check.passed) {
          log.error(
            { request, failed: check.results.filter((r) => !r.passed).map((r) => ({ constraint: r.constraint, details: r.details.slice(0, 5) })) },
            'the checker rejected a plan the engine delivered',
          );
          return fail('INTERNAL');
        }
        emit({ type: 'check', check });
        checkAbort();

        const processingMs = Math.max(0, now() - input.startedAt);
        const planId = await plans.save({ owner: input.owner, request, plan, check, narrative: mergeNarrative(pieces), processingMs });
        emit({ type: 'done', planId, processingMs });
        emit({ type: 'phase', phase: 'done' });
        return { status: 'stored', planId, processingMs };
      } catch (error) {
        if (error instanceof RunAborted || signal.aborted) return { status: 'aborted' };
        if (error instanceof AiProviderError) {
          log.warn({ err: error }, 'the planner language model failed');
          return fail('PLANNER_AI_FAILED');
        }
        log.error({ err: error }, 'planner run failed');
        return fail('INTERNAL');
      }
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
