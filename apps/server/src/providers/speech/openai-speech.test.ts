import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createOpenAiRecognizer, createOpenAiSynthesizer, pcmToWav } from './openai-speech.js';
import { SpeechProviderError } from './speech-provider.js';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

const recognizer = (timeoutMs = 2000) => createOpenAiRecognizer({ baseUrl: fake.baseURL, apiKey: 'sk-test', model: 'whisper-1', timeoutMs });
const synthesizer = (timeoutMs = 2000) => createOpenAiSynthesizer({ baseUrl: fake.baseURL, apiKey: 'sk-test', model: 'tts-1', voice: 'nova', timeoutMs });

async function* pcm(count: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(1280, i + 1);
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function speechError(promise: Promise<unknown>): Promise<SpeechProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechProviderError);
  return error as SpeechProviderError;
}

const lastAudio = () => {
  const request = fake.audioRequests[fake.audioRequests.length - 1];
  if (!request) throw new Error('no audio request');
  return request;
};

describe('pcmToWav', () => {
  it('writes the canonical 44-byte header of 16 kHz mono 16-bit PCM', () => {
    const wav = pcmToWav(Buffer.alloc(3200, 7));
    expect(wav.length).toBe(44 + 3200);
    expect(wav.subarray(0, 44).toString('hex')).toBe(
      // RIFF, size 36+3200, WAVE, "fmt ", 16, PCM 1, mono, 16000 Hz, 32000 B/s, align 2, 16 bits, data, 3200
      '52494646' + 'a40c0000' + '57415645' + '666d7420' + '10000000' + '0100' + '0100' + '803e0000' + '007d0000' + '0200' + '1000' + '64617461' + '800c0000',
    );
  });
});

describe('OpenAI-compatible speech against the fake', () => {
  it('uploads the recording as a WAV with model and ISO language and yields one final result', async () => {
    fake.enqueueTranscript('  Where is the Three Pagodas?  ');
    const results = await collect(recognizer().recognize({ language: 'en', audio: pcm(5), endOfSpeechMs: 5000, signal: new AbortController().signal }));
    expect(results).toEqual([{ sn: 1, ls: true, ws: [{ cw: [{ w: 'Where is the Three Pagodas?' }] }] }]);
    const request = lastAudio();
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.fields).toMatchObject({ model: 'whisper-1', language: 'en' });
    expect(request.file?.name).toBe('speech.wav');
    expect(request.file?.type).toBe('audio/wav');
    const expectedPcm = Buffer.concat([1, 2, 3, 4, 5].map((value) => Buffer.alloc(1280, value)));
    expect(request.file?.bytes.equals(pcmToWav(expectedPcm))).toBe(true);
  });

  it('asks Cantonese as zh (it has no ISO-639-1 code)', async () => {
    await collect(recognizer().recognize({ language: 'zh_cantonese', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal }));
    expect(lastAudio().fields.language).toBe('zh');
  });

  it('fails with empty for no audio or a blank transcript, and with http on an error status', async () => {
    expect((await speechError(collect(recognizer().recognize({ language: 'en', audio: pcm(0), endOfSpeechMs: 5000, signal: new AbortController().signal })))).kind).toBe('empty');
    fake.enqueueTranscript('   ');
    expect((await speechError(collect(recognizer().recognize({ language: 'en', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })))).kind).toBe('empty');
    fake.failAudioNext({ status: 401, message: 'bad key' });
    const error = await speechError(collect(recognizer().recognize({ language: 'en', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
  });

  it('fails with timeout when the service hangs, and with aborted when the caller aborts', async () => {
    fake.failAudioNext({ hang: true });
    expect((await speechError(collect(recognizer(300).recognize({ language: 'en', audio: pcm(1), endOfSpeechMs: 5000, signal: new AbortController().signal })))).kind).toBe('timeout');
    fake.failAudioNext({ hang: true });
    const controller = new AbortController();
    const pending = collect(synthesizer().synthesize({ text: 'Hello', language: 'en', speed: 50, volume: 50, pitch: 50, signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await speechError(pending)).kind).toBe('aborted');
  });

  it('stops at once with aborted when aborted while the recording is still open, without calling the service', async () => {
    const before = fake.audioRequests.length;
    const controller = new AbortController();
    async function* stalled(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(1280, 1);
      await new Promise(() => {});
    }
    const pending = collect(recognizer().recognize({ language: 'en', audio: stalled(), endOfSpeechMs: 5000, signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    expect((await speechError(pending)).kind).toBe('aborted');
    expect(fake.audioRequests.length).toBe(before);
  });

  it('synthesises MP3 with the configured model and voice and yields the body', async () => {
    const chunks = await collect(synthesizer().synthesize({ text: 'Welcome to Dali', language: 'en', speed: 100, volume: 50, pitch: 50, signal: new AbortController().signal }));
    const request = lastAudio();
    expect(request.path).toBe('/v1/audio/speech');
    expect(request.fields).toMatchObject({ model: 'tts-1', voice: 'nova', input: 'Welcome to Dali', response_format: 'mp3', speed: 2 });
    const body = Buffer.concat(chunks);
    expect(body.subarray(0, 3).toString('ascii')).toBe('ID3');
    expect(body.length).toBe(10 + 24 * 1024);
  });

  it('maps speed 50 to 1 and fails with http on an error status', async () => {
    await collect(synthesizer().synthesize({ text: 'Hola', language: 'es', speed: 50, volume: 50, pitch: 50, signal: new AbortController().signal }));
    expect(lastAudio().fields.speed).toBe(1);
    fake.failAudioNext({ status: 500 });
    const error = await speechError(collect(synthesizer().synthesize({ text: 'Hola', language: 'es', speed: 50, volume: 50, pitch: 50, signal: new AbortController().signal })));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
  });
});
