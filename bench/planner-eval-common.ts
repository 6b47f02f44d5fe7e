/**
 * What the planner evaluation sets share (`npm run eval:planner`, `-- --set realistic`, `-- --set
 * constraints`): the repository root, the instant every request is solved at, the catalog check of
 * a plan's items, and the figures of a sorted sample.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TravelPlan } from '@dali/shared/contracts/planner';
import type { CatalogSnapshot } from '../apps/server/src/features/planner/engine/catalog-snapshot.js';

/** The repository root (the `catalog/` folder and `bench/results/` are under it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The instant every request is solved at, so runs are comparable: noon in China, 2026-11-20. */
export const CLOCK = new Date('2026-11-20T04:00:00Z');

/** Item ids of a plan (days and lodging list) that are not catalog records. */
export function itemsOutsideCatalog(plan: TravelPlan, snapshot: CatalogSnapshot): string[] {
  const outside: string[] = [];
  for (const day of plan.days) {
    for (const item of day.items) {
      if (item.kind === 'attraction' && !snapshot.attractions.has(item.catalogId)) outside.push(item.catalogId);
      if (item.kind === 'meal') {
        if (!snapshot.restaurants.has(item.restaurantId)) outside.push(item.restaurantId);
        for (const dish of item.dishIds) if (!snapshot.foods.has(dish)) outside.push(dish);
      }
      if (item.kind === 'lodging' && !snapshot.stays.has(item.stayId)) outside.push(item.stayId);
      if (item.kind === 'transfer') {
        if (!snapshot.place({ kind: item.fromKind, id: item.fromId })) outside.push(item.fromId);
        if (!snapshot.place({ kind: item.toKind, id: item.toId })) outside.push(item.toId);
      }
    }
  }
  for (const night of plan.lodging) if (!snapshot.stays.has(night.stayId)) outside.push(night.stayId);
  return outside;
}

/** The q-quantile (0–1) of an ascending sample; 0 for an empty one. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
/** Rounded to two decimals. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The opening fields of every evaluation result file: its name, when and on what it ran, the
 * solving instant and the catalog (JSON order kept: name first).
 */
export function resultHeader(name: string) {
  return {
    name,
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    clock: CLOCK.toISOString(),
    catalog: 'catalog/ (loaded from the folder)',
  };
}
