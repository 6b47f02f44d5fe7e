/**
 * The anonymous visitor id kept under the spec §3 local-storage key `visitorFingerprint`. The
 * request client sends it with every call (header `x-visitor-fingerprint`), which is how the server
 * counts a visitor's free daily quota (spec §6); view counts also carry it in their body, so a
 * visitor counts once per place per day. It is a random UUID made on the first visit, not a
 * fingerprint of the device: nothing about the browser is measured.
 */
import { STORAGE_KEYS, readStorage, writeStorage } from './storage-keys';

let memoryId: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: 128 random bits as hex.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's visitor id (8–128 characters, as the view endpoint accepts), created and stored
 * on first use. Without storage (private mode) the id lives for this page only.
 */
export function getVisitorId(): string {
  const stored = readStorage(STORAGE_KEYS.visitorFingerprint);
  if (stored && stored.length >= 8 && stored.length <= 128) return stored;
  memoryId ??= randomId();
  writeStorage(STORAGE_KEYS.visitorFingerprint, memoryId);
  return memoryId;
}
