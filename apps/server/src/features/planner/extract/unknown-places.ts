/**
 * Place-like words the catalog does not know, reported back to the traveller instead of being
 * silently dropped: what follows "去 / 前往 / 参观" in Chinese, or a capitalised name after "visit /
 * go to / explore" in English, when no recogniser explained it and it begins no catalog name. Kept
 * modest on purpose: an ordinary word wrongly reported is worse than an odd name missed.
 */
import type { Gazetteer } from './gazetteer.js';
import type { ExtractionText } from './text.js';

// "去" after 回/过/出/上/下/进 is a direction ("回去"), not a destination.
const TRIGGER_ZH = /(?:想去|要去|打算去|计划去|准备去|(?<![回过出上下进离失来死])去|来到|前往|游览|参观|打卡)/g;
const CONNECTORS_ZH = /和|与|跟|及|、|还有|以及|或者|或|再去|然后去|然后/g;
const TRAILING_ZH = /(?:玩玩|玩|旅游|旅行|游玩|游览|度假|看看|看|走走|转转|逛逛|逛|待|呆|住|过|拍照|打卡|一下|一趟|一圈|几天|吧|呢|啊|呀|的话|吗|了|哦)+$/;
const LEADING_ZH = /^(?:看看|一下|一趟|趟)/;
const VERB_ZH = /^(?:吃|喝|买|玩|拍|爬|骑|住|泡|坐|找|体验|感受|享受|放松|旅游|旅行|度假|徒步|看|听|学|做|参加|逛|走|转|过|休息|散步|发呆|见|接|送|取)/;
const NOT_A_NAME_ZH = /[的个些么哪这那几多少吗呢吧每里边方处]|^(?:当地|本地|附近|周边|景点|地方|城市|古镇|古城|海边|湖边|山上|山里|乡下|农村|市区|郊区|外地|国外|别处|其他|其它|更多|一些|很多|热门|好玩|好吃|有名|著名|特色|网红)/;

const TRIGGER_EN = /\b(?:visit|visiting|go to|going to|head to|heading to|trip to|travel to|travelling to|traveling to|explore|exploring|see|seeing|stop at|stay in|staying in)\s+/gi;
const NAME_EN = /^(?:the\s+)?((?:[A-Z][\w'’-]*)(?:\s+(?:[A-Z][\w'’-]*|of|de|la))*)/;
const NOT_A_NAME_EN = /^(?:i|we|my|our|the|a|an|you|it|this|that|some|many|more|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

const isKnownBeginning = (word: string, gazetteer: Gazetteer) => gazetteer.prefixes.has(word) || gazetteer.names.has(word);

/** Place-like words of `text` nothing explained, in text order, without repeats. */
export function findUnknownPlaces(text: ExtractionText, gazetteer: Gazetteer): string[] {
  const found: string[] = [];
  const report = (word: string) => {
    if (!found.includes(word)) found.push(word);
  };

  for (const trigger of text.lower.matchAll(TRIGGER_ZH)) {
    const from = trigger.index + trigger[0].length;
    if (text.overlapsClaim(trigger.index, from)) continue;
    const run = /^[\u3400-\u9fff、]+/.exec(text.lower.slice(from));
    if (!run) continue;
    // Split the run at connectors that no recogniser explained ("洱海和泸沽湖"), keeping offsets.
    const cuts = [0];
    for (const connector of run[0].matchAll(CONNECTORS_ZH)) {
      if (text.isFree(from + connector.index, from + connector.index + connector[0].length)) cuts.push(connector.index, connector.index + connector[0].length);
    }
    cuts.push(run[0].length);
    for (let i = 0; i + 1 < cuts.length; i += 2) {
      const start = from + (cuts[i] ?? 0);
      let end = from + (cuts[i + 1] ?? 0);
      // A part ends where something recognised begins ("泸沽湖玩三天": "三天" is the duration).
      for (let at = start; at < end; at++) if (!text.isFree(at, at + 1)) end = at;
      if (end <= start) continue;
      let word = text.lower.slice(start, end).replace(LEADING_ZH, '');
      if (VERB_ZH.test(word)) continue;
      word = word.replace(TRAILING_ZH, '');
      if ([...word].length < 2 || [...word].length > 8 || NOT_A_NAME_ZH.test(word) || isKnownBeginning(word, gazetteer)) continue;
      const offset = text.lower.indexOf(word, start);
      report(text.slice(offset, offset + word.length));
    }
  }

  for (const trigger of text.display.matchAll(TRIGGER_EN)) {
    const from = trigger.index + trigger[0].length;
    const clause = /^[^.;!?\n]*/.exec(text.display.slice(from))?.[0] ?? '';
    let offset = 0;
    for (const part of clause.split(/(,|\band\b|&|\bor\b)/)) {
      const start = from + offset;
      offset += part.length;
      const lead = part.length - part.trimStart().length;
      const name = NAME_EN.exec(part.trimStart());
      if (!name?.[1]) continue;
      const words = name[1].replace(/\s+(?:of|de|la)$/, '');
      const nameStart = start + lead + name[0].length - name[1].length;
      if (text.overlapsClaim(nameStart, nameStart + words.length)) continue;
      if (words.length < 3 || NOT_A_NAME_EN.test(words) || isKnownBeginning(words.toLowerCase(), gazetteer)) continue;
      report(words);
    }
  }
  return found;
}
