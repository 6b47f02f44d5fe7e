/**
 * `POST /api/v1/translation/translate` (spec §7; §5 limits; §8 translation errors; contract in
 * packages/shared/src/contracts/translation.ts). Bearer token optional: a logged-in caller pays
 * from their own `translation_chars` quota, a visitor by the `x-visitor-fingerprint` header (and
 * the client address's ceiling).
 *
 * The phrase-card reads (spec §3 "Phrase cards from the trip"; contracts in packages/shared/src/
 * contracts/phrasebook.ts) are free and need no token: `GET /api/v1/translation/phrases`,
 * `GET /api/v1/translation/phrase-cards/place`, `GET /api/v1/translation/phrase-cards/diet`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import {
  DietCardQuerySchema,
  DietCardResponseSchema,
  PhraseListResponseSchema,
  PhrasesQuerySchema,
  PlaceCardQuerySchema,
  PlaceCardResponseSchema,
} from '@dali/shared/contracts/phrasebook';
import { DIET_KEYS } from '@dali/shared/contracts/planner';
import { TranslateRequestSchema, TranslateResponseSchema, TRANSLATOR_LANGUAGES } from '@dali/shared/contracts/translation';
import { ErrorBodySchema } from '@dali/shared/errors';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.js';
import type { PhraseCardsService } from './phrase-cards.service.js';
import type { TranslationService } from './translation.service.js';

/** Services behind the translation routes. */
export interface TranslationRoutesOptions {
  translationService: TranslationService;
  phraseCards: PhraseCardsService;
}

const HeadersSchema = z.looseObject({
  [VISITOR_FINGERPRINT_HEADER]: z.optional(z.string().check(z.describe('Visitor fingerprint: whose free characters pay when no bearer token is sent'))),
});

/** Registers the translation and phrase-card routes (mount under /api/v1). */
export const translationRoutes: FastifyPluginAsyncZod<TranslationRoutesOptions> = async (app, { translationService, phraseCards }) => {
  app.post(
    '/translation/translate',
    {
      schema: {
        tags: ['translation'],
        summary: 'Translate text between two of the 14 languages (spec §7)',
        description:
          `\`from\` / \`to\`: ${TRANSLATOR_LANGUAGES.join(', ')}; the provider codes \`cn\` (= zh) and \`yue\` (= zh_cantonese) are accepted too. ` +
          '`text`: at most 5000 characters after trimming. Charges the trimmed text\'s characters to the caller\'s `translation_chars` quota ' +
          '(429 visitor, 448 user when they are not left) and gives them back when the provider fails. Errors: 40004 a blank field, 40005 over 5000 ' +
          'characters, 40009 unknown language, 40010 the same language twice, 50201 the provider failed, 50303 no translation provider configured.',
        headers: HeadersSchema,
        body: TranslateRequestSchema,
        response: { 200: TranslateResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema, 448: ErrorBodySchema, 502: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await translationService.translate(request, request.body)),
  );

  app.get(
    '/translation/phrases',
    {
      schema: {
        tags: ['translation'],
        summary: 'The offline phrasebook in one language pair (the translator\'s phrase list)',
        description:
          `\`from\` / \`to\`: ${TRANSLATOR_LANGUAGES.join(', ')} (or \`cn\`, \`yue\`). Answers the phrases with a sourced text in both languages, in file order, ` +
          'each with the page its `to` text was quoted from. Errors: 40009 unknown language, 40010 the same language twice.',
        querystring: PhrasesQuerySchema,
        response: { 200: PhraseListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, phraseCards.phraseList(request.query.from, request.query.to)),
  );

  app.get(
    '/translation/phrase-cards/place',
    {
      schema: {
        tags: ['translation'],
        summary: '"Take me here" card of a catalog place: Chinese name and address for a driver',
        description:
          '`kind`: attraction, stay or restaurant; `id`: the catalog id. Answers the zh-CN name, address and town, and the name and town in the ' +
          'request locale (Accept-Language). Errors: 400 a bad kind or id, 40401 no active place with that kind and id.',
        querystring: PlaceCardQuerySchema,
        response: { 200: PlaceCardResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, await phraseCards.placeCard(request.query.kind, request.query.id, request.locale)),
  );

  app.get(
    '/translation/phrase-cards/diet',
    {
      schema: {
        tags: ['translation'],
        summary: 'Diet card: the phrasebook\'s Chinese lines for diet keys',
        description:
          `\`diets\`: comma-separated keys of ${DIET_KEYS.join(', ')}. Answers the sourced Mandarin lines tagged with those keys (and each line in the ` +
          'request locale), and the keys no sourced line covers (`uncovered`). Errors: 40001 an empty list or an unknown key.',
        querystring: DietCardQuerySchema,
        response: { 200: DietCardResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, phraseCards.dietCard(request.query.diets, request.locale)),
  );
};
