import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { MembershipConfigError, loadMembershipConfig, parseMembershipConfig } from './membership-config.js';

const REPO_FILE = path.join(REPO_ROOT, 'config/membership.json');
const repoJson = () => JSON.parse(fs.readFileSync(REPO_FILE, 'utf8')) as Record<string, unknown> & {
  levels: Record<string, { apiPermissions: { apiName: string; dailyLimit: number }[] }>;
  packages: Record<string, unknown>[];
  freeTiers: Record<string, Record<string, unknown>>;
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-membership-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const writeFile = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};
const problemsOf = (raw: unknown) => {
  const result = parseMembershipConfig(raw);
  return result.ok ? [] : result.problems;
};

describe('config/membership.json', () => {
  const config = loadMembershipConfig({ file: REPO_FILE });

  it('holds the spec §9 packages in price order, each with its level, price in cents and duration', () => {
    expect(config.packages.map((p) => [p.id, p.serviceType, p.level, p.priceMinor, p.currency, p.durationHours, p.paymentUrl, p.qrImage])).toEqual([
      ['one-day', 'one-day', 'BASIC', 390, 'USD', 24, null, null],
      ['one-week', 'one-week', 'STANDARD', 990, 'USD', 168, null, null],
      ['one-month', 'one-month', 'PREMIUM', 3990, 'USD', 720, null, null],
    ]);
    for (const pkg of config.packages) {
      expect(Object.keys(pkg.name).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
      expect(Object.keys(pkg.description).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
    }
  });

  it('gives each level one permission per feature with the agreed limits (999999 unlimited)', () => {
    const row = (level: keyof typeof config.levels) => config.levels[level].apiPermissions.map((p) => [p.apiName, p.totalLimit, p.timeLimitHours, p.dailyLimit]);
    expect(row('TRIAL')).toEqual([
      ['chat', 999999, 72, 30],
      ['planner', 2, 72, 999999],
      ['translation_chars', 999999, 72, 2000],
      ['voice', 999999, 72, 10],
    ]);
    expect(row('BASIC')).toEqual([
      ['chat', 999999, 24, 100],
      ['planner', 2, 24, 999999],
      ['translation_chars', 1000, 24, 999999],
      ['voice', 999999, 24, 20],
    ]);
    expect(row('STANDARD')).toEqual([
      ['chat', 999999, 168, 200],
      ['planner', 5, 168, 999999],
      ['translation_chars', 10000, 168, 999999],
      ['voice', 999999, 168, 50],
    ]);
    expect(row('PREMIUM')).toEqual([
      ['chat', 999999, 720, 500],
      ['planner', 10, 720, 999999],
      ['translation_chars', 999999, 720, 999999],
      ['voice', 999999, 720, 100],
    ]);
    expect(row('VIP').every(([, total, , daily]) => total === 999999 && daily === 999999)).toBe(true);
  });

  it('has the free daily allowances of visitors, their client address and registered users', () => {
    expect(config.freeTiers).toEqual({
      visitor: { chat: 10, planner: 1, translation_chars: 500, voice: 3 },
      visitorIp: { chat: 40, planner: 3, translation_chars: 2000, voice: 10 },
      user: { chat: 20, planner: 1, translation_chars: 1000, voice: 5 },
    });
  });
});

describe('membership configuration checks', () => {
  it('lists every problem with its path', () => {
    const raw = repoJson();
    delete raw.levels.VIP;
    raw.levels.BASIC?.apiPermissions.pop();
    const chat = raw.levels.TRIAL?.apiPermissions[0];
    if (chat) chat.dailyLimit = -1;
    raw.packages.push({ ...raw.packages[0], serviceType: 'one-day' });
    raw.freeTiers.visitor = { chat: 10, planner: 1, translation_chars: 500 };
    raw.extra = true;
    const problems = problemsOf(raw);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^levels\.VIP: /),
        'levels.BASIC.apiPermissions: expected exactly one entry for voice, found 0',
        expect.stringMatching(/^levels\.TRIAL\.apiPermissions\.0\.dailyLimit: /),
        'packages.3.id: duplicate id one-day',
        'packages.3.serviceType: duplicate serviceType one-day',
        expect.stringMatching(/^freeTiers\.visitor\.voice: /),
        expect.stringMatching(/^\(file\): .*extra/),
      ]),
    );
  });

  it('refuses a level that is not one of the five, a bad currency and a payment link that is not a URL', () => {
    const raw = repoJson();
    raw.levels.GOLD = { apiPermissions: [] };
    Object.assign(raw.packages[0] ?? {}, { currency: 'usd', paymentUrl: 'pay here', level: 'GOLD' });
    const problems = problemsOf(raw);
    expect(problems.some((p) => p.startsWith('levels'))).toBe(true);
    expect(problems).toEqual(
      expect.arrayContaining([
        'packages.0.currency: expected an ISO 4217 code such as USD',
        expect.stringMatching(/^packages\.0\.paymentUrl: /),
        expect.stringMatching(/^packages\.0\.level: /),
      ]),
    );
  });

  it('stops with a readable error for a missing file, broken JSON or a bad shape', () => {
    expect(() => loadMembershipConfig({ file: path.join(dir, 'missing.json') })).toThrow(/missing\.json:\n {2}- the file cannot be read/);
    const broken = writeFile('broken.json', '{ "levels": ');
    expect(() => loadMembershipConfig({ file: broken })).toThrow(MembershipConfigError);
    expect(() => loadMembershipConfig({ file: broken })).toThrow(/is not valid JSON/);
    const bad = writeFile('bad.json', JSON.stringify({ ...repoJson(), packages: [] }));
    try {
      loadMembershipConfig({ file: bad });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MembershipConfigError);
      expect((error as MembershipConfigError).problems).toEqual([expect.stringMatching(/^packages: /)]);
      expect((error as Error).message).toMatch(/^Invalid membership configuration in .*bad\.json:\n {2}- packages: /);
    }
  });

  it('takes payment links and QR images from the environment over the file, and refuses unknown package ids there', () => {
    const env = loadConfig({ MEMBERSHIP_PAYMENT_URLS: 'one-day=https://pay.example/day, one-month=https://pay.example/m?x=1', MEMBERSHIP_QR_IMAGES: 'one-week=/images/qr-week.png' });
    expect(env.MEMBERSHIP_PAYMENT_URLS).toEqual({ 'one-day': 'https://pay.example/day', 'one-month': 'https://pay.example/m?x=1' });
    const config = loadMembershipConfig({ file: REPO_FILE, paymentUrls: env.MEMBERSHIP_PAYMENT_URLS, qrImages: env.MEMBERSHIP_QR_IMAGES });
    expect(config.packages.map((p) => [p.id, p.paymentUrl, p.qrImage])).toEqual([
      ['one-day', 'https://pay.example/day', null],
      ['one-week', null, '/images/qr-week.png'],
      ['one-month', 'https://pay.example/m?x=1', null],
    ]);
    expect(() => loadMembershipConfig({ file: REPO_FILE, paymentUrls: { 'two-day': 'https://pay.example/2' } })).toThrow(
      /MEMBERSHIP_PAYMENT_URLS: no package "two-day" in the file \(packages: one-day, one-week, one-month\)/,
    );
    expect(() => loadConfig({ MEMBERSHIP_PAYMENT_URLS: 'one-day:https://pay.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEMBERSHIP_QR_IMAGES: 'one-day=javascript:alert(1)' })).toThrow(/MEMBERSHIP_QR_IMAGES: expected package-id=value pairs/);
  });

  it('names the file from MEMBERSHIP_CONFIG_FILE, relative to the repository root', () => {
    expect(loadConfig({}).MEMBERSHIP_CONFIG_FILE).toBe(REPO_FILE);
    expect(loadConfig({ MEMBERSHIP_CONFIG_FILE: 'data/m.json' }).MEMBERSHIP_CONFIG_FILE).toBe(path.join(REPO_ROOT, 'data/m.json'));
  });
});
