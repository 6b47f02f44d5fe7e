/**
 * iFlytek online synthesis (TTS, integrations.md §1.2) behind the {@link SpeechSynthesizer} port:
 * one upstream WebSocket per synthesis, signed per §1.0(a), one request frame, MP3 chunks back.
 */
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { VOICE_LANGUAGES } from '@dali/shared/contracts/voice';
import { z } from 'zod/mini';
import { SpeechProviderError, type SpeechSynthesizer, type SynthesisInput } from '../speech-provider.js';
import { iflytekSignedUrl } from './iflytek-auth.js';
import { openIflytekSession } from './iflytek-session.js';

/** Options of {@link createIflytekSynthesizer} (the TTS service's credentials from the iFlytek console, §1). */
export interface IflytekSynthesizerOptions {
  appId: string;
  apiKey: string;
  /** The HMAC key; never logged nor put into errors. */
  apiSecret: string;
  /** e.g. `wss://tts-api.xfyun.cn/v2/tts` (env IFLYTEK_TTS_URL). */
  url: string;
  /** Longest wait for the handshake or for the next reply, ms. */
  timeoutMs: number;
  /** Clock of the signature's `date`; default the current time. */
  now?: () => Date;
}

/** Languages whose voices are iFlytek's own Chinese/English engines and read UTF-8 text (§1.2). */
const UTF8_LANGUAGES: ReadonlySet<TranslatorLanguage> = new Set(['zh', 'en', 'zh_cantonese']);

/** `data` of a synthesis reply: a base64 MP3 chunk, `status` 2 on the last. */
const synthesisDataSchema = z.looseObject({
  audio: z.optional(z.nullable(z.string())),
  status: z.optional(z.number()),
});

/**
 * The text encoding of `language`'s voice (§1.2): minority-language voices (`x2_*` and the Thai
 * voice) only read `UNICODE` (UTF-16LE); Mandarin, English and Cantonese read `UTF8`.
 */
export function iflytekTextEncoding(language: TranslatorLanguage): 'UTF8' | 'UNICODE' {
  return UTF8_LANGUAGES.has(language) ? 'UTF8' : 'UNICODE';
}

/**
 * Create the iFlytek {@link SpeechSynthesizer} (kind `iflytek`). `synthesize` sends one frame
 * `{common:{app_id}, business:{aue:'lame', sfl:1, auf:'audio/L16;rate=16000', vcn, speed, volume,
 * pitch, tte}, data:{status:2, text}}` with `vcn` = `VOICE_LANGUAGES[language].voiceName` and the
 * text base64 of UTF-8 or, for `tte` `UNICODE`, of UTF-16LE ({@link iflytekTextEncoding}); it yields
 * each reply's decoded `data.audio` (MP3, non-empty chunks only) and ends after `data.status` 2.
 *
 * Errors, from the iterator (all {@link SpeechProviderError}): `unsupported`, `http` (handshake;
 * `status`), `provider` (reply `code` ≠ 0; `providerCode`), `connection`, `timeout`, `aborted`
 * (the socket is cut at once), `empty` (blank text, or the last reply came without any audio).
 */
export function createIflytekSynthesizer(options: IflytekSynthesizerOptions): SpeechSynthesizer {
  const now = options.now ?? (() => new Date());
  const label = 'iFlytek synthesis';

  async function* synthesize(input: SynthesisInput): AsyncGenerator<Buffer, void, undefined> {
    if (!supports(input.language)) throw new SpeechProviderError('unsupported', `${label}: language ${String(input.language)} is not supported`);
    if (input.text.trim() === '') throw new SpeechProviderError('empty', `${label}: no text`);
    const tte = iflytekTextEncoding(input.language);
    const session = openIflytekSession({ url: iflytekSignedUrl(options.url, options.apiKey, options.apiSecret, now()), timeoutMs: options.timeoutMs, signal: input.signal, label });
    session.send({
      common: { app_id: options.appId },
      business: {
        aue: 'lame',
        sfl: 1,
        auf: 'audio/L16;rate=16000',
        vcn: VOICE_LANGUAGES[input.language].voiceName,
        speed: input.speed,
        volume: input.volume,
        pitch: input.pitch,
        tte,
      },
      data: { status: 2, text: Buffer.from(input.text, tte === 'UNICODE' ? 'utf16le' : 'utf8').toString('base64') },
    });
    let bytes = 0;
    try {
      for await (const reply of session.replies()) {
        const parsed = synthesisDataSchema.safeParse(reply.data ?? {});
        if (!parsed.success) throw new SpeechProviderError('provider', `${label}: unexpected reply shape${reply.sid ? ` (sid ${reply.sid})` : ''}`);
        const audio = parsed.data.audio ? Buffer.from(parsed.data.audio, 'base64') : Buffer.alloc(0);
        if (audio.length > 0) {
          bytes += audio.length;
          yield audio;
        }
        if (parsed.data.status === 2) {
          if (bytes === 0) throw new SpeechProviderError('empty', `${label}: the service answered without audio`);
          return;
        }
      }
    } finally {
      session.close();
    }
  }

  function supports(language: TranslatorLanguage): boolean {
    return (TRANSLATOR_LANGUAGES as readonly string[]).includes(language);
  }

  return { kind: 'iflytek', supports, synthesize };
}
