/**
 * A local stand-in for iFlytek's speech WebSockets (integrations.md §1.0(a), §1.1 IAT `/v2/iat`,
 * §1.2 TTS `/v2/tts`) for tests, written independently of the adapters (node:crypto and ws only) so
 * a bug in one does not hide the same bug in the other. Two listeners on 127.0.0.1 share one
 * handler: the "standard" one (Mandarin/English/Cantonese) and the "niche" one (minority languages).
 * For every handshake it:
 * - refuses a `date` query parameter more than 300 s off its clock with HTTP 403;
 * - VERIFIES the base64 `authorization` query parameter: api_key, algorithm, headers list and the
 *   HMAC-SHA256 recomputed with its known secret from the `host` and `date` query parameters and
 *   `GET <path> HTTP/1.1`; anything wrong → HTTP 401 `{"message":"HMAC signature cannot be verified"}`.
 * IAT: the first frame must be `status` 0 (else code 10165, as iFlytek answers frames without a
 * valid first frame) with `common.app_id` (else 10313), a language this endpoint serves and a valid
 * accent (else 11200, "not authorised"); malformed JSON → 10160. After the `status` 2 frame it
 * replays the scripted results (or a default: wpgs pieces `apd`, `rpl` with `rg`, `apd` when
 * `dwa: 'wpgs'`, else one plain piece), the last with `data.status` 2 and `ls: true`.
 * TTS: checks `common.app_id`, `aue: 'lame'` with `sfl: 1`, a known `vcn` and `tte` (`UNICODE` for
 * minority voices, else 10163), decodes the text, and answers a real MP3 (0.5 s of a 440 Hz tone
 * encoded with LAME, see {@link FakeIflytekSpeechServer.mp3}) in three base64 chunks, `status` 2 last.
 * Knobs: scripted replies, a provider error code, or no answer at all (hang) for the next session.
 * Every handshake and session is recorded, with whether and how the client closed its socket.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMp3Encoder } from 'wasm-media-encoders';
import { WebSocketServer, type WebSocket } from 'ws';
import { VOICE_LANGUAGES } from '@dali/shared/contracts/voice';

/** Credentials the fake accepts and, optionally, its clock (epoch ms). */
export interface FakeIflytekSpeechOptions {
  appId: string;
  apiKey: string;
  apiSecret: string;
  now?: () => number;
}

/** One scripted IAT reply: the `data.result` to send (its `data.status` is 2 on the last of a script). */
export interface FakeIatResult {
  sn: number;
  ls: boolean;
  pgs?: 'apd' | 'rpl';
  rg?: [number, number];
  ws: { bg: number; cw: { sc: number; w: string }[] }[];
}

/** One session (upgraded socket) as the fake saw it. */
export interface RecordedSpeechSession {
  service: 'iat' | 'tts';
  endpoint: 'standard' | 'niche';
  /** Every text frame received, parsed (unparseable ones as the raw string). */
  frames: unknown[];
  /** IAT: total PCM bytes received (base64-decoded audio). */
  audioBytes: number;
  /** TTS: the text decoded per `tte`; null before the frame arrived. */
  text: string | null;
  /** Why the fake answered a non-zero code, or null. */
  problem: string | null;
  /** Close code the fake saw (1006 when the client cut the socket without a close frame); null while open. */
  closeCode: number | null;
  /** Whether the client closed (or cut) the socket before the fake did. */
  closedByClient: boolean;
  /** Resolves when the socket is closed, for whatever reason. */
  closed: Promise<void>;
}

/** One refused or accepted handshake. */
export interface RecordedSpeechHandshake {
  path: string;
  endpoint: 'standard' | 'niche';
  /** HTTP status answered: 101 accepted, 401/403/404 refused. */
  status: number;
  reason: string | null;
}

