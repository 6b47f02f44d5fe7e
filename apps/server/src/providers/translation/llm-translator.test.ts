import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createOpenAiLanguageModel } from '../ai/openai-language-model.js';
import { createLlmTranslator } from './llm-translator.js';

describe('text translation through an OpenAI-compatible model', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());
  const translator = () => createLlmTranslator(createOpenAiLanguageModel({ baseURL: fake.baseURL, apiKey: 'k', model: 'm', timeoutMs: 5000, maxRetries: 0 }));

  it('asks for a translation only, names both languages, and returns the trimmed answer', async () => {
    fake.enqueue({ content: '  广东话：多谢晒  ' });
    expect(await translator().translate({ text: 'Thank you very much', from: 'en', to: 'zh_cantonese' })).toBe('广东话：多谢晒');
    const request = fake.requests.at(-1);
    expect(request?.body.stream).toBeFalsy();
    expect(request?.body.temperature).toBe(0);
    expect(request?.body.messages?.[0]?.content).toContain('from English to Cantonese');
    expect(request?.body.messages?.[1]).toEqual({ role: 'user', content: 'Thank you very much' });
  });

  it('turns an empty answer, an HTTP error and an abort into TranslationProviderError kinds', async () => {
    fake.enqueue({ content: '   ' });
    await expect(translator().translate({ text: 'hi', from: 'en', to: 'ja' })).rejects.toMatchObject({ name: 'TranslationProviderError', kind: 'empty' });
    fake.enqueue({ status: 500 });
    await expect(translator().translate({ text: 'hi', from: 'en', to: 'ja' })).rejects.toMatchObject({ kind: 'http', status: 500 });
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = translator().translate({ text: 'hi', from: 'en', to: 'ja', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
