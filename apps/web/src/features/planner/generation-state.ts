/**
 * State of one itinerary generation (spec §4: loading → thinking → streaming → done) as a pure
 * reducer over the stream's frames: the phase, the request the server understood (with the words
 * it could not place), the plan's sections as they arrive (overview, days in day order, lodging,
 * tips, costs), the narrative pieces per day, the checker's verdict, an infeasible answer, the
 * stored plan's id, and an error. Sharing is allowed only once the run is done and a plan id
 * exists (spec §4, §5 "sharing needs content and plan id"): {@link canShare}.
 */
import type {
  InfeasibleResult,
  PlannerRequest,
  PlanCheckResult,
  PlanCosts,
  PlanDay,
  PlanLodgingNight,
  PlanOverview,
  PlanTip,
} from '@dali/shared/contracts/planner';
import type { PlannerPhase, PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';

/** Where the run stands: not started, streaming, finished with a plan, infeasible, failed, cancelled. */
export type GenerationStatus = 'idle' | 'running' | 'done' | 'infeasible' | 'error' | 'cancelled';

/** A failure: the message to show, and the HTTP status or stream error code when there was one. */
export interface GenerationError {
  message: string;
  status: number | null;
  code: number | null;
}

/**
 * Everything the generation dialog and plan preview show of one run, filled in frame by frame
 * from the planner stream.
 */
export interface GenerationState {
  status: GenerationStatus;
  phase: PlannerPhase | null;
  understood: { request: PlannerRequest; unrecognised: string[] } | null;
  overview: PlanOverview | null;
  days: PlanDay[];
  lodging: PlanLodgingNight[] | null;
  tips: PlanTip[] | null;
  costs: PlanCosts | null;
  /** Narrative text per day (`intro` for the introduction), pieces appended as they come. */
  narrative: Record<string, string>;
  check: PlanCheckResult | null;
  infeasible: InfeasibleResult | null;
  planId: string | null;
  processingMs: number | null;
  error: GenerationError | null;
}

/**
 * Inputs of the run's reducer: start, each stream frame, an end without a last frame, failure,
 * cancel and reset.
 */
export type GenerationAction =
  | { type: 'start' }
  | { type: 'frame'; frame: PlannerStreamFrame }
  /** The stream ended without a last frame (done, infeasible or error). */
  | { type: 'ended'; message: string }
  | { type: 'failed'; error: GenerationError }
  | { type: 'cancelled' }
  | { type: 'reset' };

/** State before any run, and after `reset`. */
export const INITIAL_GENERATION: GenerationState = {
  status: 'idle',
  phase: null,
  understood: null,
  overview: null,
  days: [],
  lodging: null,
  tips: null,
  costs: null,
  narrative: {},
  check: null,
  infeasible: null,
  planId: null,
  processingMs: null,
  error: null,
};

/** Key of a narrative piece: the day's index, or `intro`. */
export function narrativeKey(dayIndex: number | null): string {
  return dayIndex === null ? 'intro' : String(dayIndex);
}

function applyFrame(state: GenerationState, frame: PlannerStreamFrame): GenerationState {
  switch (frame.type) {
    case 'phase':
      // `done` is only true once the `done` frame (with the plan id) has come, whatever the order.
      return { ...state, phase: frame.phase };
    case 'request':
      return { ...state, understood: { request: frame.request, unrecognised: frame.unrecognised } };
    case 'section': {
      const { section } = frame;
      switch (section.section) {
        case 'overview':
          return { ...state, overview: section.overview };
        case 'day': {
          const days = [...state.days.filter((day) => day.dayIndex !== section.day.dayIndex), section.day];
          return { ...state, days: days.sort((a, b) => a.dayIndex - b.dayIndex) };
        }
        case 'lodging':
          return { ...state, lodging: section.lodging };
        case 'tips':
          return { ...state, tips: section.tips };
        case 'costs':
          return { ...state, costs: section.costs };
      }
      return state;
    }
    case 'narrative': {
      const key = narrativeKey(frame.piece.dayIndex);
      return { ...state, narrative: { ...state.narrative, [key]: (state.narrative[key] ?? '') + frame.piece.text } };
    }
    case 'check':
      return { ...state, check: frame.check };
    case 'infeasible':
      return { ...state, status: 'infeasible', infeasible: frame.result };
    case 'done':
      return { ...state, status: 'done', phase: 'done', planId: frame.planId, processingMs: frame.processingMs };
    case 'error':
      return { ...state, status: 'error', error: { message: frame.message, status: null, code: frame.code } };
  }
  return state;
}

/** The reducer. Frames after the run has ended (or was cancelled) change nothing. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL_GENERATION, status: 'running', phase: 'loading' };
    case 'frame':
      return state.status === 'running' ? applyFrame(state, action.frame) : state;
    case 'ended':
      return state.status === 'running' ? { ...state, status: 'error', error: { message: action.message, status: null, code: null } } : state;
    case 'failed':
      return state.status === 'running' ? { ...state, status: 'error', error: action.error } : state;
    case 'cancelled':
      return state.status === 'running' ? { ...state, status: 'cancelled' } : state;
    case 'reset':
      return INITIAL_GENERATION;
  }
  return state;
}

/** Spec §4: share, download and the detail link only once generation is done with a plan id. */
export function canShare(state: GenerationState): boolean {
  return state.status === 'done' && state.planId !== null;
}
