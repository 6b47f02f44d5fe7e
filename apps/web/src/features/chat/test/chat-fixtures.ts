/**
 * Test data of the chat feature: stream frames as SSE text and byte streams (whole, or released
 * step by step), a reference, and a stored session.
 */
import type { ChatReference, ChatSession, ChatStreamFrame } from '@dali/shared/contracts/chat';

/** The Three Pagodas as an answer cites them. */
export const PAGODAS: ChatReference = {
  kind: 'attraction',
  id: 'three-pagodas-chongsheng-temple',
  name: 'Three Pagodas of Chongsheng Temple',
  town: 'Dali Old Town',
  path: '/attractions/three-pagodas-chongsheng-temple',
  openNow: 'open',
  priceFen: 7500,
  priceKind: 'ticket',
};

/** `frames` as SSE text (`data:` lines and blank lines, with a heartbeat after the first). */
export function chatSseText(frames: readonly ChatStreamFrame[]): string {
  return frames.map((frame, index) => `${index === 1 ? ': heartbeat\n\n' : ''}data: ${JSON.stringify(frame)}\n\n`).join('');
}

/** `frames` as a response body. */
export function chatSseBody(frames: readonly ChatStreamFrame[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(chatSseText(frames));
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A body whose frames the test releases (`send`), then ends (`finish`) or breaks (`fail`). */
export function steppedChatStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    send: (frames: readonly ChatStreamFrame[]) => controller?.enqueue(encoder.encode(frames.map((f) => `data: ${JSON.stringify(f)}\n\n`).join(''))),
    finish: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
  };
}

/** The frames of a whole successful turn: session, pieces, references, completed. */
export function answerFrames(sessionId: string, pieces: string[], references: ChatReference[] = []): ChatStreamFrame[] {
  return [
    { type: 'session', session_id: sessionId, title: 'Three Pagodas' },
    ...pieces.map((content) => ({ type: 'ai_response' as const, content })),
    { type: 'references', references },
    { status: 'completed' },
  ];
}

/** A stored session updated at `updatedAt`. */
export function storedSession(id: string, updatedAt: string, overrides: Partial<ChatSession> = {}): ChatSession {
  return { session_id: id, title: `Title ${id}`, first_message: `First ${id}`, updated_at: updatedAt, message_count: 4, ...overrides };
}
