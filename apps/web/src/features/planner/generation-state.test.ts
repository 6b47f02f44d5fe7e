import { describe, expect, it } from 'vitest';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { ERRORS } from '@dali/shared/errors';
import { canShare, generationReducer, INITIAL_GENERATION, type GenerationState } from './generation-state';
import { successFrames } from './test/fixtures';

function run(frames = successFrames()): GenerationState {
  return frames.reduce((state, frame) => generationReducer(state, { type: 'frame', frame }), generationReducer(INITIAL_GENERATION, { type: 'start' }));
}

describe('generation state', () => {
  it('builds the plan from the frames and allows sharing only once done with a plan id', () => {
    const frames = successFrames();
    const doneAt = frames.findIndex((frame) => frame.type === 'done');
    const before = run(frames.slice(0, doneAt));
    expect(before.status).toBe('running');
    expect(before.days.map((day) => day.dayIndex)).toEqual([1, 2]);
    expect(before.narrative).toEqual({ intro: 'Two calm days by the lake.', 1: 'Start with the pagodas while the light is soft.', 2: 'Cycle north to Xizhou.' });
    expect(canShare(before)).toBe(false);
    const after = run(frames);
    expect(after).toMatchObject({ status: 'done', phase: 'done', planId: 'plan-1', processingMs: 1800 });
    expect(canShare(after)).toBe(true);
  });

  it('keeps days in day order whatever order they come in, and ignores frames after the end', () => {
    const frames = successFrames();
    const days = frames.filter((frame) => frame.type === 'section' && frame.section.section === 'day').reverse();
    const failure: PlannerStreamFrame = { type: 'error', code: ERRORS.SERVICE_UNAVAILABLE.code, message: 'busy' };
    const state = run([frames[0], ...days, failure, ...days].filter((frame): frame is PlannerStreamFrame => frame !== undefined));
    expect(state.days.map((day) => day.dayIndex)).toEqual([1, 2]);
    expect(state).toMatchObject({ status: 'error', error: { message: 'busy', code: ERRORS.SERVICE_UNAVAILABLE.code } });
    expect(generationReducer(state, { type: 'frame', frame: { type: 'done', planId: 'late', processingMs: 1 } }).planId).toBeNull();
  });

  it('turns a stream that ends without a last frame into an error, and a cancel into cancelled', () => {
    const cut = generationReducer(run(successFrames().slice(0, 4)), { type: 'ended', message: 'cut' });
    expect(cut).toMatchObject({ status: 'error', error: { message: 'cut' } });
    expect(generationReducer(run(successFrames().slice(0, 4)), { type: 'cancelled' }).status).toBe('cancelled');
  });
});
