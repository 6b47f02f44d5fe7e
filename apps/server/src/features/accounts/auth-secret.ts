/**
 * The server secret behind access tokens (HS256) and verification-code hashes: AUTH_JWT_SECRET when
 * set (at least 32 bytes), else 32 random bytes generated once into `<DATA_DIR>/auth-secret` (file
 * mode 0600) and reused on every start, so tokens survive restarts on the embedded default.
 * Several instances must share one secret: set AUTH_JWT_SECRET for them (docs/deploy.md).
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Keys derived from the secret, one per use, so no key serves two purposes. */
export interface AuthKeys {
  /** HMAC-SHA256 key of access tokens (32 bytes). */
  tokenKey: Uint8Array;
  /** HMAC-SHA256 key of stored verification codes (32 bytes). */
  codeKey: Uint8Array;
  /** Where the secret came from. */
  source: 'env' | 'file' | 'generated';
}

/** File the generated secret is kept in, under DATA_DIR. */
export const SECRET_FILE_NAME = 'auth-secret';

/**
 * Read or create the secret and derive the keys (HKDF-SHA256).
 * @throws when DATA_DIR cannot be written or the secret file is empty or shorter than 32 bytes.
 */
export function loadAuthKeys(options: { configuredSecret: string | undefined; dataDir: string }): AuthKeys {
  let secret: Buffer;
  let source: AuthKeys['source'];
  if (options.configuredSecret !== undefined) {
    secret = Buffer.from(options.configuredSecret, 'utf8');
    source = 'env';
  } else {
    ({ secret, source } = readOrCreateSecretFile(path.join(options.dataDir, SECRET_FILE_NAME)));
  }
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', secret, 'dali-guide', info, 32));
  return { tokenKey: derive('access-token-hs256'), codeKey: derive('verification-code-hmac'), source };
}

function readOrCreateSecretFile(file: string): { secret: Buffer; source: 'file' | 'generated' } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = randomBytes(32).toString('base64url');
  try {
    // 'wx': never overwrite, so two processes starting at once agree on the first one written.
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return { secret: Buffer.from(fresh, 'utf8'), source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(stored, 'utf8') < 32) throw new Error(`${file} holds fewer than 32 bytes; delete it to generate a new secret`);
  return { secret: Buffer.from(stored, 'utf8'), source: 'file' };
}
