import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { createLanguageModel } from './select-language-model.js';

describe('createLanguageModel', () => {
  it('is null when no model is configured, so features use their embedded default', () => {
    expect(createLanguageModel(loadConfig({}))).toBeNull();
    // A configuration built without loadConfig and missing the key is not a model either.
    expect(createLanguageModel({ ...loadConfig({}), AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen2.5' })).toBeNull();
  });

  it('is the OpenAI-compatible model when base URL, key and model are set', () => {
    const model = createLanguageModel(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'qwen2.5' }));
    expect(model).toMatchObject({ kind: 'openai-compatible', model: 'qwen2.5' });
  });
});
