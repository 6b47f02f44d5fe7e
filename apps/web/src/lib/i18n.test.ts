import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@dali/shared/locales';

/** Every translation file, shell and page namespaces alike, by locale and namespace. */
const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const RESOURCES: Record<Locale, Record<string, Record<string, unknown>>> = { 'en-US': {}, 'zh-CN': {}, 'zh-HK': {} };
for (const [file, content] of Object.entries(FILES)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match?.[1] && match[2]) (RESOURCES[match[1] as Locale] ??= {})[match[2]] = content;
}

type Tree = { [key: string]: Tree | string | Tree[] };

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((item, i) => leaves(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',');

describe('translation files', () => {
  const en = leaves(RESOURCES['en-US']);

  it.each(['zh-CN', 'zh-HK'] as const)('%s has exactly the keys of en-US, non-empty, with the same placeholders', (locale) => {
    const other = leaves(RESOURCES[locale]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toBe(placeholders(en.get(key) ?? ''));
    }
  });

  it('writes zh-HK in Traditional characters (OpenCC finds nothing left to convert)', () => {
    const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
    for (const [key, text] of leaves(RESOURCES['zh-HK'])) {
      const converted = toTraditional(text);
      // Variant-only differences (說/説, 裡/裏, 戶/户, 閱/閲) are a matter of house style, not of script.
      const normalise = (s: string) => s.replace(/説/g, '說').replace(/裏/g, '裡').replace(/户/g, '戶').replace(/閲/g, '閱');
      expect(normalise(converted), key).toBe(normalise(text));
    }
  });

  it('does not leave zh-HK as a copy of zh-CN where the Chinese differs', () => {
    const cn = leaves(RESOURCES['zh-CN']);
    const hk = leaves(RESOURCES['zh-HK']);
    expect(hk.get('common.app.name')).toBe('大理導覽');
    expect(cn.get('common.app.name')).toBe('大理导览');
    expect(hk.get('common.nav.login')).toBe('登入');
  });
});
