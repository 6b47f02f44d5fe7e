import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatStreamRequest } from '@dali/shared/contracts/chat';
import { ERRORS } from '@dali/shared/errors';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage-keys';
import { useToastStore } from '../../../lib/ui/toast';
import { newSessionId } from '../session-id';
import { dispatchChat, useChatStore } from '../state/chat-store';
import { answerFrames, chatSseBody, PAGODAS, steppedChatStream, storedSession } from '../test/chat-fixtures';
import { baseHandlers, logIn, renderChat, TOKEN, toastTexts, USER_ID } from '../test/render-chat';

// Ant Design in jsdom is slow to render the first time.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer(...baseHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

const STREAM = '*/ai_api/v1/chat/stream';
const sse = (body: ReadableStream<Uint8Array>) => new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });

/** Record each chat request's body and headers, answering with `respond`. */
function captureStream(respond: () => Response) {
  const seen: { body: ChatStreamRequest; headers: Headers }[] = [];
  server.use(
    http.post(STREAM, async ({ request }) => {
      seen.push({ body: (await request.json()) as ChatStreamRequest, headers: request.headers });
      return respond();
    }),
  );
  return seen;
}

function sendButton(drawer: HTMLElement): HTMLButtonElement {
  return within(drawer).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
}

function ask(textbox: HTMLTextAreaElement, text: string) {
  fireEvent.change(textbox, { target: { value: text } });
  fireEvent.keyDown(textbox, { key: 'Enter' });
}

