import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { displayNameOf } from '../display-name';
import { logOutEverywhere } from '../hooks/log-out';
import { failure, ok, renderAccounts, toastTexts, USER_ID } from '../test/render-accounts';
import { UserAvatar } from './user-avatar';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
});
afterAll(() => server.close());

function logIn(username = 'Lin Wei') {
  useSessionStore.getState().logIn({ accessToken: 'token-abc', userId: USER_ID, username, role: 'USER' });
}

describe('display name (spec §2)', () => {
  it('is the username, else the email, else the phone, else the default word', () => {
    expect(displayNameOf({ username: 'Lin' }, { email: 'lin@example.com', phone: '13800138000' }, 'Traveller')).toBe('Lin');
    expect(displayNameOf({ username: '  ' }, { email: 'lin@example.com', phone: '13800138000' }, 'Traveller')).toBe('lin@example.com');
    expect(displayNameOf({ username: '' }, { email: null, phone: '13800138000' }, 'Traveller')).toBe('13800138000');
    expect(displayNameOf({ username: '' }, null, 'Traveller')).toBe('Traveller');
  });

  it('shows the default word in the navbar when nothing else is known', async () => {
    logIn('');
    await renderAccounts('zh-CN');
    expect(screen.getByRole('button', { name: '旅行者 的账号菜单' })).toBeTruthy();
  });
});

describe('avatar (spec §3: default image if unset)', () => {
  it('draws the default figure without a picture, and instead of a picture that fails', () => {
    const { container, rerender } = render(<UserAvatar src={null} />);
    expect(container.querySelector('svg.user-avatar')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    rerender(<UserAvatar src="/uploads/missing.png" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/missing.png');
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.user-avatar')).toBeTruthy();
  });
});

describe('navbar when logged in', () => {
  it('replaces login and register with the avatar, the name and a keyboard-operable menu', async () => {
    logIn();
    await renderAccounts();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Account menu of Lin Wei' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.textContent).toContain('Lin Wei');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Membership info', 'Activate service', 'Settings', 'Log out']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on an outside click', async () => {
    logIn();
    await renderAccounts();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens the membership overlay, goes to the packages, and says settings are in development', async () => {
    logIn();
    const { router } = await renderAccounts();
    const open = async () => userEvent.click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Membership info' }));
    expect(useOverlayStore.getState().open.membershipDialog).toBeDefined();
    act(() => useOverlayStore.setState({ open: {} }));
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(toastTexts('info')).toEqual(['Settings are still in development']);
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activate service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
  });

  it('shows the saved user info: picture and, without a username, the email', async () => {
    logIn('');
    useSessionStore.getState().setProfile({ avatar: '/uploads/lin.png', email: 'lin@example.com', phone: null }, { persist: true });
    const { container } = await renderAccounts();
    expect(screen.getByRole('button', { name: 'Account menu of lin@example.com' })).toBeTruthy();
    expect(container.querySelector('img.user-avatar')?.getAttribute('src')).toBe('/uploads/lin.png');
  });
});

describe('logout (spec §4)', () => {
  it('calls the server with userId and quiet, clears state and storage, and goes home', async () => {
    let seen: { query: string; auth: string | null } | null = null;
    server.use(
      http.post('*/api/v1/auth/logout', ({ request }) => {
        seen = { query: new URL(request.url).search, auth: request.headers.get('authorization') };
        return HttpResponse.json(ok(null));
      }),
    );
    logIn();
    useSessionStore.getState().setProfile({ avatar: null, email: 'lin@example.com', phone: null }, { persist: true });
    const { router } = await renderAccounts();
    await act(() => router.navigate('/attractions'));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen).toEqual({ query: `?userId=${USER_ID}&quiet=true`, auth: 'Bearer token-abc' });
    expect(useSessionStore.getState().session).toBeNull();
    for (const key of ['accessToken', 'userId', 'username', 'role', 'userInfo']) expect(window.localStorage.getItem(key)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('clears everything even when the server call fails, without a toast', async () => {
    server.use(http.post('*/api/v1/auth/logout', () => HttpResponse.json(failure(ERRORS.INTERNAL.code, 'System internal exception'), { status: 500 })));
    logIn();
    await logOutEverywhere();
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(toastTexts()).toEqual([]);
  });

  it('clears everything when the network is down, and on a 401', async () => {
    server.use(http.post('*/api/v1/auth/logout', () => HttpResponse.error()));
    logIn();
    await logOutEverywhere();
    expect(window.localStorage.getItem('userId')).toBeNull();
    server.use(http.post('*/api/v1/auth/logout', () => HttpResponse.json(failure(ERRORS.SESSION_EXPIRED.code, 'expired'), { status: 401 })));
    logIn();
    await logOutEverywhere();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(toastTexts()).toEqual([]);
  });
});
