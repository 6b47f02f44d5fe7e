import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { closeOverlay, openOverlay, useOverlayStore } from '../../../lib/overlays/overlay-store';
import { onLoginSuccess, useSessionStore, type Session } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { failure, findDialog, loginData, ok, renderAccounts, toastTexts, USER_ID } from '../test/render-accounts';

// Ant Design in jsdom is slow to render the first time.
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

const user = () => userEvent.setup();

async function openDialog(view: 'login' | 'register' | 'forgot' = 'login') {
  act(() => openOverlay('loginDialog', { view }));
  const dialog = await findDialog();
  await within(dialog).findByRole('button', { name: view === 'login' ? 'Log in' : view === 'register' ? 'Register' : 'Reset password' });
  return dialog;
}

/** Type into a field and leave it (validation runs on blur). */
function fillAndBlur(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('login dialog: opening and views', () => {
  it('opens from the navbar buttons in the matching view', async () => {
    await renderAccounts();
    await user().click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Create an account')).toBeTruthy();
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
  });

  it('links login → register → login and login → forgot → login', async () => {
    await renderAccounts();
    const dialog = await openDialog('login');
    await user().click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByLabelText('Username')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('tab', { name: 'Email' })).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(await within(dialog).findByLabelText('New password')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(await within(dialog).findByLabelText('Password')).toBeTruthy();
  });

  it('opens in any view from anywhere and starts afresh on every opening', async () => {
    await renderAccounts();
    let dialog = await openDialog('login');
    fillAndBlur(dialog, 'Email address', 'lin@example.com');
    act(() => closeOverlay('loginDialog'));
    dialog = await openDialog('login');
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    // A second openOverlay while open switches the view and clears it too.
    dialog = await openDialog('forgot');
    expect(within(dialog).getByText('Reset your password')).toBeTruthy();
  });

  it('closes on an outside click', async () => {
    await renderAccounts();
    await openDialog('login');
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).toBeTruthy();
    if (wrap) {
      fireEvent.mouseDown(wrap);
      fireEvent.click(wrap);
    }
    await waitFor(() => expect(useOverlayStore.getState().open.loginDialog).toBeUndefined());
  });
});

describe('login dialog: spec §5 rules on blur, with login.validation.* messages', () => {
  it('checks the email and the password of the login view', async () => {
    await renderAccounts();
    const dialog = await openDialog('login');
    fillAndBlur(dialog, 'Email address', '');
    expect(await within(dialog).findByText('Please enter your email address')).toBeTruthy();
    fillAndBlur(dialog, 'Email address', 'lin@');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    fillAndBlur(dialog, 'Password', '');
    expect(await within(dialog).findByText('Please enter a password')).toBeTruthy();
    fillAndBlur(dialog, 'Password', '12345');
    expect(await within(dialog).findByText('The password must be 6–20 characters')).toBeTruthy();
    fillAndBlur(dialog, 'Password', 'x'.repeat(21));
    expect(await within(dialog).findByText('The password must be 6–20 characters')).toBeTruthy();
    fillAndBlur(dialog, 'Password', 'x'.repeat(20));
    await waitFor(() => expect(within(dialog).queryByText('The password must be 6–20 characters')).toBeNull());
  });

  it('checks the phone on the phone tab: 11 digits, 1 then 3–9', async () => {
    await renderAccounts();
    const dialog = await openDialog('login');
    await user().click(within(dialog).getByRole('tab', { name: 'Phone' }));
    fillAndBlur(dialog, 'Mobile number', '12345678901');
    expect(await within(dialog).findByText('Please enter a valid mobile number (11 digits starting with 1)')).toBeTruthy();
    fillAndBlur(dialog, 'Mobile number', '1380013800');
    expect(await within(dialog).findByText('Please enter a valid mobile number (11 digits starting with 1)')).toBeTruthy();
    fillAndBlur(dialog, 'Mobile number', '13800138000');
    await waitFor(() => expect(within(dialog).queryByText(/valid mobile number/)).toBeNull());
  });

  it('checks username 2–20, account, confirmation and a 6-digit code on register', async () => {
    await renderAccounts();
    const dialog = await openDialog('register');
    fillAndBlur(dialog, 'Username', 'L');
    expect(await within(dialog).findByText('The username must be 2–20 characters')).toBeTruthy();
    fillAndBlur(dialog, 'Username', '洱'.repeat(21));
    expect(await within(dialog).findByText('The username must be 2–20 characters')).toBeTruthy();
    fillAndBlur(dialog, 'Username', '洱海');
    await waitFor(() => expect(within(dialog).queryByText('The username must be 2–20 characters')).toBeNull());
    fillAndBlur(dialog, 'Email or mobile number', 'lin at example');
    expect(await within(dialog).findByText('Please enter a valid email address or phone number')).toBeTruthy();
    fillAndBlur(dialog, 'Password', 'secret-1');
    fillAndBlur(dialog, 'Confirm password', 'secret-2');
    expect(await within(dialog).findByText('The two passwords do not match')).toBeTruthy();
    fillAndBlur(dialog, 'Confirm password', 'secret-1');
    await waitFor(() => expect(within(dialog).queryByText('The two passwords do not match')).toBeNull());
    fillAndBlur(dialog, 'Verification code', '12345');
    expect(await within(dialog).findByText('The verification code is 6 digits')).toBeTruthy();
    fillAndBlur(dialog, 'Verification code', '12a456');
    expect(await within(dialog).findByText('The verification code is 6 digits')).toBeTruthy();
    fillAndBlur(dialog, 'Verification code', '123456');
    await waitFor(() => expect(within(dialog).queryByText('The verification code is 6 digits')).toBeNull());
  });

  it('checks the new-password confirmation on forgot, and shows every message on submit', async () => {
    await renderAccounts();
    const dialog = await openDialog('forgot');
    await user().click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Please enter your email or phone number')).toBeTruthy();
    // Each field validates on its own, so on a busy machine the messages may land a moment apart.
    expect(await within(dialog).findByText('Please enter the verification code')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter the password again')).toBeTruthy();
    fillAndBlur(dialog, 'New password', 'newpass-1');
    fillAndBlur(dialog, 'Confirm password', 'newpass-2');
    expect(await within(dialog).findByText('The two passwords do not match')).toBeTruthy();
  });

  it('gives the messages in the page language', async () => {
    await renderAccounts('zh-HK');
    act(() => openOverlay('loginDialog', { view: 'register' }));
    const dialog = await findDialog();
    fillAndBlur(dialog, '用戶名稱', 'L');
    expect(await within(dialog).findByText('用戶名稱長度為 2–20 個字元')).toBeTruthy();
  });

  it('warns and sends nothing when the agreement is not ticked', async () => {
    let calls = 0;
    server.use(http.post('*/api/v1/auth/login', () => ((calls += 1), HttpResponse.json(ok(loginData())))));
    await renderAccounts();
    const dialog = await openDialog('login');
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'lin@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-1' } });
    await user().click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toastTexts('warning')).toEqual(['Please read and agree to the terms of service and privacy policy']));
    expect(calls).toBe(0);
    // The policy links open in a new tab.
    const terms = within(dialog).getByRole('link', { name: 'terms of use' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' }).getAttribute('target')).toBe('_blank');
  });
});

