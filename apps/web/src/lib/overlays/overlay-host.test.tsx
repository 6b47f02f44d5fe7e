import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
// The browser stand-ins (matchMedia, ResizeObserver) the Ant Design modal needs.
import { findDialog } from '../../test/render-shell';
import { OverlayHost, type OverlayProps } from './overlay-host';
import { closeOverlay, openOverlay, useOverlayStore } from './overlay-store';

beforeEach(() => useOverlayStore.setState({ open: {} }));
// Unmount before jsdom goes away, so that no React work is left to run without a window.
afterEach(() => cleanup());

// A stand-in for a real dialog: shows the typed fields it was opened with and can close itself.
function LoginStandIn({ overlay, onClose }: OverlayProps<'loginDialog'>) {
  if (!overlay) return <p>closed</p>;
  return (
    <button type="button" onClick={onClose}>
      view {overlay.view}
    </button>
  );
}

describe('OverlayHost', () => {
  it('gives the component of a kind its typed overlay, undefined while closed, and closes it through onClose', () => {
    render(<OverlayHost components={{ loginDialog: LoginStandIn }} />);
    expect(screen.getByText('closed')).toBeTruthy();
    act(() => openOverlay('loginDialog', { view: 'forgot' }));
    act(() => screen.getByRole('button', { name: 'view forgot' }).click());
    expect(useOverlayStore.getState().open.loginDialog).toBeUndefined();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('renders nothing for a kind without a component until it is opened, then says it is not available yet', async () => {
    // Every kind of the app has a component, so this host is given none.
    await i18n.changeLanguage('en-US');
    render(
      <I18nextProvider i18n={i18n}>
        <OverlayHost components={{}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openOverlay('floatingTranslator'));
    const dialog = await findDialog();
    expect(dialog.textContent).toContain('Not available yet');
    act(() => closeOverlay('floatingTranslator'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
