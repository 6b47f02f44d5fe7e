/**
 * Regenerates common-passwords.txt: the first 1,000 entries of the frequency-ranked password list
 * shipped by the npm package `@zxcvbn-ts/language-common` (MIT; `src/passwords.json`, ranked by
 * frequency in public password leaks). Offline once the package is unpacked:
 *
 *   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
 *   npx tsx apps/server/src/features/accounts/common-passwords.generate.ts package/src/passwords.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 1000;
const source = process.argv[2];
if (!source) {
  console.error('usage: tsx common-passwords.generate.ts <path to @zxcvbn-ts/language-common/src/passwords.json>');
  process.exit(2);
}
const ranked = JSON.parse(fs.readFileSync(source, 'utf8')) as unknown;
if (!Array.isArray(ranked) || !ranked.every((entry) => typeof entry === 'string')) throw new Error(`${source} is not a JSON array of strings`);
const header = [
  `# The ${COUNT} most common passwords, most common first: the first ${COUNT} entries of the ranked list`,
  '# in @zxcvbn-ts/language-common 4.1.3 (src/passwords.json, MIT licence), from public password-leak',
  '# frequency data. Regenerate with common-passwords.generate.ts. Compared case-insensitively.',
];
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
fs.writeFileSync(target, `${[...header, ...(ranked as string[]).slice(0, COUNT)].join('\n')}\n`);
console.log(`wrote ${COUNT} passwords to ${target}`);