describe('logging in', () => {
  async function fillLogin(dialog: HTMLElement, { remember = false } = {}) {
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: ' Lin@Example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-1' } });
    if (remember) await user().click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user().click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
  }

  it('stores token, user id, username and role, announces the login and closes (Enter submits)', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(loginData({ role: 'ADMIN' })));
      }),
    );
    const seen: Session[] = [];
    const stop = onLoginSuccess((session) => seen.push(session));
    await renderAccounts();
    const dialog = await openDialog('login');
    await fillLogin(dialog);
    await user().type(within(dialog).getByLabelText('Password'), '{Enter}');
    await waitFor(() => expect(useOverlayStore.getState().open.loginDialog).toBeUndefined());
    stop();
    expect(body).toMatchObject({ authType: 'EMAIL', email: 'Lin@Example.com', phone: null, password: 'secret-1', deviceType: 'web', rememberMe: false });
    expect((body as { deviceId: string }).deviceId).toBe(window.localStorage.getItem('visitorFingerprint'));
    expect(window.localStorage.getItem('accessToken')).toBe('token-abc');
    expect(window.localStorage.getItem('userId')).toBe(USER_ID);
    expect(window.localStorage.getItem('username')).toBe('Lin Wei');
    expect(window.localStorage.getItem('role')).toBe('ADMIN');
    expect(seen.map((s) => s.userId)).toEqual([USER_ID]);
    // Without remember-me no user info is fetched or saved.
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Account menu of Lin Wei' })).toBeTruthy();
  });

  it('with remember-me also saves the user info from /users/me', async () => {
    let auth: string | null = null;
    server.use(
      http.post('*/api/v1/auth/login', () => HttpResponse.json(ok(loginData()))),
      http.get('*/api/v1/users/me', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          ok({ userId: USER_ID, username: 'Lin Wei', role: 'USER', avatar: '/uploads/lin.png', email: 'lin@example.com', phone: null, languagePreference: 'en-US', timezone: 'Asia/Shanghai' }),
        );
      }),
    );
    await renderAccounts();
    const dialog = await openDialog('login');
    await fillLogin(dialog, { remember: true });
    await user().click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('userInfo')).not.toBeNull());
    expect(auth).toBe('Bearer token-abc');
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? '{}')).toEqual({ userId: USER_ID, avatar: '/uploads/lin.png', email: 'lin@example.com', phone: null });
    expect(useSessionStore.getState().profile).toEqual({ avatar: '/uploads/lin.png', email: 'lin@example.com', phone: null });
  });

  it('a failed login only stops loading: the server message is toasted, the dialog stays', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json(failure(ERRORS.LOGIN_FAILED.code, 'Incorrect account or password'), { status: 400 })));
    await renderAccounts();
    const dialog = await openDialog('login');
    await fillLogin(dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Incorrect account or password']));
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));
    expect(useOverlayStore.getState().open.loginDialog).toBeDefined();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
