import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { closeOverlay, openOverlay, useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { failure, findDialog, ok, renderAccounts, toastTexts, USER_ID } from '../test/render-accounts';

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

const SENT = ok({ resendAfterSeconds: 60, expiresInSeconds: 600 }, 'Verification code sent');

async function openDialog(view: 'register' | 'forgot') {
  act(() => openOverlay('loginDialog', { view }));
  const dialog = await findDialog();
  await within(dialog).findByLabelText('Verification code');
  return dialog;
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const codeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(Get code|Resend in \d+ s)$/ }) as HTMLButtonElement;

describe('get-code button', () => {
  it('warns without sending when the account is empty or neither an email nor a phone number', async () => {
    let calls = 0;
    server.use(http.post('*/api/v1/auth/send-register-code', () => ((calls += 1), HttpResponse.json(SENT))));
    await renderAccounts();
    const dialog = await openDialog('register');
    fireEvent.click(codeButton(dialog));
    expect(toastTexts('warning')).toEqual(['Please enter your email or phone number']);
    useToastStore.setState({ toasts: [] });
    fill(dialog, 'Email or mobile number', 'lin-at-example');
    fireEvent.click(codeButton(dialog));
    expect(toastTexts('warning')).toEqual(['Please enter a valid email address or phone number']);
    expect(calls).toBe(0);
    expect(codeButton(dialog).disabled).toBe(false);
  });

  it('sends the register code, then waits 60 s with the button disabled', async () => {
    const seen: { query?: URLSearchParams } = {};
    server.use(
      http.post('*/api/v1/auth/send-register-code', ({ request }) => {
        seen.query = new URL(request.url).searchParams;
        return HttpResponse.json(SENT);
      }),
    );
    await renderAccounts();
    const dialog = await openDialog('register');
    fill(dialog, 'Email or mobile number', ' 13800138000 ');
    fireEvent.click(codeButton(dialog));
    expect(codeButton(dialog).textContent).toBe('Resend in 60 s');
    expect(codeButton(dialog).disabled).toBe(true);
    await waitFor(() => expect(toastTexts('success')).toEqual(['Verification code sent']));
    expect(seen.query?.get('account')).toBe('13800138000');
    expect(seen.query?.get('type')).toBe('PHONE');
    expect(codeButton(dialog).disabled).toBe(true);
  });

  it('cancels the countdown when sending fails, showing the server message', async () => {
    server.use(
      http.post('*/api/v1/auth/send-register-code', () => HttpResponse.json(failure(ERRORS.ACCOUNT_REGISTERED.code, 'This phone number or email is already registered'), { status: 409 })),
    );
    await renderAccounts();
    const dialog = await openDialog('register');
    fill(dialog, 'Email or mobile number', 'lin@example.com');
    fireEvent.click(codeButton(dialog));
    expect(codeButton(dialog).disabled).toBe(true);
    await waitFor(() => expect(toastTexts('error')).toEqual(['This phone number or email is already registered']));
    await waitFor(() => expect(codeButton(dialog).textContent).toBe('Get code'));
    expect(codeButton(dialog).disabled).toBe(false);
  });

  it('keeps separate counters for register and reset, and reopening resets both', async () => {
    server.use(
      http.post('*/api/v1/auth/send-register-code', () => HttpResponse.json(SENT)),
      http.post('*/api/v1/auth/send-reset-password-code', () => HttpResponse.json(SENT)),
    );
    await renderAccounts();
    let dialog = await openDialog('register');
    fill(dialog, 'Email or mobile number', 'lin@example.com');
    fireEvent.click(codeButton(dialog));
    await waitFor(() => expect(toastTexts('success')).toHaveLength(1));
    // Forgot password: its own counter is idle.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
    await within(dialog).findByLabelText('New password');
    expect(codeButton(dialog).textContent).toBe('Get code');
    expect(codeButton(dialog).disabled).toBe(false);
    // Back on register the register counter still runs.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await within(dialog).findByLabelText('Username');
    expect(codeButton(dialog).textContent).toMatch(/^Resend in \d+ s$/);
    // Closing and opening again starts every timer afresh.
    act(() => closeOverlay('loginDialog'));
    dialog = await openDialog('register');
    expect(codeButton(dialog).textContent).toBe('Get code');
  });
});

describe('register and reset', () => {
  it('registers with the code and returns to login with the account filled in', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/auth/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok({ userId: USER_ID, username: '洱海' }, 'Registration complete; you can log in now'));
      }),
    );
    await renderAccounts();
    const dialog = await openDialog('register');
    fill(dialog, 'Username', ' 洱海 ');
    fill(dialog, 'Email or mobile number', 'Lin@Example.com');
    fill(dialog, 'Password', 'secret-1');
    fill(dialog, 'Confirm password', 'secret-1');
    fill(dialog, 'Verification code', '123456');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const email = (await within(dialog).findByLabelText('Email address')) as HTMLInputElement;
    expect(email.value).toBe('Lin@Example.com');
    expect(toastTexts('success')).toEqual(['Registration complete; you can log in now']);
    expect(body).toMatchObject({
      username: '洱海',
      authType: 'EMAIL',
      email: 'Lin@Example.com',
      phone: null,
      password: 'secret-1',
      confirmPassword: 'secret-1',
      verifyCode: '123456',
      languagePreference: 'en-US',
      agreeTerms: true,
    });
  });

  it('shows a 400 answer under its fields and stays on register', async () => {
    server.use(
      http.post('*/api/v1/auth/register', () =>
        HttpResponse.json(failure(ERRORS.CODE_INVALID.code, 'The verification code is wrong or has expired', { fields: [{ field: 'body.verifyCode', message: 'The verification code is wrong or has expired' }] }), {
          status: 400,
        }),
      ),
    );
    await renderAccounts();
    const dialog = await openDialog('register');
    fill(dialog, 'Username', 'lin');
    fill(dialog, 'Email or mobile number', '13800138000');
    fill(dialog, 'Password', 'secret-1');
    fill(dialog, 'Confirm password', 'secret-1');
    fill(dialog, 'Verification code', '000000');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['The verification code is wrong or has expired']));
    expect(await within(dialog).findByText('The verification code is wrong or has expired')).toBeTruthy();
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
  });

  it('resets the password by phone (submitted from the last field) and returns to the phone tab of login', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/auth/reset-password', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok(null, 'Password changed'));
      }),
    );
    await renderAccounts();
    const dialog = await openDialog('forgot');
    fill(dialog, 'Email or mobile number', '13800138000');
    fill(dialog, 'Verification code', '654321');
    fill(dialog, 'New password', 'better-pass');
    fill(dialog, 'Confirm password', 'better-pass');
    fireEvent.submit(within(dialog).getByLabelText('Confirm password').closest('form') as HTMLFormElement);
    const phone = (await within(dialog).findByLabelText('Mobile number')) as HTMLInputElement;
    expect(phone.value).toBe('13800138000');
    expect(body).toEqual({ authType: 'PHONE', email: null, phone: '13800138000', verifyCode: '654321', newPassword: 'better-pass', confirmPassword: 'better-pass' });
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
  });
});
