import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/env.js';
import { createPlannerAi } from './select-planner-ai.js';

const AI = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'qwen2.5' };

describe('createPlannerAi', () => {
  it('picks the local rules when no model is configured', () => {
    const config = loadConfig({});
    expect(config.AI_TIMEOUT_MS).toBe(60_000);
    expect(createPlannerAi(config).kind).toBe('local');
  });

  it('picks the OpenAI-compatible provider when base URL, key and model are set', () => {
    const config = loadConfig({ ...AI, AI_TIMEOUT_MS: '15000' });
    expect(config).toMatchObject({ ...AI, AI_TIMEOUT_MS: 15_000 });
    expect(createPlannerAi(config).kind).toBe('openai-compatible');
  });

  it('refuses a partial model configuration at start, naming what is missing', () => {
    expect(() => loadConfig({ AI_BASE_URL: AI.AI_BASE_URL, AI_MODEL: AI.AI_MODEL })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: AI.AI_BASE_URL, AI_MODEL: AI.AI_MODEL })).toThrow(/AI_API_KEY: required with AI_BASE_URL, AI_MODEL/);
    expect(() => loadConfig({ ...AI, AI_BASE_URL: 'api.deepseek.com' })).toThrow(/AI_BASE_URL/);
    // A configuration built without loadConfig still falls back to the local rules.
    expect(createPlannerAi({ ...loadConfig({}), AI_BASE_URL: AI.AI_BASE_URL }).kind).toBe('local');
  });
});
