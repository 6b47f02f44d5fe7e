/**
 * Reads the offline phrasebook (CATALOG_DIR/phrasebook.json; format in packages/shared/src/
 * contracts/phrasebook.ts, sources in catalog/README.md "phrasebook.json") once at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PhrasebookSchema, type Phrasebook } from '@dali/shared/contracts/phrasebook';

/** File name of the phrasebook inside the catalog directory. */
export const PHRASEBOOK_FILE = 'phrasebook.json';

/**
 * The phrasebook of `catalogDir`, validated.
 * @throws Error naming the file and the first bad entry (phrase index and id, field path, problem)
 *   when the file is missing, is not JSON, breaks the schema, or repeats a phrase id — so a broken
 *   file stops the server at start instead of translating wrongly.
 */
export function loadPhrasebook(catalogDir: string): Phrasebook {
  const file = path.join(catalogDir, PHRASEBOOK_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Phrasebook ${file} could not be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  return parsePhrasebook(raw, file);
}

/**
 * `raw` checked against the phrasebook schema (see {@link loadPhrasebook}); `file` names it in errors.
 * @throws Error naming the bad entry.
 */
export function parsePhrasebook(raw: unknown, file: string): Phrasebook {
  const result = PhrasebookSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const issuePath = issue?.path ?? [];
    const [section, index] = issuePath;
    const phrases = (raw as { phrases?: unknown[] } | null)?.phrases;
    const id = section === 'phrases' && typeof index === 'number' && Array.isArray(phrases) ? (phrases[index] as { id?: unknown } | undefined)?.id : undefined;
    const where = issuePath.map(String).join('.') || '(root)';
    throw new Error(`Phrasebook ${file}: bad entry at ${where}${typeof id === 'string' ? ` (phrase "${id}")` : ''}: ${issue?.message ?? 'invalid'}`);
  }
  const seen = new Set<string>();
  result.data.phrases.forEach((phrase, index) => {
    if (seen.has(phrase.id)) throw new Error(`Phrasebook ${file}: bad entry at phrases.${index} (phrase "${phrase.id}"): the id is used twice`);
    seen.add(phrase.id);
  });
  return result.data;
}
