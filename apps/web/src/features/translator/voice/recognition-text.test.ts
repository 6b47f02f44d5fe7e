import { describe, expect, it } from 'vitest';
import type { RecognitionResult } from '@dali/shared/contracts/voice';
import { RecognitionText } from './recognition-text';

const piece = (sn: number, words: string[], extra: Partial<RecognitionResult> = {}): RecognitionResult => ({
  sn,
  ls: false,
  ws: words.map((w) => ({ cw: [{ w }] })),
  ...extra,
});

describe('RecognitionText (wpgs)', () => {
  it('appends pieces and joins the first candidate of each word', () => {
    const text = new RecognitionText();
    expect(text.apply(piece(1, ['Where', ' is']))).toBe('Where is');
    expect(text.apply(piece(2, [' the'], { pgs: 'apd' }))).toBe('Where is the');
  });

  it('replaces the pieces whose sn lie in rg', () => {
    const text = new RecognitionText();
    text.apply(piece(1, ['我想']));
    text.apply(piece(2, ['去']));
    text.apply(piece(3, ['大理古', '城']));
    expect(text.apply(piece(4, ['去大理古城'], { pgs: 'rpl', rg: [2, 3] }))).toBe('我想去大理古城');
    expect(text.apply(piece(5, ['。'], { pgs: 'apd' }))).toBe('我想去大理古城。');
  });

  it('keeps serial order whatever the arrival order', () => {
    const text = new RecognitionText();
    text.apply(piece(2, ['b']));
    expect(text.apply(piece(1, ['a']))).toBe('ab');
  });
});
