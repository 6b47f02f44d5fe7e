/**
 * Links taken from catalog data (stay and food detail pages): only http(s) addresses are ever
 * rendered as links, and phone numbers become `tel:` URIs with digits and a leading + only.
 */

/** `url` when it is an http(s) address (never a `javascript:` or other scheme), else null. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A phone number as a `tel:` URI. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
