/**
 * Contracts of the voice sockets (spec §3 voice-language config, §5 microphone and synthesis
 * limits, §7 WebSockets `/api/v1/voice/recognition` and `/api/v1/voice/synthesis`, §8 voice
 * errors, §9 audio constants) and of the translator's language rules (spec §4).
 *
 * The frames follow iFlytek's IAT and TTS protocols (integrations.md §1.1, §1.2) because the spec's
 * client speaks them; the server relays them to whichever speech provider is configured and never
 * gives the browser a provider credential. Every reply is `{ code, message, data? }`; `code` 0 is
 * success, any other code is one of the API's error codes (packages/shared/src/errors.ts) and the
 * server closes the socket after sending it.
 */
import { z } from 'zod/mini';
import { SYNTHESIS_MAX_CHARS } from '../constants.js';
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from './translation.js';

/** Sample rate of captured and recognised audio, Hz (spec §9). */
export const VOICE_SAMPLE_RATE_HZ = 16_000;
/** Bytes of 16-bit mono PCM in one recognition frame: 40 ms at 16 kHz (spec §9). */
export const VOICE_FRAME_BYTES = 1280;
/** Interval between recognition frames, ms (spec §9). */
export const VOICE_FRAME_INTERVAL_MS = 40;
/** Delay from start of recording to the first frame, ms (spec §9). */
export const VOICE_FIRST_FRAME_DELAY_MS = 50;
/** Capture buffer of the audio worklet, samples (spec §9). */
export const VOICE_CAPTURE_BUFFER_SAMPLES = 2048;
/** A recording ends itself this long after it started, ms (spec §9 auto-end 30 s). */
export const VOICE_MAX_RECORDING_MS = 30_000;
/** Silence that ends speech (`business.vad_eos`), ms (spec §7, §9). */
export const VOICE_END_OF_SPEECH_MS = 5000;
/** Speed, volume and pitch of synthesis, 0–100 (spec §9). */
export const SYNTHESIS_DEFAULT_LEVEL = 50;
/** The client gives up waiting for synthesis after this long, ms (30 s; 60 s on iOS; spec §8, §9). */
export const SYNTHESIS_TIMEOUT_MS = 30_000;
export const SYNTHESIS_TIMEOUT_IOS_MS = 60_000;
/** Toggling the translator or the microphone within this time is ignored, ms (spec §9). */
export const TRANSLATOR_TOGGLE_DEBOUNCE_MS = 500;
/** Close code of a voice socket whose token did not validate (spec §8). */
export const VOICE_CLOSE_TOKEN_INVALID = 4001;
/**
 * Largest text frame a voice socket accepts, bytes. A 40 ms PCM frame is 1,708 characters of base64;
 * a synthesis frame of 2000 characters encoded as UTF-16LE is about 5,400. iFlytek refuses audio
 * frames over about 13 KB (integrations.md §1.1), so 16 KiB leaves room for the JSON around them.
 */
export const VOICE_MAX_FRAME_BYTES = 16 * 1024;

/**
 * Voice-language config of one language (spec §3): what recognition is asked for and which fixed
 * voice speaks it. Values are iFlytek's (integrations.md §1.1 table); other providers map from the
 * app code.
 */
export interface VoiceLanguageConfig {
  /** IAT `business.language`, e.g. `zh_cn`, `ja_jp`, `ru-ru` (case and separators as iFlytek spells them). */
  recognitionLanguage: string;
  /** IAT `business.accent`: `mandarin` for Mandarin and every non-Chinese language, `cantonese` for Cantonese. */
  accent: 'mandarin' | 'cantonese';
  /** `standard` (Chinese/English endpoint) or `niche` (the minority-language endpoint). */
  apiType: 'standard' | 'niche';
  /** Optional region language for Cantonese (`rlang`: `zh-hk` gives traditional characters). */
  regionLanguage?: string;
  /** The language's fixed synthesis voice (TTS `vcn`). */
  voiceName: string;
}

/**
 * The voice-language config of each of the 14 languages (spec §3). Recognition and voice codes of
 * the minority languages are those integrations.md §1.1 lists as commonly seen; an account must
 * enable them in the iFlytek console, and the console shows the exact values.
 */
