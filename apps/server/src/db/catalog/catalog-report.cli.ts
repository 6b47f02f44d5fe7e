/**
 * `npm run catalog:report [-- --dir PATH]`: read and validate a catalog folder (default: the
 * repository's catalog/, or CATALOG_DIR), print its report (catalog-report.ts) and write it to
 * bench/results/catalog.json. Exits 1, writing nothing, when the folder does not validate (the
 * problems are printed as the importer prints them, region.json included).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { catalogReport } from './catalog-report.js';
import { formatProblem, readCatalog } from './read-catalog.js';

const OUTPUT = path.join(REPO_ROOT, 'bench/results/catalog.json');

try {
  const { values } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: false });
  const dir = values.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : loadConfig().CATALOG_DIR;
  const result = await readCatalog(dir);
  if (!result.ok) {
    console.error(`Catalog ${dir}: ${result.problems.length} problem(s); no report written.`);
    for (const problem of result.problems) console.error(`  ${formatProblem(problem)}`);
    process.exitCode = 1;
  } else {
    const { region } = result.records;
    const report = catalogReport(result.records);
    console.table(report.counts);
    for (const [file, fields] of Object.entries(report.missing)) {
      console.log(`${file}: ${Object.entries(fields).map(([field, rate]) => `${field} missing ${rate.missing}/${rate.total}`).join(', ')}`);
    }
    console.log(`without sources: ${report.withoutSources.length}; names without Chinese: ${report.namesWithoutChinese.length}; source names in text: ${report.sourceNamesInText.length}; outside ${region.name['en-US']}: ${report.outsideRegion.length}`);
    console.log(`price bands: ${report.priceBands.length}; unpriced stays without a band: ${report.unpricedWithoutBand.length}; prices outside their band: ${report.pricesOutsideBand.length}`);
    fs.writeFileSync(OUTPUT, `${JSON.stringify({ name: 'catalog', date: new Date().toISOString(), dir: path.relative(REPO_ROOT, dir) || '.', ...report }, null, 2)}\n`);
    console.log(`wrote ${path.relative(REPO_ROOT, OUTPUT)}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
