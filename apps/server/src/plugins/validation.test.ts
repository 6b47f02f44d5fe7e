import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, zodValidatorCompiler } from './validation.js';

type Outcome = { value?: unknown; error?: Error };

function compile(schema: z.ZodType, httpPart: string) {
  let runs = 0;
  const counted = z.preprocess((input) => {
    runs += 1;
    return input;
  }, schema);
  const validate = zodValidatorCompiler({ schema: counted, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => Outcome;
  return { validate, runs: () => runs };
}

const Query = z.object({ page: z.coerce.number().int().min(1).default(1), sort: z.enum(['a', 'b']).default('a') });

describe('request validation', () => {
  it('parses a repeated query string once and hands out the same frozen value', () => {
    const { validate, runs } = compile(Query, 'querystring');
    const first = validate({ page: '2' });
    const second = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2, sort: 'a' });
    expect(second.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(runs()).toBe(1);
    expect(validate({ page: '3' }).value).toEqual({ page: 3, sort: 'a' });
    expect(runs()).toBe(2);
  });

  it('checks a failing query string every time and never keeps it', () => {
    const { validate, runs } = compile(Query, 'querystring');
    expect(validate({ page: '0' }).error).toBeInstanceOf(RequestValidationError);
    expect(validate({ page: '0' }).error).toBeInstanceOf(RequestValidationError);
    expect(runs()).toBe(2);
  });

  it('parses repeated names (arrays), long query strings and other request parts every time', () => {
    const list = compile(z.object({ tag: z.array(z.string()) }), 'querystring');
    list.validate({ tag: ['a', 'b'] });
    list.validate({ tag: ['a', 'b'] });
    expect(list.runs()).toBe(2);
    const long = compile(z.object({ q: z.string() }), 'querystring');
    long.validate({ q: 'x'.repeat(600) });
    long.validate({ q: 'x'.repeat(600) });
    expect(long.runs()).toBe(2);
    const body = compile(Query, 'body');
    body.validate({ page: '2' });
    body.validate({ page: '2' });
    expect(body.runs()).toBe(2);
  });

  it('keeps the 256 latest query strings', () => {
    const { validate, runs } = compile(Query, 'querystring');
    for (let page = 1; page <= 257; page += 1) validate({ page: String(page) });
    expect(runs()).toBe(257);
    validate({ page: '257' });
    expect(runs()).toBe(257);
    validate({ page: '1' });
    expect(runs()).toBe(258);
  });
});
