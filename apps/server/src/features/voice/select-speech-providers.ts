/**
 * Picks the speech recogniser and synthesiser from the configuration (README "Voice"; spec §7
 * voice sockets; integrations.md §1.1 IAT, §1.2 TTS), each on its own:
 * - iFlytek when IFLYTEK_APP_ID, IFLYTEK_API_KEY and IFLYTEK_API_SECRET are set (IAT on
 *   IFLYTEK_IAT_URL / IFLYTEK_IAT_NICHE_URL, TTS on IFLYTEK_TTS_URL);
 * - else the OpenAI-compatible service on AI_BASE_URL / AI_API_KEY when its model is set
 *   (AI_TRANSCRIPTION_MODEL for recognition; AI_SPEECH_MODEL and AI_SPEECH_VOICE for synthesis);
 * - else the embedded default: synthesis through eSpeak NG, recognition unsupported (the socket
 *   answers VOICE_UNAVAILABLE, and text translation and phrase cards still work).
 * Every provider gives up after VOICE_TIMEOUT_MS without an answer.
 */
import type { AppConfig } from '../../config/env.js';
import { createIflytekRecognizer } from '../../providers/speech/iflytek/iflytek-recognizer.js';
import { createIflytekSynthesizer } from '../../providers/speech/iflytek/iflytek-synthesizer.js';
import { createLocalRecognizer } from '../../providers/speech/local/local-recognizer.js';
import { createLocalSynthesizer } from '../../providers/speech/local/local-synthesizer.js';
import { createOpenAiRecognizer, createOpenAiSynthesizer } from '../../providers/speech/openai-speech.js';
import type { SpeechRecognizer, SpeechSynthesizer } from '../../providers/speech/speech-provider.js';

/** The iFlytek credentials of `config` when all three are set. */
function iflytekCredentials(config: AppConfig) {
  const { IFLYTEK_APP_ID: appId, IFLYTEK_API_KEY: apiKey, IFLYTEK_API_SECRET: apiSecret } = config;
  return appId && apiKey && apiSecret ? { appId, apiKey, apiSecret } : undefined;
}

/** The recogniser `config` asks for (see module comment). */
export function createRecognizer(config: AppConfig): SpeechRecognizer {
  const iflytek = iflytekCredentials(config);
  if (iflytek) {
    return createIflytekRecognizer({ ...iflytek, standardUrl: config.IFLYTEK_IAT_URL, nicheUrl: config.IFLYTEK_IAT_NICHE_URL, timeoutMs: config.VOICE_TIMEOUT_MS });
  }
  if (config.AI_BASE_URL && config.AI_API_KEY && config.AI_TRANSCRIPTION_MODEL) {
    return createOpenAiRecognizer({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_TRANSCRIPTION_MODEL, timeoutMs: config.VOICE_TIMEOUT_MS });
  }
  return createLocalRecognizer();
}

/**
 * The synthesiser `config` asks for (see module comment); `warn` receives the embedded
 * synthesiser's one-time reason when eSpeak NG cannot start.
 */
export function createSynthesizer(config: AppConfig, warn?: (message: string) => void): SpeechSynthesizer {
  const iflytek = iflytekCredentials(config);
  if (iflytek) return createIflytekSynthesizer({ ...iflytek, url: config.IFLYTEK_TTS_URL, timeoutMs: config.VOICE_TIMEOUT_MS });
  if (config.AI_BASE_URL && config.AI_API_KEY && config.AI_SPEECH_MODEL) {
    return createOpenAiSynthesizer({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_SPEECH_MODEL,
      voice: config.AI_SPEECH_VOICE,
      timeoutMs: config.VOICE_TIMEOUT_MS,
    });
  }
  return createLocalSynthesizer(warn ? { warn } : {});
}
