/**
 * The offline phrasebook (catalog/phrasebook.json; docs/decisions/0020-phrasebook-and-phrase-cards.md)
 * and the phrase-card routes built from it and from the catalog:
 * `GET /api/v1/translation/phrases`, `GET /api/v1/translation/phrase-cards/place`,
 * `GET /api/v1/translation/phrase-cards/diet` (spec §3 "Phrase cards from the trip", "Local
 * (embedded default, no network)" translation).
 *
 * Every phrase text names the public page it was quoted from and the day it was read; a language
 * without a sourced text is absent for that phrase, never guessed.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { DIET_KEYS } from './planner.js';
import { TRANSLATOR_LANGUAGES } from './translation.js';

/** One sourced text of a phrase in one language. */
export const PhraseTextSchema = z.object({
  /** The phrase as written in that language (non-blank). */
  text: z.string().check(z.trim(), z.minLength(1)),
  /** Address of the public page the text was quoted from. */
  source: z.url(),
  /** Day the page was read, `YYYY-MM-DD`. */
  retrieved: z.iso.date(),
});
export type PhraseText = z.infer<typeof PhraseTextSchema>;

/** One phrase of the phrasebook: its texts by app language code (at least English). */
export const PhraseSchema = z.object({
  /** Stable id, lowercase words joined by `-` (e.g. `where-is-the-toilet`). */
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** Topic for the phrase list: greetings, courtesy, shopping, directions, language, food, diet, allergy, emergency. */
  category: z.string().check(z.minLength(1)),
  /** Diet keys (packages/shared/src/contracts/planner.ts) whose diet card shows this line. */
  diets: z.array(z.enum(DIET_KEYS)),
  /** Sourced texts by language; English is required (it names the phrase in every list). */
  texts: z.partialRecord(z.enum(TRANSLATOR_LANGUAGES), PhraseTextSchema).check(
    z.refine((texts) => texts.en !== undefined, { message: 'every phrase needs an English text (texts.en)' }),
  ),
});
export type Phrase = z.infer<typeof PhraseSchema>;

/** The whole catalog/phrasebook.json file. Phrase ids are unique (checked by the loader). */
export const PhrasebookSchema = z.object({
  description: z.string(),
  /** Terms under which the quoted texts are reused. */
  licence: z.string(),
  phrases: z.array(PhraseSchema),
});
export type Phrasebook = z.infer<typeof PhrasebookSchema>;

/** One phrase in a language pair, as the translator's phrase list shows it. */
export const PhrasePairSchema = z.object({
  id: z.string(),
  category: z.string(),
  /** The phrase in the `from` language. */
  from: z.string(),
  /** The phrase in the `to` language. */
  to: z.string(),
  /** Page the `to` text was quoted from. */
  source: z.string(),
});
export type PhrasePair = z.infer<typeof PhrasePairSchema>;

/** Query of `GET /api/v1/translation/phrases`: two app language codes (the provider codes `cn`, `yue` are accepted too). */
export const PhrasesQuerySchema = z.object({
  from: z.string().check(z.maxLength(32)),
  to: z.string().check(z.maxLength(32)),
});

/** `data` of `GET /api/v1/translation/phrases`: the phrases sourced in both languages, in file order. */
export const PhraseListSchema = z.object({
  from: z.enum(TRANSLATOR_LANGUAGES),
  to: z.enum(TRANSLATOR_LANGUAGES),
  phrases: z.array(PhrasePairSchema),
});
export type PhraseList = z.infer<typeof PhraseListSchema>;
export const PhraseListResponseSchema = successEnvelope(PhraseListSchema);

/** Catalog kinds a "take me here" card can show. */
export const PLACE_CARD_KINDS = ['attraction', 'stay', 'restaurant'] as const;
export type PlaceCardKind = (typeof PLACE_CARD_KINDS)[number];

/** Query of `GET /api/v1/translation/phrase-cards/place`. */
export const PlaceCardQuerySchema = z.object({
  kind: z.enum(PLACE_CARD_KINDS),
  id: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type PlaceCardQuery = z.infer<typeof PlaceCardQuerySchema>;

/** `data` of `GET /api/v1/translation/phrase-cards/place`: what a driver needs, in Chinese. */
export const PlaceCardSchema = z.object({
  kind: z.enum(PLACE_CARD_KINDS),
  id: z.string(),
  /** The name in simplified Chinese (zh-CN), for the driver. */
  chineseName: z.string(),
  /** The address in simplified Chinese (zh-CN); empty when the catalog has none. */
  chineseAddress: z.string(),
  /** The name in the request's interface locale. */
  localName: z.string(),
  /** The town in simplified Chinese, or null when the row's town is not in the catalog. */
  chineseTown: z.nullable(z.string()),
  /** The town in the request's locale, or null likewise. */
  localTown: z.nullable(z.string()),
});
export type PlaceCard = z.infer<typeof PlaceCardSchema>;
export const PlaceCardResponseSchema = successEnvelope(PlaceCardSchema);

/** Query of `GET /api/v1/translation/phrase-cards/diet`: comma-separated diet keys. */
export const DietCardQuerySchema = z.object({
  diets: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** One line of a diet card. */
export const DietCardLineSchema = z.object({
  id: z.string(),
  /** Diet keys of the request this line serves. */
  diets: z.array(z.enum(DIET_KEYS)),
  /** The line in simplified Chinese (what the card shows large). */
  chinese: z.string(),
  /** The line in the request's interface locale (zh-CN → the same Chinese, zh-HK → Cantonese when sourced, else English). */
  local: z.string(),
  /** Page the Chinese text was quoted from. */
  source: z.string(),
});
export type DietCardLine = z.infer<typeof DietCardLineSchema>;

/** `data` of `GET /api/v1/translation/phrase-cards/diet`. */
export const DietCardSchema = z.object({
  diets: z.array(z.enum(DIET_KEYS)),
  lines: z.array(DietCardLineSchema),
  /** Requested keys without any sourced Chinese line (the card says so instead of guessing). */
  uncovered: z.array(z.enum(DIET_KEYS)),
});
export type DietCard = z.infer<typeof DietCardSchema>;
export const DietCardResponseSchema = successEnvelope(DietCardSchema);
