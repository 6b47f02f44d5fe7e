import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ListAttractionsQuerySchema } from '../contracts/attractions.js';
import { PlannerRequestSchema } from '../contracts/planner.js';
import { CreateReviewFieldsSchema } from '../contracts/reviews.js';
import { SearchQuerySchema } from '../contracts/search.js';
import { ListStaysQuerySchema } from '../contracts/stays.js';
import { decimalNumber, parseDecimal } from './numbers.js';

// Each of these is a number to Number() or z.coerce.number(), and none is what a person writes.
const LOOSE = ['0x4', '0X4', ' 4', '4 ', '\t4', '4\n', '+4', '1e0', '4.', '.5', '0b100', '0o4', 'Infinity', '', ' ', '4,0', '٤'];

describe('strict decimal numbers', () => {
  it.each(['4', '-25.6', '0', '007', '0.5', '1234567.25'])('reads %j', (text) => {
    expect(parseDecimal(text)).toBe(Number(text));
  });

  it.each(LOOSE)('leaves %j as text, so the number schema refuses it', (text) => {
    expect(parseDecimal(text)).toBe(text);
    expect(z.safeParse(decimalNumber(z.number()), text).success).toBe(false);
  });

  it('takes numbers as they are and refuses other types', () => {
    const schema = decimalNumber(z.number().check(z.int()));
    expect(z.parse(schema, 3)).toBe(3);
    for (const value of [true, null, [4], { n: 4 }, Number.NaN, Number.POSITIVE_INFINITY, 2.5]) expect(z.safeParse(schema, value).success).toBe(false);
  });

  it.each(['0x4', ' 4', '4 ', '1e0'])('refuses a review rating of %j with the rating message', (rating) => {
    const result = z.safeParse(CreateReviewFieldsSchema, { rating, content: 'ok' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['rating'], message: 'validation.review.rating' })]);
    expect(z.parse(CreateReviewFieldsSchema, { rating: '4', content: 'ok' }).rating).toBe(4);
  });

  it.each(['0x10', ' 10', '1e1', '0b1010'])('refuses a traveller count of %j with the traveller message', (travelerCount) => {
    const result = z.safeParse(PlannerRequestSchema, { durationDays: 2, travelerCount });
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: ['travelerCount'], message: 'validation.planner.travelerCount' }));
    expect(z.safeParse(PlannerRequestSchema, { durationDays: '0x2' }).success).toBe(false);
    expect(z.safeParse(PlannerRequestSchema, { durationDays: 2, budget: '0x1000' }).success).toBe(false);
    expect(z.parse(PlannerRequestSchema, { durationDays: '2', travelerCount: '10', budget: '1500.5' })).toMatchObject({ durationDays: 2, travelerCount: 10, budget: 1500.5 });
  });

  it('refuses loose numbers in every query number field', () => {
    for (const text of ['0x4', ' 4', '4e0']) {
      expect(z.safeParse(ListAttractionsQuerySchema, { minRating: text }).success, `minRating ${text}`).toBe(false);
      expect(z.safeParse(ListAttractionsQuerySchema, { page: text }).success, `page ${text}`).toBe(false);
      expect(z.safeParse(ListAttractionsQuerySchema, { lat: text, lng: '100' }).success, `lat ${text}`).toBe(false);
      expect(z.safeParse(ListStaysQuerySchema, { nights: text }).success, `nights ${text}`).toBe(false);
      expect(z.safeParse(SearchQuerySchema, { q: 'lake', limit: text }).success, `limit ${text}`).toBe(false);
    }
    expect(z.parse(ListAttractionsQuerySchema, { minRating: '4', page: '2', lat: '25.6', lng: '100.2' })).toMatchObject({ minRating: 4, page: 2, lat: 25.6, lng: 100.2 });
  });
});
