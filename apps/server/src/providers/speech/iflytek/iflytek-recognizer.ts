/**
 * iFlytek streaming dictation (IAT, integrations.md §1.1) behind the {@link SpeechRecognizer} port:
 * one upstream WebSocket per recognition, signed per §1.0(a), on the standard endpoint for
 * Mandarin, English and Cantonese and on the minority-language ("niche") endpoint for the rest
 * (packages/shared/src/contracts/voice.ts `VOICE_LANGUAGES[language].apiType`).
 */
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { RecognitionResultSchema, VOICE_LANGUAGES, type RecognitionResult } from '@dali/shared/contracts/voice';
import { z } from 'zod/mini';
import { SpeechProviderError, type RecognitionInput, type SpeechRecognizer } from '../speech-provider.js';
import { iflytekSignedUrl } from './iflytek-auth.js';
import { openIflytekSession } from './iflytek-session.js';

/** Options of {@link createIflytekRecognizer} (the IAT service's credentials from the iFlytek console, §1). */
export interface IflytekRecognizerOptions {
  appId: string;
  apiKey: string;
  /** The HMAC key; never logged nor put into errors. */
  apiSecret: string;
  /** Mandarin/English endpoint, e.g. `wss://iat-api.xfyun.cn/v2/iat` (env IFLYTEK_IAT_URL). */
  standardUrl: string;
  /** Minority-language endpoint, e.g. `wss://iat-niche-api.xfyun.cn/v2/iat` (env IFLYTEK_IAT_NICHE_URL). */
  nicheUrl: string;
  /** Longest wait for the handshake, or for a reply after the last frame sent or reply received, ms. */
  timeoutMs: number;
  /** Clock of the signature's `date`; default the current time. */
  now?: () => Date;
}

/** Audio format of every frame: 16 kHz 16-bit mono PCM (spec §9). */
const AUDIO_FORMAT = 'audio/L16;rate=16000';
/**
 * Largest PCM slice per frame, bytes. The service refuses base64 audio over about 13 KB (§1.1);
 * 8 KiB of PCM is 10.9 KB of base64. Clients normally send 1280 bytes.
 */
const MAX_FRAME_PCM_BYTES = 8192;

/** `data` of a recognition reply: `status` 2 ends the session; `result` is one piece. */
const recognitionDataSchema = z.looseObject({
  status: z.optional(z.number()),
  result: z.optional(z.nullable(RecognitionResultSchema)),
});

/**
 * The `business` of the first frame for `language` (§1.1): `domain` `iat`; `vad_eos` always (the
 * minority languages have no end-of-speech detection without it); dynamic correction (`dwa:
 * 'wpgs'`) only for Mandarin and Cantonese, the only languages that support it; `rlang` for Cantonese.
 */
export function iflytekRecognitionBusiness(language: TranslatorLanguage, endOfSpeechMs: number): Record<string, string | number> {
  const config = VOICE_LANGUAGES[language];
  return {
    language: config.recognitionLanguage,
    domain: 'iat',
    accent: config.accent,
    vad_eos: endOfSpeechMs,
    ...(language === 'zh' || language === 'zh_cantonese' ? { dwa: 'wpgs' } : {}),
    ...(config.regionLanguage ? { rlang: config.regionLanguage } : {}),
  };
}

/** `chunk` in slices of at most {@link MAX_FRAME_PCM_BYTES}. */
function* slices(chunk: Buffer): Generator<Buffer> {
  for (let start = 0; start < chunk.length; start += MAX_FRAME_PCM_BYTES) yield chunk.subarray(start, start + MAX_FRAME_PCM_BYTES);
}

/**
 * Create the iFlytek {@link SpeechRecognizer} (kind `iflytek`). `recognize` opens the socket at once,
 * sends the first frame (`status` 0, `common.app_id`, {@link iflytekRecognitionBusiness}) with the
 * first audio chunk, then one `status` 1 frame per chunk (base64 PCM, `audio/L16;rate=16000`, `raw`),
 * and an empty `status` 2 frame when `input.audio` ends. It yields every reply's `data.result`
 * unchanged in the IAT shape (`pgs`/`rg` passed through; the client reconstructs) and ends after the
 * reply with `data.status` 2, closing the socket.
 *
 * Errors, from the iterator (all {@link SpeechProviderError}): `unsupported` (a language outside
 * `VOICE_LANGUAGES`), `http` (handshake 401/403…; `status`), `provider` (a reply `code` ≠ 0;
 * `providerCode`), `connection` (socket error, early close, or `input.audio` threw), `timeout`
 * (`timeoutMs` without a reply), `aborted` (`input.signal`; the socket is cut at once), `empty`
 * (`input.audio` ended without a byte).
 */
export function createIflytekRecognizer(options: IflytekRecognizerOptions): SpeechRecognizer {
  const now = options.now ?? (() => new Date());
  const label = 'iFlytek recognition';

  async function* recognize(input: RecognitionInput): AsyncGenerator<RecognitionResult, void, undefined> {
    if (!supports(input.language)) throw new SpeechProviderError('unsupported', `${label}: language ${String(input.language)} is not supported`);
    const config = VOICE_LANGUAGES[input.language];
    const base = config.apiType === 'niche' ? options.nicheUrl : options.standardUrl;
    const session = openIflytekSession({ url: iflytekSignedUrl(base, options.apiKey, options.apiSecret, now()), timeoutMs: options.timeoutMs, signal: input.signal, label });

    const pump = async () => {
      let first = true;
      for await (const chunk of input.audio) {
        if (session.ended) return;
        for (const slice of slices(chunk)) {
          const data = { status: first ? 0 : 1, format: AUDIO_FORMAT, encoding: 'raw', audio: slice.toString('base64') };
          session.send(first ? { common: { app_id: options.appId }, business: iflytekRecognitionBusiness(input.language, input.endOfSpeechMs), data } : { data });
          first = false;
        }
      }
      if (first) return session.fail(new SpeechProviderError('empty', `${label}: no audio`));
      session.send({ data: { status: 2, format: AUDIO_FORMAT, encoding: 'raw', audio: '' } });
    };
    pump().catch((error: unknown) => {
      if (!session.ended) session.fail(new SpeechProviderError(input.signal.aborted ? 'aborted' : 'connection', `${label}: the audio input failed`, { cause: error }));
    });

    try {
      for await (const reply of session.replies()) {
        const parsed = recognitionDataSchema.safeParse(reply.data ?? {});
        if (!parsed.success) throw new SpeechProviderError('provider', `${label}: unexpected result shape${reply.sid ? ` (sid ${reply.sid})` : ''}`);
        if (parsed.data.result) yield parsed.data.result;
        if (parsed.data.status === 2) return;
      }
    } finally {
      session.close();
    }
  }

  function supports(language: TranslatorLanguage): boolean {
    return (TRANSLATOR_LANGUAGES as readonly string[]).includes(language);
  }

  return { kind: 'iflytek', supports, recognize };
}
