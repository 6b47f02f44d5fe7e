/**
 * The floating translator's overlay (spec §2 "Floating translator"): remaining free count, source
 * and target selectors with swap, voice / text tabs, conversation, status indicator. A modal
 * dialog with its own focus loop (Escape closes); a full-screen sheet under 768 px
 * (translator.css). Loaded the first time the translator opens; unmounting it frees every audio
 * resource (spec §4 "closing the overlay resets state and frees audio").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TRANSLATOR_UNLIMITED_ABOVE } from '@dali/shared/constants';
import { TRANSLATOR_LANGUAGES, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { translateText } from '../api/translate';
import { useVoiceRemaining, VOICE_REMAINING_KEY } from '../api/voice-remaining';
import { startCapture } from '../audio/capture';
import { AudioPlayer, isIos } from '../audio/playback';
import { TranslatorController, type TranslatorDeps } from '../hooks/translator-controller';
import { LANGUAGE_NAMES } from '../state/language-names';
import { useTranslatorStore, type TranslatorTab } from '../state/translator-store';
import { currentLocale } from '../../../lib/locale';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSessionStore } from '../../../lib/session';
import { useEscapeFromPage } from '../../../lib/ui/use-escape-from-page';
import { toast } from '../../../lib/ui/toast';
import { getVisitorId } from '../../../lib/visitor-id';
import { TabPanels } from './translator-panels';
import '../translator.css';

/** Props: the tab to open on, and how to close. */
export interface TranslatorOverlayProps {
  initialTab?: TranslatorTab;
  onClose: () => void;
  /** Replace the controller's collaborators (tests). */
  deps?: Partial<TranslatorDeps>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keep Tab inside `root` (WCAG 2.4.3) and close on Escape. */
function trapKeys(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !root) return;
  const list = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) return;
  const current = document.activeElement;
  if (!event.shiftKey && (current === last || current === root)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (current === first || current === root)) {
    event.preventDefault();
    last.focus();
  }
}

/** The overlay; mount it to open, unmount it to close. */
export function TranslatorOverlay({ initialTab, onClose, deps }: TranslatorOverlayProps) {
  const { t } = useTranslation('translator');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // The controller outlives renders; what it calls back is read through this ref.
  const live = useRef({ t, navigate, onClose, queryClient });
  useEffect(() => {
    live.current = { t, navigate, onClose, queryClient };
  });
  const [controller] = useState(
    () =>
      new TranslatorController({
        startCapture,
        translate: (text, from, to) => translateText(text, from, to),
        player: new AudioPlayer(),
        caller: () => ({ token: readStorage(STORAGE_KEYS.accessToken), locale: currentLocale(), fingerprint: getVisitorId() }),
        isIos,
        t: (key, values) => String(live.current.t(key as never, values as never)),
        notify: { error: toast.error, warning: toast.warning },
        close: () => live.current.onClose(),
        goToPricing: () => void live.current.navigate('/package-pricing'),
        openLogin: () => openOverlay('loginDialog', { view: 'login' }),
        sessionExpired: () => useSessionStore.getState().logOut(),
        refreshRemaining: () => void live.current.queryClient.invalidateQueries({ queryKey: VOICE_REMAINING_KEY }),
        ...deps,
      }),
  );
  useEffect(() => {
    if (initialTab) controller.setTab(initialTab);
  }, [controller, initialTab]);
  useEffect(() => {
    rootRef.current?.focus();
    return () => void controller.dispose();
  }, [controller]);

  const status = useTranslatorStore((s) => s.status);
  const source = useTranslatorStore((s) => s.source);
  const target = useTranslatorStore((s) => s.target);
  const notice = useTranslatorStore((s) => s.notice);
  const remaining = useVoiceRemaining(true);
  const busy = status !== 'idle';

  // The record button and the selects are disabled while busy, and a disabled control drops focus
  // to the page. Keep focus in the dialog, and let Escape close it even when focus already fell to
  // the page (only then: a key pressed inside another dialog is that dialog's).
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) rootRef.current?.focus();
  }, [status]);
  useEscapeFromPage(true, onClose);

  const languageSelect = (side: 'source' | 'target', value: TranslatorLanguage) => (
    <label className="translator-language">
      <span>{t(side === 'source' ? 'languages.source' : 'languages.target')}</span>
      <select
        value={value}
        disabled={busy}
        onChange={(event) => (side === 'source' ? controller.setSource(event.target.value as TranslatorLanguage) : controller.setTarget(event.target.value as TranslatorLanguage))}
      >
        {TRANSLATOR_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="translator-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={rootRef}
        className="translator-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={status}
        onKeyDown={(event) => trapKeys(event, rootRef.current, onClose)}
      >
        <header className="translator-header">
          <h2 id={titleId}>{t('title')}</h2>
          <p className="translator-remaining" data-testid="translator-remaining">
            {remaining.data === undefined
              ? null
              : remaining.data > TRANSLATOR_UNLIMITED_ABOVE
                ? t('remaining.unlimited')
                : t('remaining.count', { count: remaining.data })}
          </p>
          <button type="button" className="translator-icon-button translator-close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="translator-languages">
          {languageSelect('source', source)}
          <button type="button" className="translator-icon-button translator-swap" aria-label={t('languages.swap')} disabled={busy} onClick={() => controller.swap()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 8h14l-4-4M20 16H6l4 4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {languageSelect('target', target)}
        </div>
        <p className={`translator-status translator-status-${status}`} role="status">
          <span className="translator-status-dot" aria-hidden="true" />
          {t(`status.${status}`)}
        </p>
        {notice && (
          <div className={`translator-notice translator-notice-${notice.kind}`} role={notice.kind === 'info' ? 'note' : 'alert'} aria-live="polite">
            <p>{notice.text}</p>
            {notice.action === 'pricing' && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  onClose();
                  void navigate('/package-pricing');
                }}
              >
                {t('errors.seePackages')}
              </button>
            )}
          </div>
        )}
        <TabPanels controller={controller} />
      </div>
    </div>
  );
}
