/**
 * Test helpers of the chat drawer: the shell (account buttons and overlay hosts, from
 * test/render-shell.tsx) with the drawer opened, MSW handlers every test needs (the silent restore
 * of the current session, the visitor's remaining count), and a logged-in session.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { renderShell } from '../../../test/render-shell';
export { ok } from '../../../test/envelope';
export { toastTexts } from '../../../test/stand-ins';

/** A user id as the API sends it (18 digits). */
export const USER_ID = '702938475610293847';
/** The logged-in user's bearer token. */
export const TOKEN = 'token-abc';

/** Handlers for calls the drawer makes on every opening. */
export const baseHandlers = [
  // Nothing stored yet.
  http.get('*/ai_api/v1/enhanced_chat/users/:userId/sessions', () => HttpResponse.json({ code: 0, message: 'Success', data: [] })),
  http.get('*/ai_api/v1/enhanced_chat/sessions/:sessionId/messages', () =>
    HttpResponse.json({ code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, { status: 404 }),
  ),
  http.get('*/ai_api/v1/base_api/visitor/remaining_count', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      code: 0,
      message: 'Success',
      data: { type: url.searchParams.get('type'), subject: 'visitor', remaining: 7, limit: 10, unlimited: false, resetsAt: null },
    });
  }),
];

/** Log in as {@link USER_ID}. */
export function logIn(): void {
  useSessionStore.getState().logIn({ userId: USER_ID, username: 'mei', accessToken: TOKEN, role: 'USER' });
}

/** Render the shell in `locale`, open the chat drawer and wait for its composer. */
export async function renderChat(locale: Locale = 'en-US') {
  const view = await renderShell(locale);
  act(() => openOverlay('chatDrawer'));
  const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const textbox = await within(drawer).findByRole('textbox', {}, { timeout: 10_000 });
  return { ...view, drawer, textbox: textbox as HTMLTextAreaElement };
}
