import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { useToastStore } from '../../../lib/ui/toast';
import { AddressCard, addressClipboardText } from './address-card';

const NAME = { 'zh-CN': '喜林苑', 'zh-HK': '喜林苑', 'en-US': 'The Linden Centre' };
const ADDRESS = {
  'zh-CN': '大理市喜洲镇，杨品相宅',
  'zh-HK': '大理市喜洲鎮，楊品相宅',
  'en-US': 'Yang Pinxiang Residence, Xizhou Town, Dali City',
};

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces(['stay']);
});
afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
  vi.unstubAllGlobals();
  // jsdom has no execCommand; the test that needs one defines it on the document itself.
  Reflect.deleteProperty(document, 'execCommand');
});

function renderCard() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <AddressCard name={NAME} address={ADDRESS} />
      </Suspense>
    </I18nextProvider>,
  );
}

describe('taxi address card', () => {
  it('puts the Chinese name and address first, large, and the English address beneath', async () => {
    renderCard();
    const card = await screen.findByTestId('address-card');
    const chinese = card.querySelector('[lang="zh-CN"]');
    const english = card.querySelector('[lang="en"]');
    expect(chinese?.textContent).toBe('喜林苑大理市喜洲镇，杨品相宅');
    expect(english?.textContent).toBe(ADDRESS['en-US']);
    expect(chinese?.compareDocumentPosition(english as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('copies name, Chinese and English address (Simplified, for drivers) and says so in a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['success', 'Address copied']]));
    expect(writeText).toHaveBeenCalledWith('喜林苑\n大理市喜洲镇，杨品相宅\nYang Pinxiang Residence, Xizhou Town, Dali City');
  });

  it('says when copying is not possible', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    Object.defineProperty(document, 'execCommand', { value: vi.fn().mockReturnValue(false), configurable: true });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.kind)).toEqual(['error']));
  });

  it('keeps a Latin-only Chinese name once on the clipboard', () => {
    const latin = { 'zh-CN': 'Sleepyfish Lodge', 'zh-HK': 'Sleepyfish Lodge', 'en-US': 'Sleepyfish Lodge' };
    const address = { 'zh-CN': '大理古城', 'zh-HK': '大理古城', 'en-US': 'Sleepyfish Lodge' };
    expect(addressClipboardText({ name: latin, address })).toBe('Sleepyfish Lodge\n大理古城');
  });
});
