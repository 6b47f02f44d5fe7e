import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { afterAll, describe, expect, it } from 'vitest';
import { SpeechProviderError } from '../speech-provider.js';
import { createLocalRecognizer } from './local-recognizer.js';
import { createLocalSynthesizer, espeakLevels, ESPEAK_VOICES, splitText } from './local-synthesizer.js';

const warnings: string[] = [];
const synthesizer = createLocalSynthesizer({ warn: (message) => warnings.push(message) });
afterAll(() => {
  expect(warnings).toEqual([]);
});

/** About 40–100 characters of each language the embedded voices speak. */
const SENTENCES: Record<Exclude<TranslatorLanguage, 'ja'>, string> = {
  zh: '大理古城位于洱海之滨，崇圣寺三塔是大理最有名的景点。',
  en: 'The Three Pagodas of Chongsheng Temple stand near the shore of Erhai Lake.',
  ko: '다리 고성은 얼하이 호수 근처에 있습니다. 숭성사 삼탑이 유명합니다.',
  fr: 'Les trois pagodes du temple Chongsheng se trouvent près du lac Erhai.',
  de: 'Die drei Pagoden des Chongsheng-Tempels stehen nahe am Erhai-See.',
  zh_cantonese: '大理古城喺洱海旁邊，崇聖寺三塔好出名。',
  ms: 'Tiga pagoda Kuil Chongsheng terletak berhampiran Tasik Erhai.',
  ar: 'تقع المعابد الثلاثة بالقرب من بحيرة إرهاي في مدينة دالي القديمة.',
  id: 'Tiga pagoda Kuil Chongsheng berdiri di dekat Danau Erhai.',
  ru: 'Три пагоды храма Чуншэн стоят недалеко от озера Эрхай.',
  es: 'Las tres pagodas del templo Chongsheng están cerca del lago Erhai.',
  th: 'เจดีย์สามองค์ของวัดฉงเซิ่งตั้งอยู่ใกล้ทะเลสาบเอ๋อไห่',
  vi: 'Ba ngôi tháp của chùa Sùng Thánh nằm gần hồ Nhĩ Hải.',
};

