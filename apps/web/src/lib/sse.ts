/**
 * A small reader of `text/event-stream` bodies (WHATWG HTML "server-sent events", the parts the
 * planner and chat streams use): bytes are decoded as UTF-8 by a `TextDecoderStream` (a Chinese
 * character split between two network chunks comes out whole), lines end in CRLF, LF or CR (a CRLF split
 * between chunks counts once), `data:` lines of one event are joined with "\n", a blank line ends
 * the event, lines starting with `:` (heartbeats) and other fields (`event`, `id`, `retry`) are
 * ignored, and an event cut off by the end of the stream is dropped, as the standard says.
 * Aborting `signal` cancels the body at once (not every fetch implementation errors a body that
 * is already being read), and the reading ends.
 */

/** Every line of `text`, and the unfinished rest (which may end in a lone CR awaiting its LF). */
function splitLines(text: string): { lines: string[]; rest: string } {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n') {
      lines.push(text.slice(start, i));
      start = i + 1;
    } else if (char === '\r') {
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (i === text.length - 1) break;
      lines.push(text.slice(start, i));
      start = text[i + 1] === '\n' ? i + 2 : i + 1;
      if (text[i + 1] === '\n') i += 1;
    }
  }
  return { lines, rest: text.slice(start) };
}

/**
 * The data of each event of an SSE body, in order, as the text of its `data:` lines joined with
 * "\n". Stops when the body ends or `signal` is aborted; the body's errors are thrown.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string> {
  // TextDecoderStream's writable side takes any BufferSource; the DOM types do not see that a
  // Uint8Array stream fits it.
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  const reader = body.pipeThrough(decoder).getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  let pending = '';
  let data: string[] = [];
  let finished = false;
  try {
    for (;;) {
      if (signal?.aborted) return;
      const { value, done } = await reader.read();
      if (signal?.aborted) return;
      if (done) break;
      const { lines, rest } = splitLines(pending + value);
      pending = rest;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        if (field !== 'data') continue;
        const text = colon < 0 ? '' : line.slice(colon + 1);
        data.push(text.startsWith(' ') ? text.slice(1) : text);
      }
    }
    finished = true;
    // A lone CR left at the very end is a blank line after all: it closes the event.
    if (pending === '\r' && data.length > 0) yield data.join('\n');
  } finally {
    signal?.removeEventListener('abort', stop);
    // The reader stopped early (the caller broke off): stop the download too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
