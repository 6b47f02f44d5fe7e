/**
 * Runs one planning stream at a time and keeps its state (generation-state.ts): `start(source)`
 * aborts any run in progress and begins a new one, `cancel()` aborts the current one, `retry()`
 * starts the last source again. Unmounting aborts too, so a closed page stops its download.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { streamPlan, type PlanSource } from '../api/plan-stream';
import { generationReducer, INITIAL_GENERATION, type GenerationState } from '../generation-state';

/** What {@link usePlanGeneration} gives. */
export interface PlanGeneration {
  state: GenerationState;
  /** The source of the current (or last) run. */
  source: PlanSource | null;
  start: (source: PlanSource) => void;
  cancel: () => void;
  retry: () => void;
  reset: () => void;
}

/**
 * State of the planner's current run (spec §4 itinerary generation) with start, cancel, retry and
 * reset; see the module comment for abort rules.
 */
export function usePlanGeneration(): PlanGeneration {
  const { t } = useTranslation('planner');
  const [state, dispatch] = useReducer(generationReducer, INITIAL_GENERATION);
  const controller = useRef<AbortController | null>(null);
  const sourceRef = useRef<PlanSource | null>(null);
  const [source, setSource] = useState<PlanSource | null>(null);
  const interrupted = t('generation.interrupted');

  const run = useCallback(
    async (source: PlanSource, abort: AbortController) => {
      dispatch({ type: 'start' });
      try {
        let last = false;
        for await (const frame of streamPlan(source, abort.signal)) {
          if (abort.signal.aborted) return;
          dispatch({ type: 'frame', frame });
          if (frame.type === 'done' || frame.type === 'error' || frame.type === 'infeasible') last = true;
        }
        if (!abort.signal.aborted && !last) dispatch({ type: 'ended', message: interrupted });
      } catch (error) {
        if (abort.signal.aborted) return;
        const failure = error instanceof ApiError ? error : null;
        dispatch({
          type: 'failed',
          error: { message: failure?.message ?? interrupted, status: failure?.status ?? null, code: failure?.code ?? null },
        });
      }
    },
    [interrupted],
  );

  const start = useCallback(
    (source: PlanSource) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      sourceRef.current = source;
      setSource(source);
      void run(source, abort);
    },
    [run],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'cancelled' });
  }, []);

  const retry = useCallback(() => {
    if (sourceRef.current) start(sourceRef.current);
  }, [start]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'reset' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, source, start, cancel, retry, reset };
}
