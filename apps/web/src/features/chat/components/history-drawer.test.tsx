import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSoftDeleteRequest } from '@dali/shared/contracts/chat';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage-keys';
import { useToastStore } from '../../../lib/ui/toast';
import { newSessionId } from '../session-id';
import { dispatchChat, useChatStore } from '../state/chat-store';
import { PAGODAS, storedSession } from '../test/chat-fixtures';
import { baseHandlers, logIn, ok, renderChat, toastTexts, USER_ID } from '../test/render-chat';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(...baseHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  dispatchChat({ type: 'reset', sessionId: newSessionId() });
});
afterAll(() => server.close());

// Local times, so the labels hold in any time zone.
const now = new Date();
const daysAgo = (days: number, hour = 10) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour, 5).toISOString();

const SESSIONS = [
  storedSession('session-today-01', daysAgo(0, 0), { title: 'Three Pagodas tickets', message_count: 2 }),
  storedSession('session-yday-002', daysAgo(1), { title: '', first_message: 'Where to eat in Xizhou?', message_count: 6 }),
  storedSession('session-three-03', daysAgo(3), { title: 'Cycling Erhai', message_count: 1 }),
  storedSession('session-old-0004', new Date(2024, 4, 9, 12).toISOString(), { title: 'Old trip', message_count: 8 }),
];

function listHandler(sessions = SESSIONS) {
  return http.get(`*/ai_api/v1/enhanced_chat/users/${USER_ID}/sessions`, () => HttpResponse.json(ok(sessions)));
}

async function openHistory() {
  const view = await renderChat();
  fireEvent.click(within(view.drawer).getByRole('button', { name: 'History' }));
  const history = await screen.findByRole('dialog', { name: 'Chat history' });
  return { ...view, history };
}

describe('history drawer (spec §2, §8)', () => {
  it('lists title or first message, relative time and message count, newest first', async () => {
    server.use(listHandler());
    const { history } = await openHistory();
    const entries = await within(history).findAllByRole('button', { name: /^Open conversation/ });
    expect(entries.map((entry) => entry.querySelector('.chat-history-title')?.textContent)).toEqual([
      'Three Pagodas tickets',
      'Where to eat in Xizhou?',
      'Cycling Erhai',
      'Old trip',
    ]);
    const metas = entries.map((entry) => entry.querySelector('.chat-history-meta')?.textContent ?? '');
    expect(metas[0]).toBe('Today 12:05 AM·2 messages');
    expect(metas[1]).toBe('Yesterday·6 messages');
    expect(metas[2]).toBe('3 days ago·1 message');
    expect(metas[3]).toBe('May 9, 2024·8 messages');
  });

  it('loads a session when clicked: its messages and references show, it becomes current, a success toast', async () => {
    server.use(
      listHandler(),
      http.get('*/ai_api/v1/enhanced_chat/sessions/session-three-03/messages', () =>
        HttpResponse.json(
          ok({
            session_id: 'session-three-03',
            messages: [
              { role: 'user', content: 'Can I cycle around Erhai?', timestamp: daysAgo(3), references: [] },
              { role: 'assistant', content: 'Yes — start at **Caicun Pier**.', timestamp: daysAgo(3), references: [PAGODAS] },
            ],
          }),
        ),
      ),
    );
    const { history, drawer } = await openHistory();
    fireEvent.click(await within(history).findByRole('button', { name: 'Open conversation: Cycling Erhai' }));
    expect(await within(drawer).findByText('Can I cycle around Erhai?')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /Three Pagodas of Chongsheng Temple/ })).toBeTruthy();
    expect(toastTexts('success')).toEqual(['Conversation loaded']);
    expect(useChatStore.getState().sessionId).toBe('session-three-03');
    expect(readStorage(STORAGE_KEYS.currentSessionId)).toBe('session-three-03');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat history' })).toBeNull());
  });

  it('toasts a session that cannot be loaded and keeps the chat as it was', async () => {
    server.use(
      listHandler(),
      http.get('*/ai_api/v1/enhanced_chat/sessions/session-old-0004/messages', () => HttpResponse.json({ code: 50001, message: 'Server error', data: null }, { status: 500 })),
    );
    // The current session is one of the list, so opening the drawer keeps it.
    act(() => dispatchChat({ type: 'reset', sessionId: 'session-yday-002' }));
    const { history } = await openHistory();
    fireEvent.click(await within(history).findByRole('button', { name: 'Open conversation: Old trip' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['The conversation could not be loaded']));
    expect(useChatStore.getState().sessionId).toBe('session-yday-002');
  });

  it('deletes after a confirmation, toasts, and starts a new chat when the current one was deleted', async () => {
    const deleted: ChatSoftDeleteRequest[] = [];
    let sessions = SESSIONS;
    server.use(
      http.get(`*/ai_api/v1/enhanced_chat/users/${USER_ID}/sessions`, () => HttpResponse.json(ok(sessions))),
      http.post('*/ai_api/v1/enhanced_chat/sessions/soft-delete', async ({ request }) => {
        const body = (await request.json()) as ChatSoftDeleteRequest;
        deleted.push(body);
        sessions = sessions.filter((s) => s.session_id !== body.session_id);
        return HttpResponse.json(ok({ session_id: body.session_id, deleted: true }));
      }),
    );
    act(() => dispatchChat({ type: 'reset', sessionId: 'session-today-01' }));
    const { history } = await openHistory();
    const remove = await within(history).findByRole('button', { name: 'Delete conversation: Three Pagodas tickets' });
    fireEvent.click(remove);
    // Cancel first: nothing is deleted.
    fireEvent.click(within(history).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    fireEvent.click(remove);
    expect(within(history).getByText('Delete this conversation?')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts('success')).toEqual(['Conversation deleted']));
    expect(deleted).toEqual([{ session_id: 'session-today-01', user_id: USER_ID }]);
    await waitFor(() => expect(within(history).queryByRole('button', { name: 'Open conversation: Three Pagodas tickets' })).toBeNull());
    expect(useChatStore.getState().sessionId).not.toBe('session-today-01');
  });

  it('toasts a failed delete and a failed list, and offers a retry', async () => {
    let failing = true;
    server.use(
      http.get(`*/ai_api/v1/enhanced_chat/users/${USER_ID}/sessions`, () =>
        failing ? HttpResponse.json({ code: 50001, message: 'Server error', data: null }, { status: 500 }) : HttpResponse.json(ok(SESSIONS)),
      ),
      http.post('*/ai_api/v1/enhanced_chat/sessions/soft-delete', () => HttpResponse.json({ code: 50001, message: 'Server error', data: null }, { status: 500 })),
    );
    const { history } = await openHistory();
    await waitFor(() => expect(toastTexts('error')).toEqual(['Your chat history could not be loaded']));
    failing = false;
    fireEvent.click(within(history).getByRole('button', { name: 'Try again' }));
    fireEvent.click(await within(history).findByRole('button', { name: 'Delete conversation: Old trip' }));
    fireEvent.click(within(history).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts('error')).toContain('The conversation could not be deleted'));
    expect(within(history).getByRole('button', { name: 'Open conversation: Old trip' })).toBeTruthy();
  });

  it('says so when there is nothing saved yet', async () => {
    server.use(listHandler([]));
    const { history } = await openHistory();
    expect(await within(history).findByText('No saved conversations yet. Your questions are kept here.')).toBeTruthy();
  });
});
