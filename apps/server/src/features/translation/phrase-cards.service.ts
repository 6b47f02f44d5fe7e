/**
 * Phrase cards from the trip (spec §3 "Phrase cards from the trip"): the "take me here" card of a
 * catalog place (Chinese name and address for a driver, the name in the reader's locale), the diet
 * card (the phrasebook's Chinese lines for the planner's diet keys), and the phrasebook in one
 * language pair for the translator's phrase list. Knows nothing of HTTP.
 */
import * as OpenCC from 'opencc-js';
import { DIET_KEYS, type DietKey } from '@dali/shared/contracts/planner';
import type { DietCard, Phrasebook, PhraseList, PlaceCard, PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import type { Locale } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import type { VersionedCache } from '../../lib/versioned-cache.js';
import { placeKey, type CatalogNames } from './catalog-names.js';
import { languageOf } from './translation.service.js';

const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });

export interface PhraseCardsDeps {
  phrasebook: Phrasebook;
  catalog: VersionedCache<CatalogNames>;
}

/** The phrase-card reads over the phrasebook and the catalog names (see module comment). */
export function createPhraseCardsService({ phrasebook, catalog }: PhraseCardsDeps) {
  return {
    /**
     * The "take me here" card of the active place `kind`/`id`, with its name in `locale`.
     * @throws AppError NOT_FOUND (40401) when no active place has that kind and id; database errors.
     */
    async placeCard(kind: PlaceCardKind, id: string, locale: Locale): Promise<PlaceCard> {
      const place = (await catalog.current()).places.get(placeKey(kind, id));
      if (!place) throw new AppError('NOT_FOUND');
      return {
        kind,
        id,
        chineseName: place.name['zh-CN'],
        chineseAddress: place.address['zh-CN'],
        localName: place.name[locale],
        chineseTown: place.town?.['zh-CN'] ?? null,
        localTown: place.town?.[locale] ?? null,
      };
    },

    /**
     * The diet card of the comma-separated keys in `dietsParam` (order and repeats do not matter).
     * Each line: the Mandarin text (simplified), and for `locale` the same text (zh-CN), the
     * sourced Cantonese text or else the Mandarin text in Hong Kong characters (zh-HK, a script
     * conversion only), or the English text (en-US).
     * @throws AppError BAD_REQUEST (40001) for an empty list or a key not in DIET_KEYS.
     */
    dietCard(dietsParam: string, locale: Locale): DietCard {
      const words = dietsParam.split(',').map((w) => w.trim()).filter((w) => w !== '');
      if (words.length === 0 || words.some((w) => !(DIET_KEYS as readonly string[]).includes(w))) throw new AppError('BAD_REQUEST');
      const wanted = new Set(words as DietKey[]);
      const diets = DIET_KEYS.filter((key) => wanted.has(key));
      const lines: DietCard['lines'] = [];
      const covered = new Set<DietKey>();
      for (const phrase of phrasebook.phrases) {
        const serves = phrase.diets.filter((key) => wanted.has(key));
        const chinese = phrase.texts.zh;
        if (serves.length === 0 || !chinese) continue;
        serves.forEach((key) => covered.add(key));
        const local =
          locale === 'zh-CN' ? chinese.text : locale === 'zh-HK' ? (phrase.texts.zh_cantonese?.text ?? toHongKong(chinese.text)) : (phrase.texts.en?.text ?? chinese.text);
        lines.push({ id: phrase.id, diets: serves, chinese: chinese.text, local, source: chinese.source });
      }
      return { diets, lines, uncovered: diets.filter((key) => !covered.has(key)) };
    },

    /**
     * The phrases sourced in both `from` and `to` (app or provider codes), in file order.
     * @throws AppError TRANSLATION_LANGUAGE_UNSUPPORTED (40009) for an unknown code,
     *   TRANSLATION_LANGUAGES_SAME (40010) for the same language twice.
     */
    phraseList(fromCode: string, toCode: string): PhraseList {
      const from = languageOf(fromCode);
      const to = languageOf(toCode);
      if (from === to) throw new AppError('TRANSLATION_LANGUAGES_SAME');
      const phrases = phrasebook.phrases.flatMap((phrase) => {
        const a = phrase.texts[from];
        const b = phrase.texts[to];
        return a && b ? [{ id: phrase.id, category: phrase.category, from: a.text, to: b.text, source: b.source }] : [];
      });
      return { from, to, phrases };
    },
  };
}

/** What {@link createPhraseCardsService} returns. */
export type PhraseCardsService = ReturnType<typeof createPhraseCardsService>;
