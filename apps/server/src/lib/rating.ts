/**
 * Mean review rating of a place from its app-produced counters (spec §3: rating = mean of reviews).
 */

/** Mean of the 1–5 ratings rounded to 0.1, or null when there are no reviews (never invented). */
export function meanRating(row: { ratingSum: number; reviewCount: number }): number | null {
  return row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : null;
}
