/**
 * The taxi card (spec §2 reserve page, booking path without a link): the lodging's name and
 * address in Chinese, large, for a driver to read, the English address beneath, and a copy button
 * with a toast. The Chinese lines are Simplified whatever the interface locale, because drivers
 * in Dali read Simplified characters.
 */
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@dali/shared/locales';
import { toast } from '../../../lib/ui/toast';

export interface AddressCardProps {
  name: LocalizedText;
  address: LocalizedText;
}

/** The text put on the clipboard: Chinese name, Chinese address, English address (one per line). */
export function addressClipboardText({ name, address }: AddressCardProps): string {
  const lines = [name['zh-CN'], address['zh-CN'], address['en-US']].map((line) => line.trim()).filter(Boolean);
  // A Latin-only Chinese name repeats the English one; keep each line once.
  return [...new Set(lines)].join('\n');
}

/**
 * Copy `text`: the async Clipboard API where the browser grants it, else a hidden textarea and
 * `execCommand('copy')` (older mobile browsers, non-secure origins). Resolves whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** Bilingual address card with a copy button. */
export function AddressCard({ name, address }: AddressCardProps) {
  const { t } = useTranslation('stay');
  const onCopy = async () => {
    if (await copyText(addressClipboardText({ name, address }))) toast.success(t('address.copied'));
    else toast.error(t('address.copyFailed'));
  };
  const nameZh = name['zh-CN'].trim();
  return (
    <div className="stay-address-card" data-testid="address-card">
      <p className="stay-address-hint">{t('address.hint')}</p>
      <p className="stay-address-zh" lang="zh-CN">
        <span className="stay-address-name">{nameZh}</span>
        <br />
        {address['zh-CN']}
      </p>
      <p className="stay-address-en" lang="en">
        {address['en-US']}
      </p>
      <button type="button" onClick={() => void onCopy()} className="btn stay-address-copy">
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <rect x="7" y="7" width="10" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13 4.5V4a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {t('address.copy')}
      </button>
    </div>
  );
}
