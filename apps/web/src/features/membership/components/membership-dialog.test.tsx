import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { ERRORS } from '@dali/shared/errors';
import { closeOverlay, openOverlay, useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { clearMembership, loadMembership, useMembershipStore } from '../membership-store';
import { DAY, findDialog, logIn, membership, ok, renderShell, toastTexts } from '../test/render-membership';

// Ant Design in jsdom is slow to render the first time.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
let calls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  clearMembership();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  calls = 0;
});
afterAll(() => server.close());

/** The membership API answers `data` (after `wait` ms), or fails with HTTP `status`. */
function answer(data: MembershipInfo | null, { status = 200, wait = 0 } = {}) {
  server.use(
    http.get('*/api/v1/membership/plans/current-user', async () => {
      calls += 1;
      if (wait) await delay(wait);
      if (status !== 200) return HttpResponse.json({ code: ERRORS.INTERNAL.code, message: 'System internal exception', data: null }, { status });
      return HttpResponse.json(ok(data));
    }),
  );
}

const user = () => userEvent.setup();

/** Log in, open the dialog and wait for it to show a membership, the empty state or a failure. */
async function openDialog() {
  act(() => openOverlay('membershipDialog'));
  const dialog = await findDialog();
  await waitFor(() => expect(dialog.querySelector('.membership-details, .membership-empty, .membership-failed')).toBeTruthy(), { timeout: 5000 });
  // The refresh button leaves its loading state just after the answer is shown.
  await waitFor(() => expect(dialog.querySelector('.ant-btn-loading')).toBeNull());
  return dialog;
}

