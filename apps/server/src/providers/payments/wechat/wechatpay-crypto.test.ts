import { createCipheriv, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildAuthorization,
  decryptResource,
  platformSignatureMessage,
  requestSignatureMessage,
  signMessage,
  verifyMessage,
  WeChatPaySignatureError,
} from './wechatpay-crypto.js';

const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

function encrypt(plaintext: string, key: string, nonce: string, aad: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

describe('request signature message (integrations.md §2.3)', () => {
  it('is five lines each ending in \\n, body included', () => {
    expect(requestSignatureMessage('post', '/v3/pay/transactions/native', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', '{"appid":"wx1"}')).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"appid":"wx1"}\n',
    );
  });

  it('keeps the query on the URL line and ends a GET with an empty body line', () => {
    expect(requestSignatureMessage('GET', '/v3/pay/transactions/out-trade-no/T1?mchid=1900', 1, 'N', '')).toBe(
      'GET\n/v3/pay/transactions/out-trade-no/T1?mchid=1900\n1\nN\n\n',
    );
  });

  it('builds an Authorization header whose signature verifies over that message', () => {
    const header = buildAuthorization({
      mchId: '1900009191',
      merchantSerialNo: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
      merchantPrivateKey: privatePem,
      method: 'GET',
      pathWithQuery: '/v3/certificates',
      body: '',
      timestampS: 1554208460,
      nonce: 'NONCE',
    });
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="NONCE",signature="[^"]+",timestamp="1554208460",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB"$/);
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(createVerify('RSA-SHA256').update('GET\n/v3/certificates\n1554208460\nNONCE\n\n').verify(publicKey, signature, 'base64')).toBe(true);
  });
});

describe('platform signatures (integrations.md §2.4)', () => {
  it('verifies ts\\nnonce\\nbody\\n, including an empty body, and rejects anything else', () => {
    const message = platformSignatureMessage('1700000000', 'abc', '');
    expect(message).toBe('1700000000\nabc\n\n');
    const signature = signMessage(message, privateKey);
    expect(verifyMessage(message, signature, publicKey)).toBe(true);
    expect(verifyMessage(platformSignatureMessage('1700000000', 'abc', ' '), signature, publicKey)).toBe(false);
    expect(verifyMessage(message, 'not base64 at all', publicKey)).toBe(false);
  });
});

describe('AEAD_AES_256_GCM resources (integrations.md §2.5)', () => {
  const resource = { algorithm: 'AEAD_AES_256_GCM', nonce: 'fdasflkja484', associated_data: 'transaction', ciphertext: encrypt('{"trade_state":"SUCCESS"}', API_V3_KEY, 'fdasflkja484', 'transaction') };

  it('round-trips', () => {
    expect(decryptResource(resource, API_V3_KEY)).toBe('{"trade_state":"SUCCESS"}');
    const empty = { nonce: '123456789012', associated_data: '', ciphertext: encrypt('x', API_V3_KEY, '123456789012', '') };
    expect(decryptResource(empty, API_V3_KEY)).toBe('x');
  });

  it('rejects a flipped tag byte, a flipped ciphertext byte, other AAD and a wrong key', () => {
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    const flip = (index: number) => {
      const copy = Buffer.from(bytes);
      copy[index] = (copy[index] ?? 0) ^ 0x80;
      return copy.toString('base64');
    };
    expect(() => decryptResource({ ...resource, ciphertext: flip(bytes.length - 1) }, API_V3_KEY)).toThrow(WeChatPaySignatureError);
    expect(() => decryptResource({ ...resource, ciphertext: flip(0) }, API_V3_KEY)).toThrow(WeChatPaySignatureError);
    expect(() => decryptResource({ ...resource, associated_data: 'certificate' }, API_V3_KEY)).toThrow(WeChatPaySignatureError);
    expect(() => decryptResource(resource, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')).toThrow(WeChatPaySignatureError);
    expect(() => decryptResource({ ...resource, ciphertext: 'AAAA' }, API_V3_KEY)).toThrow(/too short/);
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128_CBC' }, API_V3_KEY)).toThrow(/algorithm/);
  });

  it('never puts the key into its error', () => {
    try {
      decryptResource(resource, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345');
    } catch (error) {
      expect(String(error)).not.toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345');
    }
  });
});
