/**
 * A real SMTP server for tests (`smtp-server`, the SMTP peer of architecture.md §1 "mail"): accepts
 * every message without TLS or authentication on a free port of 127.0.0.1 and keeps what arrived,
 * with a small MIME reader (encoded-word subjects, multipart parts in quoted-printable or base64)
 * so tests can read the text a person would see.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as received: envelope, decoded subject and text part, and the raw source. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

/** Handle on a started peer: its `smtp://` URL, the messages received so far, and `close()`. */
export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Wait (up to 5 s) until `count` messages arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_whole, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function splitEntity(source: string): { headers: Map<string, string>; body: string } {
  const end = source.indexOf('\r\n\r\n');
  const head = end === -1 ? source : source.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : source.slice(end + 4) };
}

function readMessage(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; text: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const entities = boundary ? body.split(`--${boundary}`).slice(1, -1).map((part) => part.replace(/^\r\n/, '')) : [raw];
  for (const entity of entities) {
    const part = boundary ? splitEntity(entity) : { headers, body };
    parts.push({ type: (part.headers.get('content-type') ?? 'text/plain').split(';')[0] ?? 'text/plain', text: decodeBody(part.body, part.headers.get('content-transfer-encoding')?.toLowerCase()) });
  }
  return {
    ...envelope,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? null,
    raw,
  };
}

/** Start a peer on a free port of 127.0.0.1. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push(readMessage(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count) {
      for (let waited = 0; messages.length < count; waited += 20) {
        if (waited > 5000) throw new Error(`only ${messages.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
