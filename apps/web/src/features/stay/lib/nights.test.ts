import { describe, expect, it } from 'vitest';
import { STAY_MAX_NIGHTS } from '@dali/shared/contracts/stays';
import { clampNights, roomTotalFen } from './nights';

describe('stay length and totals', () => {
  it('accepts whole nights from 1 to 30', () => {
    expect(clampNights(1)).toBe(1);
    expect(clampNights('7')).toBe(7);
    expect(clampNights(STAY_MAX_NIGHTS)).toBe(30);
  });

  it('clamps out-of-range nights to the nearest end and rounds fractions down', () => {
    expect(clampNights(0)).toBe(1);
    expect(clampNights(-3)).toBe(1);
    expect(clampNights('45')).toBe(30);
    expect(clampNights(2.9)).toBe(2);
  });

  it('falls back for anything that is not a number', () => {
    expect(clampNights(null)).toBe(1);
    expect(clampNights('')).toBe(1);
    expect(clampNights('three')).toBe(1);
    expect(clampNights(undefined, 4)).toBe(4);
  });

  it('multiplies a nightly price in fen by the nights, and keeps unknown prices unknown', () => {
    expect(roomTotalFen(2500, 3)).toBe(7500);
    expect(roomTotalFen(28000, 1)).toBe(28000);
    expect(roomTotalFen(28000, 40)).toBe(28000 * 30);
    expect(roomTotalFen(null, 3)).toBeNull();
  });
});
