/**
 * Runs the local iFlytek fakes (speech sockets and machine translation) in a process of their own,
 * for browser journeys and manual tries of the translator without credentials or network:
 *
 *   node --import tsx apps/server/src/test/fake-iflytek.cli.ts [--wav <file>]
 *
 * Prints one JSON line `{ appId, apiKey, apiSecret, iatUrl, iatNicheUrl, ttsUrl, translateUrl }`
 * once both listen (point the server's IFLYTEK_* variables at them), then runs until SIGTERM/SIGINT.
 * Recognition answers the fake's default dynamic-correction script (今天 → 今天天气 → 今天天气很好。);
 * machine translation answers that sentence in English as scripted below, anything else as
 * `[<to>] <text>`. `--wav <file>` first writes that Mandarin sentence spoken by eSpeak NG (the npm
 * WebAssembly build), a WAV Chromium can use as a fake microphone
 * (`--use-file-for-fake-audio-capture=<file>`).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startFakeIflytekSpeechServer } from './fake-iflytek-speech-server.js';
import { startFakeIflytekTranslateServer } from './fake-iflytek-translate-server.js';

/** The sentence the fake recogniser hears and the fake translator's English for it. */
const HEARD = '今天天气很好。';
const HEARD_IN_ENGLISH = 'The weather is nice today.';

/** Credentials both fakes accept (test values, not an account). */
const CREDENTIALS = { appId: 'fake-app', apiKey: 'fake-api-key', apiSecret: 'fake-api-secret' };

/** Write `text` spoken by eSpeak NG in `voice` to `file` as a WAV (22,050 Hz mono 16-bit). */
async function writeSpokenWav(file: string, voice: string, text: string): Promise<void> {
  // The package ships no types (it is the Emscripten build of the espeak-ng command line), so it is
  // imported by a name TypeScript does not resolve and given the one shape used here.
  const specifier = 'espeak-ng';
  const { default: ESpeakNg } = (await import(specifier)) as { default: (options: object) => Promise<{ FS: { readFile(path: string): Uint8Array } }> };
  const espeak = await ESpeakNg({ arguments: ['-v', voice, '-w', '/out.wav', text], print: () => undefined, printErr: () => undefined });
  fs.writeFileSync(file, espeak.FS.readFile('/out.wav'));
}

const { values } = parseArgs({ options: { wav: { type: 'string' } } });
if (values.wav) await writeSpokenWav(values.wav, 'cmn', HEARD.replace('。', ''));

const speech = await startFakeIflytekSpeechServer(CREDENTIALS);
const translate = await startFakeIflytekTranslateServer(CREDENTIALS);
translate.script('cn', 'en', HEARD, HEARD_IN_ENGLISH);

process.stdout.write(`${JSON.stringify({ ...CREDENTIALS, iatUrl: speech.iatUrl, iatNicheUrl: speech.iatNicheUrl, ttsUrl: speech.ttsUrl, translateUrl: translate.baseUrl })}\n`);

const stop = () => {
  void Promise.allSettled([speech.close(), translate.close()]).then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
