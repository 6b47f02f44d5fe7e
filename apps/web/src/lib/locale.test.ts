import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialLocale, startLocaleSync, useLocaleStore } from './locale';

describe('locale (spec §1)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.localStorage.clear();
    useLocaleStore.setState({ locale: 'en-US' });
  });
  afterEach(() => stop());

  it('prefers ?lang=, then storage, then the browser, then en-US; zh-TW maps to zh-HK', () => {
    window.localStorage.setItem('locale', 'zh-CN');
    expect(initialLocale('?lang=zh-TW', ['en-US'])).toBe('zh-HK');
    expect(initialLocale('', ['en-US'])).toBe('zh-CN');
    window.localStorage.clear();
    expect(initialLocale('', ['fr-FR', 'zh-TW'])).toBe('zh-HK');
    expect(initialLocale('?lang=xx', ['fr-FR'])).toBe('en-US');
  });

  it('persists a change under the key `locale`', () => {
    stop = startLocaleSync();
    useLocaleStore.getState().setLocale('zh-CN');
    expect(window.localStorage.getItem('locale')).toBe('zh-CN');
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
  });

  it('follows a change made in another tab (storage event)', () => {
    stop = startLocaleSync();
    window.localStorage.setItem('locale', 'zh-HK');
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'zh-HK' }));
    expect(useLocaleStore.getState().locale).toBe('zh-HK');
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'klingon' }));
    expect(useLocaleStore.getState().locale).toBe('zh-HK');
  });

  it('broadcasts a change to other tabs over BroadcastChannel', async () => {
    stop = startLocaleSync();
    const other = new BroadcastChannel('dali-guide:locale');
    const received = new Promise<unknown>((resolve) => {
      other.onmessage = (event: MessageEvent) => resolve(event.data);
    });
    useLocaleStore.getState().setLocale('zh-CN');
    await expect(received).resolves.toBe('zh-CN');
    other.close();
  });
});
