import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('appears when the browser goes offline, says what still works, and goes when it is back online', async () => {
    await i18n.changeLanguage('en-US');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    const banner = container.querySelector('.offline-banner') as HTMLElement;
    expect(banner.hidden).toBe(true);
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
    expect(screen.getByRole('status').textContent).toContain('plans you opened before are still here');
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(banner.hidden).toBe(true);
  });
});