const BITRATES: Record<number, number[]> = {
  // MPEG-1 and MPEG-2/2.5 layer III bit rates by index, kbit/s.
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Walk the MPEG audio frames of `mp3` (after an optional ID3v2 tag); duration in s, or an error. */
function mp3Duration(mp3: Buffer): { seconds: number; frames: number } {
  let offset = 0;
  if (mp3.subarray(0, 3).toString('ascii') === 'ID3') offset = 10 + (((mp3[6] ?? 0) << 21) | ((mp3[7] ?? 0) << 14) | ((mp3[8] ?? 0) << 7) | (mp3[9] ?? 0));
  let frames = 0;
  let seconds = 0;
  while (offset + 4 <= mp3.length) {
    const header = mp3.readUInt32BE(offset);
    if (header >>> 21 !== 0x7ff) throw new Error(`no frame sync at byte ${offset}`);
    const version = (header >>> 19) & 3;
    const layer = (header >>> 17) & 3;
    if (layer !== 1) throw new Error('not layer III');
    const bitrate = (BITRATES[version === 3 ? 1 : 2]?.[(header >>> 12) & 15] ?? 0) * 1000;
    const rate = RATES[version]?.[(header >>> 10) & 3] ?? 0;
    if (!bitrate || !rate) throw new Error(`bad frame header at byte ${offset}`);
    const samples = version === 3 ? 1152 : 576;
    const size = Math.floor(((samples / 8) * bitrate) / rate) + ((header >>> 9) & 1);
    offset += size;
    frames += 1;
    seconds += samples / rate;
  }
  return { seconds, frames };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const speak = async (language: TranslatorLanguage, text: string, speed = 50) =>
  Buffer.concat(await collect(synthesizer.synthesize({ text, language, speed, volume: 50, pitch: 50, signal: new AbortController().signal })));

describe('local synthesizer (eSpeak NG + LAME, WebAssembly in a worker)', () => {
  it('supports the 13 languages eSpeak NG speaks, not Japanese', () => {
    expect(synthesizer.kind).toBe('local');
    expect(TRANSLATOR_LANGUAGES.filter((language) => synthesizer.supports(language))).toEqual(TRANSLATOR_LANGUAGES.filter((language) => language !== 'ja'));
    expect(synthesizer.supports('ja')).toBe(false);
  });

  it.each(Object.entries(SENTENCES) as [Exclude<TranslatorLanguage, 'ja'>, string][])('speaks %s as an MP3 of plausible length', async (language, sentence) => {
    const mp3 = await speak(language, sentence);
    expect(mp3.readUInt16BE(0) & 0xffe0).toBe(0xffe0);
    const { seconds, frames } = mp3Duration(mp3);
    expect(frames).toBeGreaterThan(10);
    // Normal speech is 2–25 characters a second across these scripts.
    expect(seconds).toBeGreaterThan(sentence.length / 25);
    expect(seconds).toBeLessThan(sentence.length / 2 + 1);
  }, 20_000);

  it('speaks faster at speed 100 than at speed 0', async () => {
    const slow = mp3Duration(await speak('en', SENTENCES.en, 0)).seconds;
    const fast = mp3Duration(await speak('en', SENTENCES.en, 100)).seconds;
    expect(fast * 3).toBeLessThan(slow);
  });

  it('streams a long text in several chunks that still form one MP3', async () => {
    const long = `${SENTENCES.en} `.repeat(12);
    const chunks = await collect(synthesizer.synthesize({ text: long, language: 'en', speed: 50, volume: 50, pitch: 50, signal: new AbortController().signal }));
    expect(chunks.length).toBeGreaterThan(1);
    const { seconds } = mp3Duration(Buffer.concat(chunks));
    expect(seconds).toBeGreaterThan(12 * 3);
  }, 30_000);

  it('refuses Japanese and blank text, and stops at once when aborted', async () => {
    const unsupported: unknown = await speak('ja', 'こんにちは').catch((error: unknown) => error);
    expect(unsupported).toBeInstanceOf(SpeechProviderError);
    expect((unsupported as SpeechProviderError).kind).toBe('unsupported');
    const blank: unknown = await speak('en', '  \n ').catch((error: unknown) => error);
    expect((blank as SpeechProviderError).kind).toBe('empty');
    const controller = new AbortController();
    const pending = collect(synthesizer.synthesize({ text: `${SENTENCES.en} `.repeat(20), language: 'en', speed: 50, volume: 50, pitch: 50, signal: controller.signal }));
    controller.abort();
    const aborted: unknown = await pending.catch((error: unknown) => error);
    expect((aborted as SpeechProviderError).kind).toBe('aborted');
    // The worker is still usable afterwards.
    expect((await speak('de', SENTENCES.de)).length).toBeGreaterThan(1000);
  }, 30_000);

  it('keeps the event loop free while it synthesises', async () => {
    // Event-loop utilisation ignores time the thread waits for the CPU, so a busy machine does not
    // change it; eSpeak and LAME on this thread would hold it near 1 for the whole synthesis.
    const before = performance.eventLoopUtilization();
    await speak('en', `${SENTENCES.en} `.repeat(8));
    const during = performance.eventLoopUtilization(before);
    expect(during.idle + during.active).toBeGreaterThan(100);
    expect(during.utilization).toBeLessThan(0.5);
  }, 20_000);
});

describe('local synthesizer without its build', () => {
  it('supports nothing, says why once, and fails with unsupported instead of crashing', async () => {
    const reasons: string[] = [];
    const missing = createLocalSynthesizer({ espeakPackage: 'espeak-ng-build-that-is-not-installed', warn: (message) => reasons.push(message) });
    for (const language of TRANSLATOR_LANGUAGES) expect(missing.supports(language)).toBe(false);
    const error: unknown = await collect(missing.synthesize({ text: 'Hello', language: 'en', speed: 50, volume: 50, pitch: 50, signal: new AbortController().signal })).catch((reason: unknown) => reason);
    expect((error as SpeechProviderError).kind).toBe('unsupported');
    expect(missing.supports('en')).toBe(false);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('espeak-ng-build-that-is-not-installed');
  });
});

describe('local synthesizer helpers', () => {
  it('maps 0–100 onto eSpeak ranges with 50 as its defaults', () => {
    expect(espeakLevels({ speed: 50, volume: 50, pitch: 50 })).toEqual({ wordsPerMinute: 175, amplitude: 100, pitch: 50 });
    expect(espeakLevels({ speed: 0, volume: 0, pitch: 0 })).toEqual({ wordsPerMinute: 80, amplitude: 0, pitch: 0 });
    expect(espeakLevels({ speed: 100, volume: 100, pitch: 100 })).toEqual({ wordsPerMinute: 350, amplitude: 200, pitch: 99 });
  });

  it('cuts long text at sentence ends within the limit', () => {
    expect(splitText('One. Two! Three?', 10)).toEqual(['One. Two!', 'Three?']);
    expect(splitText('大理很美。洱海很大。苍山很高。', 12)).toEqual(['大理很美。洱海很大。', '苍山很高。']);
    expect(splitText('no sentence end here at all', 10)).toEqual(['no', 'sentence', 'end here', 'at all']);
    expect(splitText('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(ESPEAK_VOICES.ja).toBeUndefined();
  });
});

describe('local recognizer', () => {
  it('supports no language and fails with unsupported', async () => {
    const recognizer = createLocalRecognizer();
    expect(recognizer.kind).toBe('local');
    for (const language of TRANSLATOR_LANGUAGES) expect(recognizer.supports(language)).toBe(false);
    async function* audio() {
      yield Buffer.alloc(1280);
    }
    const error: unknown = await collect(recognizer.recognize({ language: 'zh', audio: audio(), endOfSpeechMs: 5000, signal: new AbortController().signal })).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect((error as SpeechProviderError).kind).toBe('unsupported');
  });
});
