/**
 * Rebuilds the recognised sentence from the pieces of recognition replies with dynamic correction
 * (integrations.md §1.1 `wpgs`): each piece has a serial number `sn`; `pgs: 'rpl'` replaces the
 * earlier pieces whose `sn` lie in `rg` (inclusive) with this one, `'apd'` (or none) appends it.
 * A piece's text is its words' first candidates, `ws[].cw[0].w`, joined.
 */
import type { RecognitionResult } from '@dali/shared/contracts/voice';

/** The text of one result piece: `ws[].cw[0].w` joined without separators. */
export function pieceText(result: Pick<RecognitionResult, 'ws'>): string {
  return result.ws.map((word) => word.cw[0]?.w ?? '').join('');
}

/** The sentence so far; feed it every result piece with {@link RecognitionText.apply}. */
export class RecognitionText {
  private readonly pieces = new Map<number, string>();

  /** Apply one piece and return the whole text after it. */
  apply(result: RecognitionResult): string {
    if (result.pgs === 'rpl' && result.rg) {
      const [from, to] = result.rg;
      for (const sn of [...this.pieces.keys()]) if (sn >= from && sn <= to) this.pieces.delete(sn);
    }
    this.pieces.set(result.sn, pieceText(result));
    return this.text();
  }

  /** The pieces in serial order, joined. */
  text(): string {
    return [...this.pieces.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, text]) => text)
      .join('');
  }
}