/** Handle on a started fake. */
export interface FakeIflytekSpeechServer {
  /** `ws://127.0.0.1:<port>/v2/iat` of the standard listener. */
  iatUrl: string;
  /** `ws://127.0.0.1:<other port>/v2/iat` of the niche listener. */
  iatNicheUrl: string;
  /** `ws://127.0.0.1:<port>/v2/tts`. */
  ttsUrl: string;
  /** The MP3 every synthesis answers (split in three chunks). */
  mp3: Buffer;
  handshakes: RecordedSpeechHandshake[];
  sessions: RecordedSpeechSession[];
  /** The results of the next IAT session, in order (the last gets `data.status` 2). */
  script(...results: FakeIatResult[]): void;
  /** The next session (IAT or TTS) answers `code` instead of results, then closes. */
  failNext(code: number, message?: string): void;
  /** The next session never answers (timeout tests). */
  hang(): void;
  close(): Promise<void>;
}

/** Recognition languages each endpoint serves (integrations.md §1.1). */
const STANDARD_LANGUAGES = new Set(['zh_cn', 'en_us']);
const NICHE_LANGUAGES = new Set(Object.values(VOICE_LANGUAGES).map((config) => config.recognitionLanguage).filter((code) => !STANDARD_LANGUAGES.has(code)));
/** Voices of Mandarin, English and Cantonese read UTF-8; every other voice needs `tte: UNICODE`. */
const UTF8_VOICES = new Set([VOICE_LANGUAGES.zh.voiceName, VOICE_LANGUAGES.en.voiceName, VOICE_LANGUAGES.zh_cantonese.voiceName]);
const ALL_VOICES = new Set(Object.values(VOICE_LANGUAGES).map((config) => config.voiceName));

const word = (w: string) => ({ bg: 0, cw: [{ sc: 0, w }] });

/** The default wpgs script: append, then a replacement of sn 1, then the final punctuation. */
const WPGS_SCRIPT: FakeIatResult[] = [
  { sn: 1, ls: false, pgs: 'apd', ws: [word('今天')] },
  { sn: 2, ls: false, pgs: 'rpl', rg: [1, 1], ws: [word('今天'), word('天气')] },
  { sn: 3, ls: true, pgs: 'apd', ws: [word('很好'), word('。')] },
];

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** 0.5 s of a 440 Hz tone at 16 kHz, LAME-encoded at 32 kbit/s. */
async function toneMp3(): Promise<Buffer> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: 16_000, channels: 1, bitrate: 32 });
  const samples = Float32Array.from({ length: 8000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16_000));
  const head = Buffer.from(encoder.encode([samples]));
  return Buffer.concat([head, Buffer.from(encoder.finalize())]);
}

