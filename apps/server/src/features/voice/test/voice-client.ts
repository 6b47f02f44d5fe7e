/**
 * A `ws` client of the voice sockets for tests and bench/: opens a socket, collects every reply,
 * and resolves when the server closes it (code and reason). Also builds recognition and synthesis
 * frames as the web client sends them (spec §7, §9) and a controllable {@link VoiceClock}.
 */
import { WebSocket } from 'ws';
import { VOICE_FRAME_BYTES } from '@dali/shared/contracts/voice';
import type { VoiceClock } from '../voice-session.js';

/** An open client socket with what it has received so far. */
export interface VoiceClient {
  ws: WebSocket;
  /** Replies in order, parsed. */
  replies: Array<Record<string, unknown> & { code: number; message: string }>;
  /** Resolves when the socket has closed: the close code and reason the server gave. */
  closed: Promise<{ code: number; reason: string }>;
  /** Send `frame` as a JSON text frame. */
  send(frame: unknown): void;
  /** The next reply (waits for it when none is unread); rejects if the socket closes first. */
  next(): Promise<Record<string, unknown> & { code: number; message: string }>;
}

/**
 * Open `url` (ws://…). Resolves once open; a socket the server closes right after the handshake
 * (4001) still resolves, with `closed` settling soon after.
 */
export function openVoiceClient(url: string, headers: Record<string, string> = {}): Promise<VoiceClient> {
  const ws = new WebSocket(url, { headers });
  const replies: VoiceClient['replies'] = [];
  let read = 0;
  const waiters: Array<() => void> = [];
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      isClosed = true;
      for (const wake of waiters.splice(0)) wake();
      resolve({ code, reason: reason.toString() });
    });
  });
  ws.on('message', (data) => {
    replies.push(JSON.parse((data as Buffer).toString('utf8')) as VoiceClient['replies'][number]);
    for (const wake of waiters.splice(0)) wake();
  });
  const client: VoiceClient = {
    ws,
    replies,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next() {
      while (read >= replies.length) {
        if (isClosed) throw new Error('the socket closed before another reply');
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      const reply = replies[read] as VoiceClient['replies'][number];
      read += 1;
      return reply;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Base64 of `bytes` bytes of PCM (a quiet ramp, so chunks differ). */
export function pcmBase64(bytes: number = VOICE_FRAME_BYTES, seed = 0): string {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) buffer[i] = (i + seed) & 0x0f;
  return buffer.toString('base64');
}

/** The first recognition frame (status 0) for iFlytek `language` and `accent`, with one 40 ms chunk unless `audio` is given. */
export function firstFrame(options: { language?: string; accent?: string; vadEos?: number; audio?: string } = {}) {
  return {
    common: { app_id: 'web-client' },
    business: { language: options.language ?? 'zh_cn', domain: 'iat', accent: options.accent ?? 'mandarin', vad_eos: options.vadEos ?? 5000, dwa: 'wpgs' },
    data: { status: 0, format: 'audio/L16;rate=16000', encoding: 'raw', audio: options.audio ?? pcmBase64() },
  };
}

/** A middle recognition frame (status 1) carrying `audio` (default one 40 ms chunk). */
export function audioFrame(audio: string = pcmBase64()) {
  return { data: { status: 1, format: 'audio/L16;rate=16000', encoding: 'raw', audio } };
}

/** The last recognition frame (status 2), without audio. */
export function lastFrame() {
  return { data: { status: 2, format: 'audio/L16;rate=16000', encoding: 'raw', audio: '' } };
}

/** The synthesis frame for `text` in voice `vcn` (UTF-8 unless `tte` is UNICODE, then UTF-16LE). */
export function synthesisFrame(text: string, options: { vcn?: string; tte?: 'UTF8' | 'UNICODE' } = {}) {
  const tte = options.tte ?? 'UTF8';
  return {
    common: { app_id: 'web-client' },
    business: { vcn: options.vcn ?? 'xiaoyan', speed: 50, volume: 50, pitch: 50, aue: 'lame', sfl: 1, tte },
    data: { status: 2, text: Buffer.from(text, tte === 'UNICODE' ? 'utf16le' : 'utf8').toString('base64') },
  };
}

/** A clock whose time moves and whose timers fire only when the test says so. */
export function createManualClock() {
  let now = 0;
  const timers = new Set<{ ms: number; callback: () => void }>();
  const clock: VoiceClock = {
    now: () => now,
    setTimer(callback, ms) {
      const timer = { ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  return {
    clock,
    /** Move the clock by `ms` (timers do not fire). */
    advance(ms: number) {
      now += ms;
    },
    /** Fire every pending timer that was set for `ms`; returns how many fired. */
    fire(ms: number): number {
      const due = [...timers].filter((timer) => timer.ms === ms);
      for (const timer of due) {
        timers.delete(timer);
        timer.callback();
      }
      return due.length;
    },
    /** How many timers for `ms` are pending. */
    pending(ms: number): number {
      return [...timers].filter((timer) => timer.ms === ms).length;
    },
  };
}
