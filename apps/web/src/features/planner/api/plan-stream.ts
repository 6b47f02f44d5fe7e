/**
 * The planner streams (spec §7): `POST /ai_api/v1/travel_planner_v3/plan/stream` with the planner
 * form's request, and `POST …/plan_from_text/stream` with `{ text, language }`. Both answer SSE
 * frames (`data: <json>` + blank line, `:` heartbeats) checked one by one against
 * `PlannerStreamFrameSchema` (packages/shared/src/contracts/planner-stream.ts).
 *
 * The request goes out through the request client's `openStream`: same headers (bearer token,
 * Accept-Language, visitor id, X-Requested-With, no-cache) and `x-new-access-token` rotation. A
 * non-OK answer (validation, quota 429/448) throws an `ApiError` carrying the server's message, or
 * the HTTP status when the body has none (spec §8 "planner streams: non-OK response throws with
 * server message or HTTP status"); no toast — the generation dialog shows it. Aborting the signal
 * stops the download and throws an `ApiError` of kind `aborted`.
 */
import { safeParse } from 'zod/mini';
import type { PlannerRequestInput } from '@dali/shared/contracts/planner';
import { PlannerStreamFrameSchema, type PlanFromTextRequest, type PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { ApiError, openStream } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { readSseData } from '../../../lib/sse';

/** Planner stream fed the full form (spec §7 `POST …/plan/stream`). */
export const PLAN_STREAM_PATH = '/ai_api/v1/travel_planner_v3/plan/stream';
/** Planner stream fed one free-text sentence (spec §7 `POST …/plan_from_text/stream`). */
export const PLAN_FROM_TEXT_STREAM_PATH = '/ai_api/v1/travel_planner_v3/plan_from_text/stream';

/** What a planning run is made from: the full form, or a sentence in the traveller's words. */
export type PlanSource = { kind: 'form'; request: PlannerRequestInput } | { kind: 'text'; body: PlanFromTextRequest };

/** One frame's JSON checked against the contract; a frame that does not match throws `contract`. */
export function parsePlannerFrame(data: string): PlannerStreamFrame {
  let json: unknown;
  try {
    json = JSON.parse(data) as unknown;
  } catch {
    throw new ApiError('contract', i18n.t('errors.unexpectedResponse'));
  }
  const parsed = safeParse(PlannerStreamFrameSchema, json);
  if (!parsed.success) throw new ApiError('contract', i18n.t('errors.unexpectedResponse'), null, null, parsed.error.issues);
  return parsed.data;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The frames of one planning run, in order, as they arrive.
 * @throws ApiError `http` (with the server message and status, e.g. 429 or 448), `unauthorized`,
 *   `network`, `contract` (a frame the contract does not allow), or `aborted`.
 */
export async function* streamPlan(source: PlanSource, signal?: AbortSignal): AsyncGenerator<PlannerStreamFrame> {
  const path = source.kind === 'form' ? PLAN_STREAM_PATH : PLAN_FROM_TEXT_STREAM_PATH;
  const body = source.kind === 'form' ? source.request : source.body;
  const response = await openStream(path, { body, signal, quiet: true });
  if (!response.body) throw new ApiError('network', i18n.t('errors.network'));
  try {
    for await (const data of readSseData(response.body, signal)) yield parsePlannerFrame(data);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isAbort(error, signal)) throw new ApiError('aborted', i18n.t('errors.aborted'));
    // The connection broke in the middle of the answer.
    throw new ApiError('network', i18n.t('errors.network'));
  }
  if (signal?.aborted) throw new ApiError('aborted', i18n.t('errors.aborted'));
}
