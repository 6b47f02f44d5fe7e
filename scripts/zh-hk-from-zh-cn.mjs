#!/usr/bin/env node
/**
 * Writes apps/web/src/locales/zh-HK/<ns>.json from zh-CN with OpenCC (cn → hk) plus Hong Kong
 * wording for common UI terms (登入, 電郵, 選單…), keeping any zh-HK string that already exists
 * and still has the same key. Review the output by hand before committing.
 * Usage: node scripts/zh-hk-from-zh-cn.mjs common policies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
const convert = OpenCC.Converter({ from: 'cn', to: 'hk' });
const WORDING = [
  ['登錄', '登入'],
  ['郵箱', '電郵'],
  ['菜單', '選單'],
  ['標籤頁', '分頁'],
  ['賬號', '帳號'],
  ['信息', '資訊'],
  ['加載', '載入'],
  ['鏈接', '連結'],
  ['網絡連接', '網絡連線'],
  ['默認', '預設'],
  ['視頻', '影片'],
  ['“', '「'],
  ['”', '」'],
  ['説', '說'],
  ['反饋', '回饋'],
  ['聯繫', '聯絡'],
  ['數據', '資料'],
  ['跟蹤程序', '追蹤程式'],
  ['存儲', '儲存'],
  ['裏', '裡'],
];
const hk = (text) => WORDING.reduce((out, [from, to]) => out.split(from).join(to), convert(text));

function walk(source, existing) {
  if (typeof source === 'string') return typeof existing === 'string' ? existing : hk(source);
  if (Array.isArray(source)) return source.map((item, i) => walk(item, Array.isArray(existing) ? existing[i] : undefined));
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, walk(v, existing && typeof existing === 'object' ? existing[k] : undefined)]));
}

for (const ns of process.argv.slice(2)) {
  const source = JSON.parse(fs.readFileSync(path.join(root, 'zh-CN', `${ns}.json`), 'utf8'));
  const target = path.join(root, 'zh-HK', `${ns}.json`);
  const existing = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : undefined;
  fs.writeFileSync(target, `${JSON.stringify(walk(source, existing), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