export const VOICE_LANGUAGES: Readonly<Record<TranslatorLanguage, VoiceLanguageConfig>> = {
  zh: { recognitionLanguage: 'zh_cn', accent: 'mandarin', apiType: 'standard', voiceName: 'xiaoyan' },
  en: { recognitionLanguage: 'en_us', accent: 'mandarin', apiType: 'standard', voiceName: 'x4_enus_catherine_profnews' },
  ko: { recognitionLanguage: 'ko_kr', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_kokr_miya' },
  fr: { recognitionLanguage: 'fr_fr', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_frrgm_lisa' },
  ja: { recognitionLanguage: 'ja_jp', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_jajp_zhongcun' },
  de: { recognitionLanguage: 'de_DE', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_dede_christiane' },
  zh_cantonese: { recognitionLanguage: 'zh_cn', accent: 'cantonese', apiType: 'standard', regionLanguage: 'zh-hk', voiceName: 'x4_ctncn_xiaomei_profnews' },
  ms: { recognitionLanguage: 'ms_MY', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_msmy_hashim' },
  ar: { recognitionLanguage: 'ar_il', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_aren_rania' },
  id: { recognitionLanguage: 'id_ID', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_IdId_Fira' },
  ru: { recognitionLanguage: 'ru-ru', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_ruru_keshu' },
  es: { recognitionLanguage: 'es_es', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_spes_aurora' },
  th: { recognitionLanguage: 'th_TH', accent: 'mandarin', apiType: 'niche', voiceName: 'yingying' },
  vi: { recognitionLanguage: 'vi_VN', accent: 'mandarin', apiType: 'niche', voiceName: 'x2_vivn_thuhien' },
};

/**
 * The app language of a recognition request's `business`: the language whose config has this
 * recognition language and accent (Cantonese is `zh_cn` + `cantonese`). `undefined` when none has.
 */
export function languageOfRecognition(recognitionLanguage: string, accent: string | undefined): TranslatorLanguage | undefined {
  return TRANSLATOR_LANGUAGES.find((code) => {
    const config = VOICE_LANGUAGES[code];
    return config.recognitionLanguage === recognitionLanguage && config.accent === (accent ?? 'mandarin');
  });
}

/** The app language whose fixed synthesis voice is `voiceName`; `undefined` when none is. */
export function languageOfVoice(voiceName: string): TranslatorLanguage | undefined {
  return TRANSLATOR_LANGUAGES.find((code) => VOICE_LANGUAGES[code].voiceName === voiceName);
}

/** Frame `data.status`: 0 first, 1 middle, 2 last (integrations.md §1.1). */
export const FrameStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type FrameStatus = z.infer<typeof FrameStatusSchema>;

/** Base64 text (standard alphabet, padded), possibly empty. */
const Base64Schema = z.string().check(z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/));

/** `business` of the first recognition frame (spec §7; integrations.md §1.1). */
export const RecognitionBusinessSchema = z.object({
  language: z.string().check(z.maxLength(16)),
  domain: z.optional(z.string().check(z.maxLength(32))),
  accent: z.optional(z.string().check(z.maxLength(16))),
  /** End-of-speech silence, ms; the server caps it at {@link VOICE_END_OF_SPEECH_MS}. */
  vad_eos: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
  /** Region language for Cantonese (`zh-hk`). */
  rlang: z.optional(z.string().check(z.maxLength(16))),
  dwa: z.optional(z.string().check(z.maxLength(16))),
  ptt: z.optional(z.int()),
});
export type RecognitionBusiness = z.infer<typeof RecognitionBusinessSchema>;

/**
 * One client frame of `/api/v1/voice/recognition`: the first (`data.status` 0) carries `business`;
 * audio is base64 of 16 kHz mono 16-bit little-endian PCM; the last (status 2) may be empty.
 * `common.app_id` is accepted and ignored: the server signs upstream with its own credentials.
 */
export const RecognitionFrameSchema = z.object({
  common: z.optional(z.object({ app_id: z.optional(z.string().check(z.maxLength(64))) })),
  business: z.optional(RecognitionBusinessSchema),
  data: z.object({
    status: FrameStatusSchema,
    format: z.optional(z.string().check(z.maxLength(32))),
    encoding: z.optional(z.string().check(z.maxLength(16))),
    audio: Base64Schema,
  }),
});
export type RecognitionFrame = z.infer<typeof RecognitionFrameSchema>;

/** One word of a recognition result: `cw[0].w` is the text (integrations.md §1.1). */
export const RecognitionWordSchema = z.object({
  bg: z.optional(z.number()),
  cw: z.array(z.object({ w: z.string(), sc: z.optional(z.number()) })),
});

/**
 * `data.result` of a recognition reply. With dynamic correction, `pgs: 'rpl'` replaces the earlier
 * pieces whose `sn` lie in `rg`; `'apd'` (or none) appends. `ls` is true on the last piece.
 */
export const RecognitionResultSchema = z.object({
  sn: z.int(),
  ls: z.boolean(),
  pgs: z.optional(z.enum(['apd', 'rpl'])),
  rg: z.optional(z.tuple([z.int(), z.int()])),
  ws: z.array(RecognitionWordSchema),
});
export type RecognitionResult = z.infer<typeof RecognitionResultSchema>;

/** A reply of `/api/v1/voice/recognition`: a result piece, or an error (`code` ≠ 0, no data). */
export const RecognitionReplySchema = z.object({
  code: z.int(),
  message: z.string(),
  sid: z.optional(z.string()),
  data: z.optional(z.object({ status: FrameStatusSchema, result: z.optional(RecognitionResultSchema) })),
});
export type RecognitionReply = z.infer<typeof RecognitionReplySchema>;

/** `business` of the synthesis frame (spec §7; integrations.md §1.2). */
export const SynthesisBusinessSchema = z.object({
  /** The voice name; one of the fixed voices of {@link VOICE_LANGUAGES}. */
  vcn: z.string().check(z.maxLength(64)),
  speed: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  volume: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  pitch: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  /** Audio format: `lame` is MP3 (the only one the web client asks for). */
  aue: z.optional(z.string().check(z.maxLength(32))),
  sfl: z.optional(z.int()),
  /** Text encoding of `data.text`: `UTF8` (default) or `UNICODE` (UTF-16LE). */
  tte: z.optional(z.enum(['UTF8', 'UNICODE'])),
});
export type SynthesisBusiness = z.infer<typeof SynthesisBusinessSchema>;

/** The one client frame of `/api/v1/voice/synthesis`: text as base64 of UTF-8, status 2. */
export const SynthesisFrameSchema = z.object({
  common: z.optional(z.object({ app_id: z.optional(z.string().check(z.maxLength(64))) })),
  business: SynthesisBusinessSchema,
  data: z.object({ status: z.literal(2), text: Base64Schema }),
});
export type SynthesisFrame = z.infer<typeof SynthesisFrameSchema>;

/** A reply of `/api/v1/voice/synthesis`: an MP3 chunk (base64), status 2 on the last. */
export const SynthesisReplySchema = z.object({
  code: z.int(),
  message: z.string(),
  sid: z.optional(z.string()),
  data: z.optional(z.object({ audio: Base64Schema, status: FrameStatusSchema, ced: z.optional(z.string()) })),
});
export type SynthesisReply = z.infer<typeof SynthesisReplySchema>;

/** Longest text one synthesis speaks, characters (spec §5, §9). */
export const SYNTHESIS_TEXT_MAX_CHARS = SYNTHESIS_MAX_CHARS;

/**
 * Whether `from` → `to` is a pair the translator allows (spec §4): the languages differ, and
 * Cantonese pairs only with Mandarin or English.
 */
export function isAllowedLanguagePair(from: TranslatorLanguage, to: TranslatorLanguage): boolean {
  if (from === to) return false;
  if (from === 'zh_cantonese') return to === 'zh' || to === 'en';
  if (to === 'zh_cantonese') return from === 'zh' || from === 'en';
  return true;
}
