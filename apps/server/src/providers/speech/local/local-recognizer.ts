/**
 * The embedded default recogniser: there is no offline speech recognition in this server (no
 * model ships with it), so every language is unsupported and the voice route answers
 * VOICE_UNAVAILABLE (spec §8) until iFlytek or an OpenAI-compatible transcription model is set.
 */
import { SpeechProviderError, type SpeechRecognizer } from '../speech-provider.js';

/**
 * Create the local {@link SpeechRecognizer} (kind `local`): `supports()` is false for every
 * language; `recognize()` throws SpeechProviderError `unsupported` from its iterator.
 */
export function createLocalRecognizer(): SpeechRecognizer {
  return {
    kind: 'local',
    supports: () => false,
    // eslint-disable-next-line require-yield -- an iterator that fails on its first step, as the port requires
    async *recognize() {
      throw new SpeechProviderError('unsupported', 'Local recognition: no offline speech recognition is available');
    },
  };
}
