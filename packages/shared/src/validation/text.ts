/**
 * Characters no text field may carry, whatever the field (spec §8 "request parameter error").
 *
 * PostgreSQL `text` cannot hold U+0000 (it fails the statement with "invalid byte sequence"), and a
 * lone UTF-16 surrogate (U+D800–U+DFFF not part of a pair) has no UTF-8 form: PostgreSQL refuses
 * it, and drivers that re-encode silently turn it into U+FFFD. SQLite stores both, so without a rule
 * the same request would succeed on one engine and fail on the other. Neither character appears in
 * text a person types, so they are refused everywhere, before any field rule runs.
 */

/**
 * Matches U+0000 or a lone surrogate. The `u` flag makes a surrogate pair one code point, so
 * `\p{Cs}` only matches a surrogate that has no partner.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point of this rule
const UNSTORABLE_TEXT = /[\u0000\p{Cs}]/u;

/** Catalogue key of the message for a field holding {@link hasUnstorableText} text. */
export const UNSTORABLE_TEXT_MESSAGE = 'validation.text.unstorable';

/**
 * True when `value` holds a NUL character or a lone UTF-16 surrogate, either of which the database
 * cannot store as text. Linear in the string's length; a 1 MB string takes about a millisecond.
 */
export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE_TEXT.test(value);
}
