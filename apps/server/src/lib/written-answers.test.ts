import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createWrittenAnswers } from './written-answers.js';

describe('written answers', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** An app whose `/answer?v=` sends one shared source object, counting serialisations. */
  function appWith(source: { text: string }) {
    const writer = createWrittenAnswers<{ text: string }>();
    let built = 0;
    const app = Fastify();
    apps.push(app);
    app.get<{ Querystring: { v?: string } }>('/answer', (request, reply) =>
      writer.send(reply, source, request.query.v ?? 'a', () => {
        built += 1;
        return { code: 0, data: `${source.text}:${request.query.v ?? 'a'}` };
      }),
    );
    return { app, builtCount: () => built };
  }

  it('serialises an answer once per source and variant, with the UTF-8 length as Content-Length', async () => {
    const { app, builtCount } = appWith({ text: '崇圣寺三塔' });
    const first = await app.inject('/answer?v=zh');
    const second = await app.inject('/answer?v=zh');
    expect(first.json()).toEqual({ code: 0, data: '崇圣寺三塔:zh' });
    expect(second.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body, 'utf8'));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(builtCount()).toBe(1);
    expect((await app.inject('/answer?v=en')).json()).toEqual({ code: 0, data: '崇圣寺三塔:en' });
    expect(builtCount()).toBe(2);
  });

  it('keeps at most 16 variants of one source and still answers the others correctly', async () => {
    const { app, builtCount } = appWith({ text: 'x' });
    for (let i = 0; i < 20; i += 1) await app.inject(`/answer?v=${i}`);
    expect(builtCount()).toBe(20);
    expect((await app.inject('/answer?v=3')).json()).toEqual({ code: 0, data: 'x:3' });
    expect(builtCount()).toBe(20);
    expect((await app.inject('/answer?v=19')).json()).toEqual({ code: 0, data: 'x:19' });
    expect(builtCount()).toBe(21);
  });
});
