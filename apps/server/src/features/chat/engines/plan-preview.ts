/**
 * The port through which the chat answers "plan me N days" (spec §4 chat send; spec §2 planner):
 * the planner feature reads the request from the question and solves it on the current catalog
 * (features/planner/itinerary-preview.ts), and the chat shows the compact result with a link that
 * opens the planner. The chat never imports planner code; app.ts hands the planner's function in.
 */
import type { Locale } from '@dali/shared/locales';

/** What the chat hands the planner: the question as typed, its language, and "now" (epoch ms). */
export interface PlanPreviewInput {
  text: string;
  language: Locale;
  /** Epoch ms; dates without a year and "tomorrow" are read from it in Asia/Shanghai. */
  now: number;
}

/** One stop of a previewed day: a catalog entry, its name in the request's language, start HH:MM. */
export interface PlanPreviewItem {
  kind: 'attraction' | 'restaurant' | 'stay';
  id: string;
  name: string;
  /** HH:MM, Asia/Shanghai. */
  start: string;
}

/** One day of a previewed itinerary; `date` YYYY-MM-DD or null when the request gave no dates. */
export interface PlanPreviewDay {
  dayIndex: number;
  date: string | null;
  /** Names of the day's towns in visiting order, in the request's language. */
  towns: string[];
  items: PlanPreviewItem[];
}

/**
 * The outcome: a compact plan; or no plan, with the reasons in the request's language; or a
 * question the planner could not read as a request (no trip length, say).
 */
export type PlanPreviewResult = { kind: 'plan'; days: PlanPreviewDay[] } | { kind: 'infeasible'; reasons: string[] } | { kind: 'unreadable' };

/**
 * Plan from free text. Resolves; rejects only on database errors while the planner's catalog
 * snapshot is read.
 */
export type PlanPreview = (input: PlanPreviewInput) => Promise<PlanPreviewResult>;
