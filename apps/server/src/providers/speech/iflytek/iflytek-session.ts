/**
 * One WebSocket session with an iFlytek speech service (integrations.md §1.1 IAT, §1.2 TTS), on
 * the `ws` client: frames out, parsed replies in, and every failure mapped to one
 * {@link SpeechProviderError}. Both adapters in this folder share it so that the handshake,
 * timeout, abort and close rules are the same for recognition and synthesis.
 */
import { WebSocket } from 'ws';
import { z } from 'zod/mini';
import { SpeechProviderError } from '../speech-provider.js';

/** The envelope of every reply (integrations.md §1.1, §1.2): `{code, message, sid, data}`. */
const replyEnvelopeSchema = z.looseObject({
  code: z.number(),
  message: z.optional(z.string()),
  sid: z.optional(z.string()),
  data: z.optional(z.nullable(z.unknown())),
});

/** A reply with `code` 0; `data` is left for the adapter to validate. */
export type IflytekReply = z.infer<typeof replyEnvelopeSchema>;

/** Options of {@link openIflytekSession}. */
export interface IflytekSessionOptions {
  /** The signed handshake URL (see iflytek-auth.ts). Never put into an error message: it carries the signature. */
  url: string;
  /** Longest wait for the handshake or for the next reply after the last frame sent or reply received, ms. */
  timeoutMs: number;
  /** Aborting closes the socket at once; the session then fails with `aborted`. */
  signal: AbortSignal;
  /** `iFlytek recognition` or `iFlytek synthesis`: the prefix of error messages. */
  label: string;
}

/** A started session. */
export interface IflytekSession {
  /** Queue one JSON frame; frames sent before the handshake completes go out in order once it does. */
  send(frame: unknown): void;
  /**
   * Replies in order until the caller stops reading. Every reply has `code` 0.
   * @throws SpeechProviderError `http` (handshake refused; `status`), `provider` (a reply with
   *   `code` ≠ 0, `providerCode`; or a reply that is not the envelope), `connection` (socket error or
   *   close before the caller stopped), `timeout`, `aborted`, or whatever {@link fail} was given.
   */
  replies(): AsyncGenerator<IflytekReply, void, undefined>;
  /** Fail the session with `error` (e.g. the audio input broke) and close the socket. */
  fail(error: SpeechProviderError): void;
  /** Whether the session has failed or was closed. */
  readonly ended: boolean;
  /** Close the socket (normal closure when open, else terminate). Idempotent. */
  close(): void;
}

type Item = { reply: IflytekReply } | { error: SpeechProviderError };

/** At most 200 characters of a provider message, on one line. */
const shortMessage = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Open a session to `options.url` at once (the handshake runs in the background).
 * @throws SpeechProviderError `aborted` when `options.signal` is already aborted (nothing is opened).
 */
export function openIflytekSession(options: IflytekSessionOptions): IflytekSession {
  const { label, timeoutMs, signal } = options;
  if (signal.aborted) throw new SpeechProviderError('aborted', `${label}: aborted by the caller`);

  const items: Item[] = [];
  let wake: (() => void) | null = null;
  let failure: SpeechProviderError | null = null;
  let closed = false;
  const outbox: string[] = [];
  const socket = new WebSocket(options.url, { handshakeTimeout: timeoutMs, maxPayload: 4 * 1024 * 1024 });

  const push = (item: Item) => {
    items.push(item);
    wake?.();
    wake = null;
  };
  let timer: NodeJS.Timeout | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    if (failure || closed) return;
    timer = setTimeout(() => fail(new SpeechProviderError('timeout', `${label}: no reply within ${timeoutMs} ms`)), timeoutMs);
  };
  const shut = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    if (socket.readyState === WebSocket.OPEN) socket.close(1000);
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  };
  const fail = (error: SpeechProviderError) => {
    if (failure || closed) return;
    failure = error;
    push({ error });
    shut();
  };
  const onAbort = () => {
    // Cut at once, without a closing handshake: the upstream session must end now.
    failure ??= new SpeechProviderError('aborted', `${label}: aborted by the caller`);
    push({ error: failure });
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    socket.terminate();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  armTimer();

  socket.on('unexpected-response', (_request, response) => {
    const status = response.statusCode ?? 0;
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 4096) chunks.push(chunk);
    });
    response.on('end', () => {
      let detail = '';
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: unknown };
        if (typeof body.message === 'string') detail = `: ${shortMessage(body.message)}`;
      } catch {
        detail = '';
      }
      fail(new SpeechProviderError('http', `${label}: handshake refused with HTTP ${status}${detail}`, { status }));
    });
    response.on('error', () => fail(new SpeechProviderError('http', `${label}: handshake refused with HTTP ${status}`, { status })));
  });
  socket.on('open', () => {
    for (const frame of outbox.splice(0)) socket.send(frame);
    armTimer();
  });
  socket.on('message', (data: WebSocket.RawData) => {
    armTimer();
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = replyEnvelopeSchema.safeParse(json);
    if (!parsed.success) return fail(new SpeechProviderError('provider', `${label}: unexpected reply (${json === undefined ? 'not JSON' : 'no numeric code'})`));
    const reply = parsed.data;
    if (reply.code !== 0) {
      const message = reply.message ? `: ${shortMessage(reply.message)}` : '';
      return fail(new SpeechProviderError('provider', `${label}: code ${reply.code}${message}${reply.sid ? ` (sid ${reply.sid})` : ''}`, { providerCode: reply.code }));
    }
    push({ reply });
  });
  socket.on('error', (error) => fail(new SpeechProviderError('connection', `${label}: connection failed (${shortMessage(error.message.replace(/\?\S*/g, ''))})`, { cause: error })));
  socket.on('close', (code) => fail(new SpeechProviderError('connection', `${label}: the service closed the connection (close code ${code}) before the last reply`)));

  async function* replies(): AsyncGenerator<IflytekReply, void, undefined> {
    for (;;) {
      const item = items.shift();
      if (item === undefined) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if ('error' in item) throw item.error;
      yield item.reply;
    }
  }

  return {
    send(frame) {
      if (failure || closed) return;
      const text = JSON.stringify(frame);
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
      else outbox.push(text);
      armTimer();
    },
    replies,
    fail,
    get ended() {
      return failure !== null || closed;
    },
    close() {
      if (closed) return;
      closed = true;
      shut();
    },
  };
}
