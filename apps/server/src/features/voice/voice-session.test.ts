import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@dali/shared/messages';
import type { WebSocket } from 'ws';
import { DEFAULT_VOICE_LIMITS, runRecognitionSession, systemClock } from './voice-session.js';
import { createScriptedRecognizer } from './test/scripted-speech.js';
import { firstFrame } from './test/voice-client.js';

/** The little of a `ws` socket a session uses, recording what it sends and how it closes. */
function fakeSocket() {
  const events = new EventEmitter();
  const sent: unknown[] = [];
  let closeCode: number | null = null;
  const socket = {
    OPEN: 1,
    CONNECTING: 0,
    readyState: 1,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    send: (data: string) => sent.push(JSON.parse(data)),
    close: (code: number) => {
      closeCode = code;
      socket.readyState = 3;
      events.emit('close');
    },
  };
  return { socket: socket as unknown as WebSocket, sent, closeCode: () => closeCode, receive: (frame: unknown) => events.emit('message', Buffer.from(JSON.stringify(frame)), false) };
}

describe('recognition session when the quota store is down', () => {
  it('answers SERVICE_UNAVAILABLE (50301), not an internal error, and ends', async () => {
    const { socket, sent, closeCode, receive } = fakeSocket();
    const storeDown = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const session = runRecognitionSession({
      socket,
      locale: 'en-US',
      log: pino({ level: 'silent' }),
      clock: systemClock,
      limits: DEFAULT_VOICE_LIMITS,
      shutdownSignal: new AbortController().signal,
      recognizer: createScriptedRecognizer(),
      consume: () => Promise.reject(storeDown),
      refund: () => Promise.resolve(),
    });
    receive(firstFrame());
    await session;
    expect(sent).toEqual([{ code: 50301, message: formatMessage('server.serviceUnavailable', 'en-US'), sid: expect.any(String) }]);
    expect(closeCode()).toBe(1000);
  });
});
