/**
 * The Aliyun SendSms sender against a local stand-in answering a fixed body: an `OK` answer is a
 * send, an answer of another shape (Code not text, not an object) is a failure, never a send.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSmsSender } from './aliyun-sms-sender.js';

let answer = '';
let server: http.Server;
let endpoint = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const message = { phone: '13800000000', code: '123456', text: '您的验证码是 123456' };
const sender = () =>
  createAliyunSmsSender({ accessKeyId: 'id', accessKeySecret: 'secret', signName: '大理向导', templateCode: 'SMS_1', endpoint, regionId: 'cn-hangzhou', timeoutMs: 2000 });

describe('Aliyun SMS sender answers', () => {
  it('sends on Code OK and refuses an answer of another shape', async () => {
    answer = JSON.stringify({ Code: 'OK', Message: 'OK', RequestId: 'R1', BizId: 'B1' });
    await expect(sender().sendCode(message)).resolves.toBeUndefined();
    for (const malformed of [JSON.stringify({ Code: ['OK'] }), JSON.stringify('OK')]) {
      answer = malformed;
      await expect(sender().sendCode(message)).rejects.toThrow(/Aliyun SendSms failed: HTTP 200/);
    }
  });
});
