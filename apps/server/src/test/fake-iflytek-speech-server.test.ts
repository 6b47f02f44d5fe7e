import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startFakeIflytekSpeechServer, type FakeIflytekSpeechServer } from './fake-iflytek-speech-server.js';

const CREDENTIALS = { appId: 'fake-app', apiKey: 'fake-key', apiSecret: 'fake-secret' };

let fake: FakeIflytekSpeechServer;
beforeAll(async () => {
  fake = await startFakeIflytekSpeechServer(CREDENTIALS);
});
afterAll(() => fake.close());

/** Signed per integrations.md §1.0(a), written here again so the fake is checked on its own. */
function signed(base: string, secret = CREDENTIALS.apiSecret): string {
  const url = new URL(base);
  const date = new Date().toUTCString();
  const signature = createHmac('sha256', secret).update(`host: ${url.host}\ndate: ${date}\nGET ${url.pathname} HTTP/1.1`).digest('base64');
  const authorization = Buffer.from(`api_key="${CREDENTIALS.apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`).toString('base64');
  url.search = new URLSearchParams({ authorization, date, host: url.host }).toString();
  return url.toString();
}

/** Open `url`, send `frames`, and collect replies until the fake closes; or the refused status. */
async function exchange(url: string, frames: string[]): Promise<{ status?: number; replies: { code: number; message: string; data?: { status: number } }[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const replies: { code: number; message: string; data?: { status: number } }[] = [];
    socket.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode, replies }));
    socket.on('open', () => {
      for (const frame of frames) socket.send(frame);
    });
    socket.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString('utf8')) as (typeof replies)[number]));
    socket.on('close', () => resolve({ replies }));
    socket.on('error', reject);
  });
}

const audioFrame = (status: number, extra: object = {}) => JSON.stringify({ ...extra, data: { status, format: 'audio/L16;rate=16000', encoding: 'raw', audio: status === 2 ? '' : Buffer.alloc(1280).toString('base64') } });
const first = (business: object) => audioFrame(0, { common: { app_id: CREDENTIALS.appId }, business: { domain: 'iat', accent: 'mandarin', ...business } });

describe('fake iFlytek speech server', () => {
  it('refuses a handshake whose HMAC does not verify with 401', async () => {
    expect((await exchange(signed(fake.iatUrl, 'other-secret'), [])).status).toBe(401);
    expect(fake.handshakes.at(-1)).toMatchObject({ status: 401, reason: 'signature does not match' });
  });

  it('answers 10165 to audio before a first frame and 10160 to malformed JSON', async () => {
    expect((await exchange(signed(fake.iatUrl), [audioFrame(1)])).replies.map((r) => r.code)).toEqual([10165]);
    expect((await exchange(signed(fake.iatUrl), ['{not json'])).replies.map((r) => r.code)).toEqual([10160]);
  });

  it('answers 11200 to a minority language on the standard endpoint and serves it on the niche one', async () => {
    expect((await exchange(signed(fake.iatUrl), [first({ language: 'ja_jp' }), audioFrame(2)])).replies.map((r) => r.code)).toEqual([11200]);
    const served = await exchange(signed(fake.iatNicheUrl), [first({ language: 'ja_jp' }), audioFrame(2)]);
    expect(served.replies.map((r) => [r.code, r.data?.status])).toEqual([[0, 2]]);
  });

  it('answers 10163 to a minority voice with UTF8 text', async () => {
    const frame = JSON.stringify({ common: { app_id: CREDENTIALS.appId }, business: { aue: 'lame', sfl: 1, vcn: 'x2_jajp_zhongcun', tte: 'UTF8' }, data: { status: 2, text: Buffer.from('こんにちは').toString('base64') } });
    expect((await exchange(signed(fake.ttsUrl), [frame])).replies.map((r) => r.code)).toEqual([10163]);
  });
});
