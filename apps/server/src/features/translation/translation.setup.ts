/**
 * Wires text translation (spec §7 `POST /api/v1/translation/translate`) and the phrase cards: loads
 * the phrasebook from CATALOG_DIR at start (a broken file stops the start with the bad entry
 * named), shares one version-keyed cache of the catalog names between the embedded translator and
 * the "take me here" cards, and picks the translator by configuration (select-translator.ts).
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import type { QuotaMeter } from '../../lib/quota-meter.js';
import type { TextTranslator } from '../../providers/translation/text-translator.js';
import { createCatalogNamesCache } from './catalog-names.js';
import { createPhraseCardsService } from './phrase-cards.service.js';
import { loadPhrasebook } from './phrasebook-loader.js';
import { createTranslator } from './select-translator.js';
import { createTranslationService } from './translation.service.js';
import type { TranslationRoutesOptions } from './translation.routes.js';

export interface TranslationSetupDeps {
  config: AppConfig;
  db: Kysely<Database>;
  meter: QuotaMeter;
  /** Replaces the configured translator (tests). */
  translator?: TextTranslator;
}

/**
 * The translation service and the options of `translationRoutes`.
 * @throws Error naming the file and entry when CATALOG_DIR/phrasebook.json is missing or invalid.
 */
export function setUpTranslation({ config, db, meter, translator }: TranslationSetupDeps) {
  const phrasebook = loadPhrasebook(config.CATALOG_DIR);
  const catalog = createCatalogNamesCache(db);
  const translationService = createTranslationService({
    translator: translator ?? createTranslator(config, { phrasebook, catalogNames: async () => (await catalog.current()).names }),
    meter,
  });
  const routes: TranslationRoutesOptions = { translationService, phraseCards: createPhraseCardsService({ phrasebook, catalog }) };
  return { translationService, routes };
}
