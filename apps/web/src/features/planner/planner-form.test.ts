import { describe, expect, it } from 'vitest';
import { applyRequestPatch, defaultFormValues, requestFromValues, statedLimitsOf, validateForm, validateQuickText, valuesFromRequest } from './planner-form';

describe('planner form', () => {
  it('sends only the fields given, by date mode', () => {
    const values = { ...defaultFormValues('en-US'), dateMode: 'dates' as const, startDate: '2026-11-22', endDate: '2026-11-24', durationDays: '3', budget: ' ' };
    const request = requestFromValues(values, 'zh-CN');
    expect(request).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-24', durationDays: undefined, budget: undefined, language: 'en-US' });
    expect(validateForm(values, 'en-US')).toEqual({ errors: {}, request });
  });

  it('puts a missing date on the field to fill in, in the visitor’s language', () => {
    const values = { ...defaultFormValues('zh-CN'), dateMode: 'dates' as const };
    expect(validateForm(values, 'zh-CN').errors).toEqual({ startDate: '请选择出行日期或行程天数' });
    expect(validateForm({ ...values, startDate: '2026-11-22' }, 'en-US').errors).toEqual({ endDate: 'Please choose dates or a number of days' });
  });

  it('checks special requirements and diet entries against the shared limits', () => {
    const values = { ...defaultFormValues('en-US'), specialRequirements: '大'.repeat(501) };
    expect(validateForm(values, 'zh-HK').errors.specialRequirements).toBe('最多 500 個字元');
  });

  it('checks quick text length in characters', () => {
    expect(validateQuickText('大理古城三日游玩吧', 'zh-CN', 'zh-CN')).toBe('请至少写 10 个字符，说说你的行程');
    expect(validateQuickText('大理古城三日游玩吧！', 'zh-CN', 'zh-CN')).toBeNull();
  });

  it('merges an alternative’s patch (null removes) and turns the request back into form values', () => {
    const request = requestFromValues({ ...defaultFormValues('en-US'), dateMode: 'dates', startDate: '2026-11-22', endDate: '2026-11-28', accommodationType: 'hostel', budget: '800' }, 'en-US');
    const patched = applyRequestPatch(request, { endDate: '2026-11-24', durationDays: null, accommodationType: null, budget: 1500 });
    expect(patched).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-24', budget: 1500 });
    expect('accommodationType' in patched).toBe(false);
    const values = valuesFromRequest(patched, 'en-US');
    expect(values).toMatchObject({ dateMode: 'dates', endDate: '2026-11-24', budget: '1500', accommodationType: '' });
    expect(valuesFromRequest({ durationDays: 2, mustVisit: ['Three Pagodas', 'Xizhou'] }, 'zh-CN')).toMatchObject({ dateMode: 'duration', durationDays: '2', mustVisit: 'Three Pagodas, Xizhou', language: 'zh-CN' });
  });

  it('keeps the limits the form has no input for when a request becomes form values and back', () => {
    const stated = {
      dayPins: [{ place: 'erhai-lake', day: 'last' as const }],
      visitOrder: [{ first: 'xizhou-ancient-town', then: 'three-pagodas' }],
      visitTimes: [{ place: 'dali-ancient-city', after: '18:00' }],
      maxAttractionsPerDay: 3,
      minAttractionsTotal: 4,
      maxAttractionsTotal: 4,
      minFreeAttractions: 1,
      budgetCaps: { lodging: 800, tickets: 300 },
      excludeModes: ['taxi' as const],
      maxWalkMinutes: 10,
      maxTransferMinutesPerDay: 90,
      breakfastDaily: true,
      rooms: 2,
      roomType: 'twin' as const,
    };
    const request = { durationDays: 3, travelerCount: 2, ...stated };
    // An alternative raising the lodging cap: everything else the traveller said stays.
    const patched = applyRequestPatch(request, { budgetCaps: { lodging: 1000, tickets: 300 } });
    const values = valuesFromRequest(patched, null);
    expect(values.stated).toEqual({ ...stated, budgetCaps: { lodging: 1000, tickets: 300 } });
    expect(requestFromValues(values, 'en-US')).toMatchObject({ ...stated, budgetCaps: { lodging: 1000, tickets: 300 }, durationDays: '3' });
    // Empty lists, no caps and breakfast not asked are not limits; a request the schema refuses states none.
    expect(statedLimitsOf({ durationDays: 2, dayPins: [], budgetCaps: {}, excludeModes: [], breakfastDaily: false })).toEqual({});
    expect(statedLimitsOf({ durationDays: 99, excludeModes: ['taxi'] })).toEqual({});
  });

  it('writes the plan in the interface language until one is picked, then in the pick', () => {
    const fresh = defaultFormValues();
    expect(fresh.language).toBeNull();
    expect(requestFromValues(fresh, 'zh-CN').language).toBe('zh-CN');
    expect(validateForm(fresh, 'zh-HK').request?.language).toBe('zh-HK');
    const picked = { ...fresh, language: 'en-US' as const };
    expect(requestFromValues(picked, 'zh-CN').language).toBe('en-US');
    expect(validateForm(picked, 'zh-HK').request?.language).toBe('en-US');
  });

  it('does not take a language nobody picked from the request it rebuilds the form from', () => {
    const sent = requestFromValues(defaultFormValues(), 'en-US');
    expect(sent.language).toBe('en-US');
    const restored = valuesFromRequest(applyRequestPatch(sent, { budget: 1200 }), null);
    expect(restored).toMatchObject({ budget: '1200', language: null });
    expect(requestFromValues(restored, 'zh-CN').language).toBe('zh-CN');
    expect(valuesFromRequest(sent, 'zh-HK').language).toBe('zh-HK');
  });
});