/** Start the fake on two free ports of 127.0.0.1. */
export async function startFakeIflytekSpeechServer(options: FakeIflytekSpeechOptions): Promise<FakeIflytekSpeechServer> {
  const now = options.now ?? Date.now;
  const mp3 = await toneMp3();
  const handshakes: RecordedSpeechHandshake[] = [];
  const sessions: RecordedSpeechSession[] = [];
  const scripts: FakeIatResult[][] = [];
  const faults: ({ code: number; message: string } | { hang: true })[] = [];
  const wss = new WebSocketServer({ noServer: true });

  /** Why the handshake fails as status + reason, or null. */
  const checkAuth = (url: URL): { status: number; reason: string } | null => {
    const authorization = url.searchParams.get('authorization');
    const date = url.searchParams.get('date');
    const host = url.searchParams.get('host');
    if (!authorization || !date || !host) return { status: 401, reason: 'missing authorization, date or host' };
    const sent = Date.parse(date);
    if (!Number.isFinite(sent) || Math.abs(now() - sent) > 300_000) return { status: 403, reason: 'date out of range' };
    const params: Record<string, string> = {};
    for (const match of Buffer.from(authorization, 'base64').toString('utf8').matchAll(/(\w+)="([^"]*)"/g)) {
      if (match[1] !== undefined && match[2] !== undefined) params[match[1]] = match[2];
    }
    if (params.api_key !== options.apiKey) return { status: 401, reason: 'unknown api_key' };
    if (params.algorithm !== 'hmac-sha256') return { status: 401, reason: 'algorithm is not hmac-sha256' };
    if (params.headers !== 'host date request-line') return { status: 401, reason: 'headers list is not "host date request-line"' };
    const origin = `host: ${host}\ndate: ${date}\nGET ${url.pathname} HTTP/1.1`;
    const expected = createHmac('sha256', options.apiSecret).update(origin, 'utf8').digest('base64');
    if (!sameText(expected, params.signature ?? '')) return { status: 401, reason: 'signature does not match' };
    return null;
  };

  const closedByFake = new WeakSet<WebSocket>();
  /** Close from the fake's side (iFlytek closes after its last or error reply). */
  const end = (socket: WebSocket) => {
    closedByFake.add(socket);
    socket.close(1000);
  };
  const record = (service: 'iat' | 'tts', endpoint: 'standard' | 'niche', socket: WebSocket): RecordedSpeechSession => {
    const session: RecordedSpeechSession = {
      service,
      endpoint,
      frames: [],
      audioBytes: 0,
      text: null,
      problem: null,
      closeCode: null,
      closedByClient: false,
      closed: new Promise<void>((resolve) =>
        socket.on('close', (code) => {
          session.closeCode = code;
          session.closedByClient = !closedByFake.has(socket);
          resolve();
        }),
      ),
    };
    sessions.push(session);
    return session;
  };

  const sid = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}@dx`;

  const serveIat = (socket: WebSocket, session: RecordedSpeechSession) => {
    const id = sid('iat');
    let started = false;
    let done = false;
    let dwa = false;
    const fault = faults.shift();
    const answerError = (code: number, message: string) => {
      done = true;
      session.problem = `${code} ${message}`;
      socket.send(JSON.stringify({ code, message, sid: id }));
      end(socket);
    };
    socket.on('message', (raw: Buffer) => {
      if (done) return;
      let frame: { common?: { app_id?: unknown }; business?: Record<string, unknown>; data?: { status?: unknown; audio?: unknown; format?: unknown; encoding?: unknown } };
      try {
        frame = JSON.parse(raw.toString('utf8')) as typeof frame;
        session.frames.push(frame);
      } catch {
        session.frames.push(raw.toString('utf8'));
        return answerError(10160, 'parse request json error');
      }
      const status = frame.data?.status;
      if (!started) {
        if (status !== 0) return answerError(10165, 'invalid handle');
        if (frame.common?.app_id !== options.appId) return answerError(10313, 'appid cannot be found');
        const language = frame.business?.language;
        const accent = frame.business?.accent;
        const served = session.endpoint === 'standard' ? STANDARD_LANGUAGES : NICHE_LANGUAGES;
        if (typeof language !== 'string' || !served.has(language)) return answerError(11200, 'auth no license');
        if (accent !== 'mandarin' && !(accent === 'cantonese' && language === 'zh_cn')) return answerError(11200, 'auth no license');
        if (frame.business?.domain !== 'iat') return answerError(10163, 'param validation error: domain');
        dwa = frame.business.dwa === 'wpgs';
        started = true;
        if (fault && 'code' in fault) return answerError(fault.code, fault.message);
      } else if (status === 0) {
        return answerError(10163, 'param validation error: second first frame');
      }
      if (status !== 0 && status !== 1 && status !== 2) return answerError(10163, 'param validation error: data.status');
      if (frame.data?.format !== 'audio/L16;rate=16000' || frame.data.encoding !== 'raw') return answerError(10163, 'param validation error: format');
      if (typeof frame.data.audio !== 'string') return answerError(10163, 'param validation error: audio');
      session.audioBytes += Buffer.from(frame.data.audio, 'base64').length;
      if (status !== 2) return;
      done = true;
      if (fault && 'hang' in fault) return;
      const language = String((session.frames[0] as { business: { language: string } }).business.language);
      const script = scripts.shift() ?? (dwa ? WPGS_SCRIPT : [{ sn: 1, ls: true, ws: [word(`[${language}] ${session.audioBytes} bytes`)] }]);
      script.forEach((result, index) => {
        const last = index === script.length - 1;
        socket.send(JSON.stringify({ code: 0, message: 'success', sid: id, data: { status: last ? 2 : index === 0 ? 0 : 1, result: { bg: 0, ed: 0, ...result } } }));
      });
      end(socket);
    });
  };

  const serveTts = (socket: WebSocket, session: RecordedSpeechSession) => {
    const id = sid('tts');
    const fault = faults.shift();
    const answerError = (code: number, message: string) => {
      session.problem = `${code} ${message}`;
      socket.send(JSON.stringify({ code, message, sid: id }));
      end(socket);
    };
    socket.once('message', (raw: Buffer) => {
      let frame: { common?: { app_id?: unknown }; business?: Record<string, unknown>; data?: { status?: unknown; text?: unknown } };
      try {
        frame = JSON.parse(raw.toString('utf8')) as typeof frame;
        session.frames.push(frame);
      } catch {
        session.frames.push(raw.toString('utf8'));
        return answerError(10160, 'parse request json error');
      }
      if (frame.common?.app_id !== options.appId) return answerError(10313, 'appid cannot be found');
      const business = frame.business ?? {};
      const vcn = business.vcn;
      if (typeof vcn !== 'string' || !ALL_VOICES.has(vcn)) return answerError(11200, 'auth no license');
      if (business.aue !== 'lame' || business.sfl !== 1) return answerError(10163, 'param validation error: aue/sfl');
      const tte = business.tte ?? 'UTF8';
      if (tte !== (UTF8_VOICES.has(vcn) ? 'UTF8' : 'UNICODE')) return answerError(10163, `param validation error: tte ${String(tte)} for ${vcn}`);
      if (frame.data?.status !== 2 || typeof frame.data.text !== 'string') return answerError(10163, 'param validation error: data');
      session.text = Buffer.from(frame.data.text, 'base64').toString(tte === 'UNICODE' ? 'utf16le' : 'utf8');
      if (session.text.trim() === '') return answerError(10163, 'param validation error: empty text');
      if (fault && 'hang' in fault) return;
      if (fault) return answerError(fault.code, fault.message);
      const third = Math.ceil(mp3.length / 3);
      const chunks = [mp3.subarray(0, third), mp3.subarray(third, 2 * third), mp3.subarray(2 * third)];
      chunks.forEach((chunk, index) => {
        const last = index === chunks.length - 1;
        socket.send(JSON.stringify({ code: 0, message: 'success', ...(index === 0 ? { sid: id } : {}), data: { audio: chunk.toString('base64'), status: last ? 2 : 1, ced: String(last ? session.text?.length : index) } }));
      });
      end(socket);
    });
  };

  const listen = async (endpoint: 'standard' | 'niche') => {
    const server = http.createServer((_request, response) => response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no Route matched with those values"}'));
    server.on('upgrade', (request: http.IncomingMessage, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const refuse = (status: number, reason: string, message: string) => {
        handshakes.push({ path: url.pathname, endpoint, status, reason });
        const body = JSON.stringify({ message });
        socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      };
      const service = url.pathname === '/v2/iat' ? 'iat' : url.pathname === '/v2/tts' && endpoint === 'standard' ? 'tts' : null;
      if (!service) return refuse(404, 'no route', 'no Route matched with those values');
      const problem = checkAuth(url);
      if (problem) return refuse(problem.status, problem.reason, problem.status === 403 ? 'HMAC signature cannot be verified, a valid date or x-date header is required for HMAC Authentication' : 'HMAC signature cannot be verified');
      wss.handleUpgrade(request, socket, head, (ws) => {
        handshakes.push({ path: url.pathname, endpoint, status: 101, reason: null });
        const session = record(service, endpoint, ws);
        if (service === 'iat') serveIat(ws, session);
        else serveTts(ws, session);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  };

  const standard = await listen('standard');
  const niche = await listen('niche');
  const port = (server: http.Server) => (server.address() as AddressInfo).port;
  return {
    iatUrl: `ws://127.0.0.1:${port(standard)}/v2/iat`,
    iatNicheUrl: `ws://127.0.0.1:${port(niche)}/v2/iat`,
    ttsUrl: `ws://127.0.0.1:${port(standard)}/v2/tts`,
    mp3,
    handshakes,
    sessions,
    script(...results) {
      scripts.push(results);
    },
    failNext(code, message = 'fake fault') {
      faults.push({ code, message });
    },
    hang() {
      faults.push({ hang: true });
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await Promise.all(
        [standard, niche].map(
          (server) =>
            new Promise<void>((resolve, reject) => {
              server.closeAllConnections();
              server.close((error) => (error ? reject(error) : resolve()));
            }),
        ),
      );
    },
  };
}
