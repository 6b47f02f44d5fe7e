/**
 * Answers written once and sent as UTF-8 bytes (docs/decisions/0003-response-serialisation.md).
 *
 * A cached catalog answer (a list page, a search result) is the same object for many requests.
 * Serialising it again per request costs the serialiser, and sending a JavaScript string costs
 * more: Node measures its UTF-8 length for Content-Length and encodes it again into the socket
 * write, which for text in Chinese (two-byte strings) was about a quarter of the list route's CPU.
 * Keeping the encoded bytes per source object makes a repeated answer one map lookup and a copy.
 */
import type { FastifyReply } from 'fastify';

/** Bytes of the envelopes written for one source object, by variant (locale, echoed query…). */
type Written = Map<string, Buffer>;

/**
 * Variants kept per source object. Locales are three, but a variant can also carry caller text
 * (the echoed search query in another case or width), which must not grow without bound.
 */
const MAX_VARIANTS = 16;

/**
 * Writer of answers derived from cached source objects. Entries live as long as their source
 * object (a WeakMap), so whatever evicts the source from its cache frees the bytes too.
 */
export function createWrittenAnswers<Source extends object>() {
  const written = new WeakMap<Source, Written>();
  return {
    /**
     * Send the envelope of `source` in `variant` (every input the envelope depends on besides the
     * source itself, e.g. the locale). The first time, `envelope()` is serialised through the
     * route's own serialiser (so its response contract applies) and kept as UTF-8 bytes.
     * @returns the reply, sent as `application/json; charset=utf-8`.
     */
    send(reply: FastifyReply, source: Source, variant: string, envelope: () => unknown): FastifyReply {
      let byVariant = written.get(source);
      if (!byVariant) {
        byVariant = new Map();
        written.set(source, byVariant);
      }
      let bytes = byVariant.get(variant);
      if (bytes === undefined) {
        bytes = Buffer.from(String(reply.serialize(envelope())), 'utf8');
        if (byVariant.size < MAX_VARIANTS) byVariant.set(variant, bytes);
      }
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
  };
}