describe('membership dialog (spec §2)', () => {
  it('opens from "Membership info" in the account menu', async () => {
    answer(membership(10 * DAY));
    logIn();
    await renderShell();
    await user().click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    await user().click(screen.getByRole('menuitem', { name: 'Membership info' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Membership')).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: 'One-week pass' })).toBeTruthy();
  });

  it('shows level badge, plan, times, remaining days, permissions with limit badges and the active alert', async () => {
    answer(membership(10 * DAY - 60_000));
    logIn();
    await renderShell();
    const dialog = await openDialog();
    const badge = dialog.querySelector('.level-badge');
    expect(badge?.className).toContain('level-badge-standard');
    expect(badge?.textContent).toBe('Standard');
    expect(within(dialog).getByRole('heading', { name: 'One-week pass' })).toBeTruthy();
    expect(within(dialog).getByText('Started')).toBeTruthy();
    expect(within(dialog).getByText('Expires')).toBeTruthy();
    expect(dialog.querySelectorAll('time')).toHaveLength(2);
    expect(dialog.querySelector('.membership-remaining')?.textContent).toBe('10 days');

    const alert = within(dialog).getByRole('status');
    expect(alert.className).toContain('membership-alert-success');
    expect(alert.textContent).toContain('Your membership is active');

    const rows = [...dialog.querySelectorAll<HTMLElement>('.permission-item')];
    expect(rows.map((row) => row.querySelector('.permission-name')?.textContent)).toEqual([
      'AI chat messages',
      'Trip planner runs',
      'Translated characters',
      'Voice translation sessions',
    ]);
    const badges = (row: HTMLElement | undefined) =>
      [...(row?.querySelectorAll('.limit-badge') ?? [])].map((b) => `${b.textContent} ${b.className.replace(/limit-badge /, '')}`);
    expect(badges(rows[0])).toEqual(['Per day: 200 limit-badge-green', 'Per 7 days: Unlimited limit-badge-green limit-badge-unlimited']);
    expect(badges(rows[1])).toEqual(['Per day: Unlimited limit-badge-green limit-badge-unlimited', 'Per 7 days: 5 limit-badge-grey']);
    expect(badges(rows[2])[1]).toBe('Per 7 days: 10,000 limit-badge-green');
    expect(badges(rows[3])[0]).toBe('Per day: 50 limit-badge-amber');
    // Active: no upgrade or renew.
    expect(within(dialog).queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Choose a pass' })).toBeNull();
  });

  it('speaks Traditional Chinese in zh-HK, with measure words on the counts', async () => {
    answer(membership(10 * DAY, { planName: '一週通' }));
    logIn();
    await renderShell('zh-HK');
    const dialog = await openDialog();
    expect(within(dialog).getByText('會員資料')).toBeTruthy();
    expect(dialog.querySelector('.level-badge')?.textContent).toBe('標準');
    expect(dialog.querySelector('.membership-remaining')?.textContent).toBe('10 天');
    const chat = dialog.querySelector('[data-api="chat"]');
    expect([...(chat?.querySelectorAll('.limit-badge') ?? [])].map((b) => b.textContent)).toEqual(['每日：200 則', '每 7 天：不限']);
    expect(dialog.querySelector('[data-api="translation_chars"] .limit-badge-grey, [data-api="translation_chars"] .limit-badge-green:not(.limit-badge-unlimited)')?.textContent).toBe('每 7 天：10,000 字');
  });

  it('warns when the membership ends within 3 days, still without renew', async () => {
    answer(membership(2 * DAY + 3_600_000));
    logIn();
    await renderShell();
    const dialog = await openDialog();
    const alert = within(dialog).getByRole('status');
    expect(alert.className).toContain('membership-alert-warning');
    expect(alert.getAttribute('data-kind')).toBe('expiringSoon');
    expect(alert.textContent).toContain('Your membership ends in 3 days');
    expect(dialog.querySelector('.membership-remaining')?.textContent).toBe('3 days');
    expect(within(dialog).queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('warns when expired, shows 0 days and offers renewal, which goes to the packages and closes', async () => {
    answer(membership(-DAY, { userLevel: 'PREMIUM', planName: 'One-month pass' }));
    logIn();
    const { router } = await renderShell();
    const dialog = await openDialog();
    expect(dialog.querySelector('.level-badge')?.className).toContain('level-badge-premium');
    const alert = within(dialog).getByRole('status');
    expect(alert.className).toContain('membership-alert-warning');
    expect(alert.textContent).toContain('Your membership has expired');
    expect(dialog.querySelector('.membership-remaining')?.textContent).toBe('0 days');
    await user().click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    expect(useOverlayStore.getState().open.membershipDialog).toBeUndefined();
  });

  it('shows the empty state without a membership, with the upgrade button', async () => {
    answer(null);
    logIn();
    const { router } = await renderShell('zh-CN');
    const dialog = await openDialog();
    expect(within(dialog).getByText('你还不是会员')).toBeTruthy();
    expect(dialog.querySelector('.permission-list')).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: '选择套餐' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
  });

  it('does not fetch again on opening once the membership is in; refresh does, with a loading state', async () => {
    answer(null);
    logIn();
    await loadMembership();
    expect(calls).toBe(1);
    await renderShell();
    let dialog = await openDialog();
    expect(calls).toBe(1);
    expect(within(dialog).getByText('You have no membership yet')).toBeTruthy();

    // A pass is granted meanwhile; refresh shows it.
    answer(membership(7 * DAY - 1000), { wait: 150 });
    const refresh = within(dialog).getByRole('button', { name: 'Refresh' });
    await user().click(refresh);
    await waitFor(() => expect(refresh.className).toContain('ant-btn-loading'));
    expect(await within(dialog).findByRole('heading', { name: 'One-week pass' })).toBeTruthy();
    await waitFor(() => expect(refresh.className).not.toContain('ant-btn-loading'));
    expect(calls).toBe(2);
    expect(dialog.querySelector('.membership-remaining')?.textContent).toBe('7 days');

    act(() => closeOverlay('membershipDialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    expect(calls).toBe(2);
  });

  it('toasts "try again later" when loading fails in the dialog, and says so inside', async () => {
    answer(null, { status: 500 });
    logIn();
    await renderShell();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('alert').textContent).toBe('Your membership could not be loaded; please try again later');
    expect(toastTexts('error')).toEqual(['Your membership could not be loaded; please try again later']);
    // Not knowing is not the same as having none: no upgrade offer.
    expect(within(dialog).queryByRole('button', { name: 'Choose a pass' })).toBeNull();
    // Refresh after the failure tries again and toasts again on a new failure.
    useToastStore.setState({ toasts: [] });
    await user().click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(calls).toBe(2);
  });

  it('keeps the shown membership when a refresh fails', async () => {
    answer(membership(5 * DAY));
    logIn();
    await renderShell();
    const dialog = await openDialog();
    answer(null, { status: 503 });
    await user().click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Your membership could not be loaded; please try again later']));
    expect(within(dialog).getByRole('heading', { name: 'One-week pass' })).toBeTruthy();
  });

  it('is not closed by a click outside, but by Escape and by Close', async () => {
    answer(null);
    logIn();
    await renderShell();
    await openDialog();
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).toBeTruthy();
    if (wrap) {
      fireEvent.mouseDown(wrap);
      fireEvent.click(wrap);
    }
    await delay(50);
    expect(useOverlayStore.getState().open.membershipDialog).toBeDefined();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(useOverlayStore.getState().open.membershipDialog).toBeUndefined());

    const dialog = await openDialog();
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer');
    if (!footer) throw new Error('no footer');
    await user().click(within(footer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useOverlayStore.getState().open.membershipDialog).toBeUndefined());
  });

  it('closes when the session ends while it is open', async () => {
    answer(null);
    logIn();
    await renderShell();
    await openDialog();
    act(() => useSessionStore.getState().logOut());
    await waitFor(() => expect(useOverlayStore.getState().open.membershipDialog).toBeUndefined());
  });
});

describe('navbar member badge and "activate service" (spec §2, §6)', () => {
  it('shows the badge beside the name while the membership is active', async () => {
    answer(membership(7 * DAY));
    logIn();
    await loadMembership();
    await renderShell();
    const button = screen.getByRole('button', { name: 'Account menu of Lin Wei' });
    expect(button.querySelector('.name-badge')?.textContent).toBe('Standard');
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Standard member');
  });

  it('shows no badge without a membership, after expiry, or for another user', async () => {
    answer(membership(-1000));
    logIn();
    await loadMembership();
    await renderShell();
    const button = screen.getByRole('button', { name: 'Account menu of Lin Wei' });
    expect(button.querySelector('.name-badge')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    act(() => useMembershipStore.setState({ info: membership(DAY), userId: 'someone-else', status: 'ready' }));
    expect(button.querySelector('.name-badge')).toBeNull();
  });

  it('removes the badge when the membership ends with the page open', async () => {
    answer(membership(300));
    logIn();
    await loadMembership();
    await renderShell();
    const button = screen.getByRole('button', { name: 'Account menu of Lin Wei' });
    expect(button.querySelector('.name-badge')).toBeTruthy();
    await waitFor(() => expect(button.querySelector('.name-badge')).toBeNull(), { timeout: 2000 });
  });

  it('tells a member their plan and expiry on "activate service", then shows the packages', async () => {
    const info = membership(7 * DAY);
    answer(info);
    logIn();
    await loadMembership();
    const { router } = await renderShell();
    await user().click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    await user().click(screen.getByRole('menuitem', { name: 'Activate service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    const [notice] = toastTexts('info');
    expect(notice).toMatch(/^You are already a member: One-week pass, valid until .+\.$/);
    expect(notice).toContain(String(new Date(info.membershipExpireTime).getFullYear()));
  });

  it('sends a user without membership straight to the packages, without a notice', async () => {
    answer(null);
    logIn();
    await loadMembership();
    const { router } = await renderShell();
    await user().click(screen.getByRole('button', { name: 'Account menu of Lin Wei' }));
    await user().click(screen.getByRole('menuitem', { name: 'Activate service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    expect(toastTexts()).toEqual([]);
  });
});