describe('chat drawer: a visitor asks', () => {
  it('shows the welcome message with suggestions, the remaining count, and no History or New chat', async () => {
    const { drawer } = await renderChat();
    expect(within(drawer).getByRole('heading', { name: 'Dali Guide assistant' })).toBeTruthy();
    expect(within(drawer).getByText('Online')).toBeTruthy();
    expect(within(drawer).getByText(/I'm the Dali Guide assistant/)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Plan me 3 days in Dali' })).toBeTruthy();
    expect(await within(drawer).findByText('7 free questions left today')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'History' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'New chat' })).toBeNull();
    expect(sendButton(drawer).disabled).toBe(true);
  });

  it('shows online or offline in the header as the browser reports it', async () => {
    const { drawer } = await renderChat();
    expect(within(drawer).getByText('Online')).toBeTruthy();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await within(drawer).findByText('Offline')).toBeTruthy();
    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await within(drawer).findByText('Online')).toBeTruthy();
  });

  it('sends on Enter with the spec §7 body, streams the reply piece by piece and shows the cited entry as a card', async () => {
    const stepped = steppedChatStream();
    const seen = captureStream(() => sse(stepped.stream));
    const { drawer, textbox } = await renderChat();
    const visitor = readStorage(STORAGE_KEYS.visitorFingerprint);

    // Shift+Enter is a new line, not a send.
    fireEvent.change(textbox, { target: { value: 'Tell me about the Three Pagodas' } });
    fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true });
    expect(seen).toHaveLength(0);
    fireEvent.keyDown(textbox, { key: 'Enter' });

    await waitFor(() => expect(seen).toHaveLength(1));
    const sessionId = useChatStore.getState().sessionId;
    expect(readStorage(STORAGE_KEYS.currentSessionId)).toBe(sessionId);
    expect(seen[0]?.body).toEqual({
      query: 'Tell me about the Three Pagodas',
      user_id: visitor,
      include_history: true,
      use_agent: false,
      use_tools: false,
      language: 'en-US',
      session_id: sessionId,
    });
    expect(seen[0]?.headers.get('x-visitor-fingerprint')).toBe(visitor);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(textbox.value).toBe('');
    expect(within(drawer).getByText('Tell me about the Three Pagodas')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'The assistant is writing' })).toBeTruthy();

    // Blank or streaming: no send.
    fireEvent.change(textbox, { target: { value: 'Another question' } });
    expect(sendButton(drawer).disabled).toBe(true);

    act(() => stepped.send([{ type: 'session', session_id: sessionId, title: 'Three Pagodas' }, { type: 'ai_response', content: 'The **Three ' }]));
    expect(await within(drawer).findByText(/^The \*\*Three$/)).toBeTruthy();
    act(() => stepped.send([{ type: 'ai_response', content: 'Pagodas** stand by Chongsheng Temple.' }]));
    const bold = await within(drawer).findByText('Three Pagodas');
    expect(bold.tagName).toBe('STRONG');
    act(() => {
      stepped.send([{ type: 'references', references: [PAGODAS] }, { status: 'completed' }]);
      stepped.finish();
    });

    const card = await within(drawer).findByRole('link', { name: 'Three Pagodas of Chongsheng Temple, Sight, Dali Old Town, Open now, Ticket ¥75' });
    expect(card.getAttribute('href')).toBe('/attractions/three-pagodas-chongsheng-temple');
    expect(card.textContent).toContain('Dali Old Town');
    expect(card.textContent).toContain('Open now');
    expect(card.textContent).toContain('Ticket ¥75');
    await waitFor(() => expect(sendButton(drawer).disabled).toBe(false));
  });

  it('replaces the pieces with a full-content event', async () => {
    captureStream(() =>
      sse(
        chatSseBody([
          { type: 'session', session_id: 'x', title: '' },
          { type: 'ai_response', content: 'A draft that will go' },
          { type: 'full_content', content: 'The final answer' },
          { type: 'references', references: [] },
          { status: 'completed' },
        ]),
      ),
    );
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'Hello');
    expect(await within(drawer).findByText('The final answer')).toBeTruthy();
    expect(within(drawer).queryByText('A draft that will go')).toBeNull();
  });

  it('renders safe Markdown: no raw HTML, no javascript: links; app links navigate inside the app, others open a new tab', async () => {
    const markdown = [
      'Try these:',
      '',
      '- [Three Pagodas](/attractions/three-pagodas-chongsheng-temple)',
      '- [Official site](https://www.example.org/pagodas)',
      '- [bad](javascript:alert(1))',
      '',
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
    ].join('\n');
    captureStream(() => sse(chatSseBody(answerFrames('s', [markdown]))));
    const { drawer, textbox, router } = await renderChat();
    ask(textbox, 'Links please');
    const internal = await within(drawer).findByRole('link', { name: 'Three Pagodas' });
    const external = within(drawer).getByRole('link', { name: 'Official site' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(drawer).getByText('bad').closest('a')).toBeNull();
    expect(drawer.querySelector('script, img')).toBeNull();
    expect(within(drawer).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    fireEvent.click(internal);
    await waitFor(() => expect(router.state.location.pathname).toBe('/attractions/three-pagodas-chongsheng-temple'));
  });

  it('shows the first four cited entries and the rest on request; unknown hours are left out', async () => {
    const references = Array.from({ length: 6 }, (_, i) => ({ ...PAGODAS, id: `place-${i}`, name: `Place ${i}`, path: `/attractions/place-${i}`, openNow: 'unknown' as const, priceFen: null }));
    captureStream(() => sse(chatSseBody(answerFrames('s', ['Six places'], references))));
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'Many places');
    const more = await within(drawer).findByRole('button', { name: 'Show all 6 places' });
    expect(within(drawer).getAllByRole('link', { name: /^Place \d/ })).toHaveLength(4);
    expect(within(drawer).getByRole('link', { name: 'Place 0, Sight, Dali Old Town, Price not known yet' })).toBeTruthy();
    fireEvent.click(more);
    expect(within(drawer).getAllByRole('link', { name: /^Place \d/ })).toHaveLength(6);
    expect(within(drawer).getByRole('button', { name: 'Show fewer places' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves a "please resend" notice in the placeholder when the stream stops before completed', async () => {
    const stepped = steppedChatStream();
    captureStream(() => sse(stepped.stream));
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'Tell me everything');
    act(() => stepped.send([{ type: 'session', session_id: 's', title: '' }, { type: 'ai_response', content: 'Half an answer' }]));
    await within(drawer).findByText('Half an answer');
    act(() => stepped.fail());
    expect(await within(drawer).findByText('The answer was cut off. Please send your question again.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(within(drawer).getByText('Half an answer')).toBeTruthy();
  });

  it('toasts an error frame and removes the placeholder', async () => {
    captureStream(() =>
      sse(chatSseBody([{ type: 'session', session_id: 's', title: '' }, { type: 'error', code: ERRORS.CHAT_AI_FAILED.code, message: 'The assistant could not answer' }])),
    );
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'Hello?');
    await waitFor(() => expect(toastTexts('error')).toEqual(['The assistant could not answer']));
    expect(within(drawer).getByText('Hello?')).toBeTruthy();
    expect(within(drawer).queryByRole('img', { name: 'The assistant is writing' })).toBeNull();
    expect(useChatStore.getState().messages.map((m) => m.role)).toEqual(['user']);
  });

  it('toasts a refused request (400) and removes the placeholder', async () => {
    captureStream(() => HttpResponse.json({ code: 40001, message: 'The question is too long', data: null }, { status: 400 }));
    const { textbox } = await renderChat();
    ask(textbox, 'Long question');
    await waitFor(() => expect(toastTexts('error')).toEqual(['The question is too long']));
    expect(useChatStore.getState().messages.map((m) => m.role)).toEqual(['user']);
  });

  it('asks a visitor over the free quota (429) to register or log in, opening the login dialog', async () => {
    captureStream(() => HttpResponse.json({ code: ERRORS.ANONYMOUS_LIMIT.code, message: 'Free questions used up', data: null }, { status: 429 }));
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'One more');
    const wall = await within(drawer).findByText("You have used today's free questions. Register or log in to keep chatting.");
    expect(wall).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Register' })).toBeTruthy();
    await waitFor(() => expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' }));
    expect(useChatStore.getState().messages.map((m) => m.role)).toEqual(['user']);
  });

  it('closes on Escape even when focus fell to the page (the composer was disabled)', async () => {
    await renderChat();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(useOverlayStore.getState().open.chatDrawer).toBeUndefined());
  });

  it('sends a user over the quota (448) to /package-pricing and closes the drawer', async () => {
    captureStream(() => HttpResponse.json({ code: ERRORS.QUOTA_EXHAUSTED.code, message: 'Your chat quota is used up', data: null }, { status: 448 }));
    const { textbox, router } = await renderChat();
    ask(textbox, 'One more');
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    expect(toastTexts('warning')).toEqual(['Your chat quota is used up']);
    expect(useOverlayStore.getState().open.chatDrawer).toBeUndefined();
  });

  it('shows the stored messages of the current session after a reload', async () => {
    useChatStore.setState({ sessionId: 'restored-session-1', messages: [] });
    server.use(
      http.get('*/ai_api/v1/enhanced_chat/users/:userId/sessions', () =>
        HttpResponse.json({ code: 0, message: 'Success', data: [storedSession('restored-session-1', '2026-11-27T08:00:03+08:00')] }),
      ),
      http.get('*/ai_api/v1/enhanced_chat/sessions/restored-session-1/messages', () =>
        HttpResponse.json({
          code: 0,
          message: 'Success',
          data: {
            session_id: 'restored-session-1',
            messages: [
              { role: 'user', content: 'Where to stay?', timestamp: '2026-11-27T08:00:00+08:00', references: [] },
              { role: 'assistant', content: 'Try **Xizhou**.', timestamp: '2026-11-27T08:00:03+08:00', references: [] },
            ],
          },
        }),
      ),
    );
    const { drawer } = await renderChat();
    expect(await within(drawer).findByText('Where to stay?')).toBeTruthy();
    expect(within(drawer).getByText('Xizhou').tagName).toBe('STRONG');
  });
});

describe('chat drawer: a logged-in user', () => {
  it('starts a new chat when the user logs out, so the next person does not see the conversation', async () => {
    logIn();
    captureStream(() => sse(chatSseBody(answerFrames('s', ['Private answer']))));
    const { drawer, textbox } = await renderChat();
    ask(textbox, 'Private question');
    await within(drawer).findByText('Private answer');
    const before = useChatStore.getState().sessionId;
    act(() => useSessionStore.getState().logOut());
    await waitFor(() => expect(within(drawer).queryByText('Private answer')).toBeNull());
    expect(useChatStore.getState().sessionId).not.toBe(before);
    expect(within(drawer).queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('replaces a stored session id the user’s list does not hold (a visitor’s from before logging in)', async () => {
    act(() => dispatchChat({ type: 'reset', sessionId: 'visitor-session-1' }));
    logIn();
    act(() => dispatchChat({ type: 'reset', sessionId: 'visitor-session-1' }));
    const { drawer } = await renderChat();
    await waitFor(() => expect(useChatStore.getState().sessionId).not.toBe('visitor-session-1'));
    expect(readStorage(STORAGE_KEYS.currentSessionId)).toBe(useChatStore.getState().sessionId);
    expect(within(drawer).getByRole('button', { name: 'Plan me 3 days in Dali' })).toBeTruthy();
  });

  it('sends the user id with the bearer token; New chat makes a new session id and shows the welcome again', async () => {
    logIn();
    const seen = captureStream(() => sse(chatSseBody(answerFrames('s', ['Hello there']))));
    const { drawer, textbox } = await renderChat();
    expect(within(drawer).queryByText(/free questions left/)).toBeNull();
    ask(textbox, 'Hi');
    await within(drawer).findByText('Hello there');
    expect(seen[0]?.body.user_id).toBe(USER_ID);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    const before = readStorage(STORAGE_KEYS.currentSessionId);

    fireEvent.click(within(drawer).getByRole('button', { name: 'New chat' }));
    const after = readStorage(STORAGE_KEYS.currentSessionId);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(drawer).queryByText('Hello there')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Plan me 3 days in Dali' })).toBeTruthy();
  });
});
