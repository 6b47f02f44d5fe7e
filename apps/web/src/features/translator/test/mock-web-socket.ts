/**
 * A stand-in for the browser WebSocket in translator tests: records what the client sends, and
 * lets the test play the server (open, reply, close, error). Install with
 * `vi.stubGlobal('WebSocket', MockWebSocket)`.
 */
export class MockWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket made since the last {@link MockWebSocket.reset}, oldest first. */
  static instances: MockWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = MockWebSocket.CONNECTING;
  /** Frames the client sent, parsed. */
  readonly sent: unknown[] = [];
  /** Close code the client closed with, if it did. */
  closedByClient: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    MockWebSocket.instances.push(this);
  }

  static reset(): void {
    MockWebSocket.instances = [];
  }

  /** The latest socket whose URL contains `path`. */
  static last(path: string): MockWebSocket {
    const found = MockWebSocket.instances.filter((socket) => socket.url.includes(path)).at(-1);
    if (!found) throw new Error(`no socket to ${path}`);
    return found;
  }

  send(data: string): void {
    if (this.readyState !== MockWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedByClient = code;
    this.readyState = MockWebSocket.CLOSED;
  }

  /** Server side: accept the connection. */
  open(): void {
    this.readyState = MockWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** Server side: send a JSON reply. */
  reply(body: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(body) }));
  }

  /** Server side: close with `code`. */
  serverClose(code: number, reason = ''): void {
    this.readyState = MockWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** The network fails. */
  fail(): void {
    this.onerror?.(new Event('error'));
    this.serverClose(1006);
  }
}

/** A recognition reply with `text` as one word of piece `sn`. */
export function recognitionReply(sn: number, text: string, options: { status?: 0 | 1 | 2; pgs?: 'apd' | 'rpl'; rg?: [number, number] } = {}) {
  return {
    code: 0,
    message: 'success',
    data: {
      status: options.status ?? 1,
      result: { sn, ls: options.status === 2, ...(options.pgs ? { pgs: options.pgs } : {}), ...(options.rg ? { rg: options.rg } : {}), ws: [{ bg: 0, cw: [{ w: text, sc: 0 }] }] },
    },
  };
}
