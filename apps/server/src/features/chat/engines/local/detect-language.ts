/**
 * The language of a question, which is the language of its answer (spec §4 chat send: answer in the
 * user's language). Han text is Chinese: Traditional when it holds more characters that only the
 * Traditional script writes than Simplified-only ones (so zh-HK), else zh-CN; a tie (text both
 * scripts write alike, e.g. "洱海") keeps the interface language if it is Chinese. Text without Han
 * characters is English. A tie with written Cantonese particles (咩, 唔, 喺 …) is zh-HK.
 */
import * as OpenCC from 'opencc-js';
import type { Locale } from '@dali/shared/locales';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
// Characters of written Cantonese that Mandarin text does not use.
const CANTONESE = /[咩嘅唔喺嗰乜冇啲佢咗睇嘢噉咁哋嚟]/;

/**
 * The answer locale of `query`; `fallback` is the interface language the client sent.
 * @returns `zh-HK`, `zh-CN` or `en-US`.
 */
export function detectAnswerLocale(query: string, fallback: Locale): Locale {
  const han = [...query].filter((c) => /\p{Script=Han}/u.test(c));
  if (han.length === 0) return 'en-US';
  let traditional = 0;
  let simplified = 0;
  for (const char of han) {
    if (toSimplified(char) !== char) traditional++;
    else if (toTraditional(char) !== char) simplified++;
  }
  if (traditional > simplified) return 'zh-HK';
  if (simplified > traditional) return 'zh-CN';
  // Same in both scripts: written Cantonese particles point to Hong Kong.
  if (CANTONESE.test(query)) return 'zh-HK';
  return fallback === 'en-US' ? 'zh-CN' : fallback;
}
