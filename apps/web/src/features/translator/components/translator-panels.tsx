/**
 * The tabs of the translator overlay (spec §2): voice (record button and conversation), text
 * (input with counter, translate, copy and play), and phrase cards.
 */
import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_MAX_CHARS } from '@dali/shared/contracts/translation';
import type { TranslatorController } from '../hooks/translator-controller';
import { LANGUAGE_TAGS } from '../state/language-names';
import { useTranslatorStore, type TranslatorTab } from '../state/translator-store';
import { toast } from '../../../lib/ui/toast';

const TABS: readonly TranslatorTab[] = ['voice', 'text', 'cards'];

// The phrase cards (place search, diet card, phrasebook) load the first time their tab opens.
const PhraseCardsPanel = lazy(() => import('../../../lib/phrase-cards/phrase-cards-panel').then((m) => ({ default: m.PhraseCardsPanel })));

/** Tab list and the active panel. */
export function TabPanels({ controller }: { controller: TranslatorController }) {
  const { t } = useTranslation('translator');
  const tab = useTranslatorStore((s) => s.tab);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<TranslatorTab, HTMLButtonElement | null>>>({});
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.indexOf(tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] ?? 'voice';
    controller.setTab(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <>
      <div className="translator-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="translator-tab"
            onClick={() => controller.setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} className="translator-panel">
        {tab === 'voice' && <VoicePanel controller={controller} />}
        {tab === 'text' && <TextPanel controller={controller} />}
        {tab === 'cards' && <CardsPanel />}
      </div>
    </>
  );
}

/** Phrase cards for the chosen language pair (they work without any provider). */
function CardsPanel() {
  const { t } = useTranslation('translator');
  const source = useTranslatorStore((s) => s.source);
  const target = useTranslatorStore((s) => s.target);
  return (
    <Suspense
      fallback={
        <p className="translator-pending" role="status" aria-busy="true">
          {t('cards.loading')}
        </p>
      }
    >
      <PhraseCardsPanel from={source} to={target} />
    </Suspense>
  );
}

/** Voice mode: the conversation so far and the record button. */
function VoicePanel({ controller }: { controller: TranslatorController }) {
  const { t } = useTranslation('translator');
  const status = useTranslatorStore((s) => s.status);
  const turns = useTranslatorStore((s) => s.turns);
  const liveText = useTranslatorStore((s) => s.liveText);
  const source = useTranslatorStore((s) => s.source);
  const speakingId = useTranslatorStore((s) => s.speakingId);
  const recording = status === 'connecting' || status === 'listening';
  return (
    <div className="translator-voice">
      <ol className="translator-conversation" aria-label={t('voice.conversation')}>
        {turns.length === 0 && !liveText && <li className="translator-empty">{t('voice.hint')}</li>}
        {turns.map((turn) => (
          <li key={turn.id} className="translator-turn">
            <p className="translator-spoken" lang={LANGUAGE_TAGS[turn.from]}>
              {turn.spoken}
            </p>
            {turn.translation ? (
              <div className="translator-translation-row">
                <p className="translator-translation" lang={LANGUAGE_TAGS[turn.to]}>
                  {turn.translation}
                </p>
                <button
                  type="button"
                  className="translator-icon-button"
                  aria-label={t('voice.play')}
                  aria-pressed={speakingId === turn.id}
                  disabled={status !== 'idle'}
                  onClick={() => void controller.speak(turn.translation, turn.to, turn.id)}
                >
                  <span aria-hidden="true">▶</span>
                </button>
              </div>
            ) : (
              <p className="translator-pending">{t('voice.translating')}</p>
            )}
          </li>
        ))}
        {liveText && (
          <li className="translator-turn translator-live">
            <p className="translator-spoken" lang={LANGUAGE_TAGS[source]}>
              {liveText}
            </p>
          </li>
        )}
      </ol>
      <button
        type="button"
        className={`btn btn-primary translator-record${recording ? ' translator-recording' : ''}`}
        disabled={status === 'processing' || status === 'speaking'}
        onClick={() => controller.toggleRecording()}
      >
        {recording ? t('voice.stop') : t('voice.start')}
      </button>
    </div>
  );
}

/** Text mode: input (≤ 5000 characters, spec §5), translate on the button or Enter, copy and play. */
function TextPanel({ controller }: { controller: TranslatorController }) {
  const { t } = useTranslation('translator');
  const textInput = useTranslatorStore((s) => s.textInput);
  const textResult = useTranslatorStore((s) => s.textResult);
  const textBusy = useTranslatorStore((s) => s.textBusy);
  const status = useTranslatorStore((s) => s.status);
  const counterId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter translates, Shift+Enter is a new line; an IME composition's Enter only confirms it.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void controller.translateInput();
    }
  };
  const copy = async () => {
    if (!textResult) return;
    try {
      await navigator.clipboard.writeText(textResult.translation);
      toast.success(t('text.copied'));
    } catch {
      toast.error(t('text.copyFailed'));
    }
  };
  return (
    <div className="translator-text">
      <textarea
        className="translator-input"
        aria-label={t('text.input')}
        aria-describedby={counterId}
        placeholder={t('text.placeholder')}
        maxLength={TRANSLATION_MAX_CHARS}
        rows={4}
        value={textInput}
        onChange={(event) => useTranslatorStore.setState({ textInput: event.target.value.slice(0, TRANSLATION_MAX_CHARS) })}
        onKeyDown={onKeyDown}
      />
      <div className="translator-text-actions">
        <span id={counterId} className="translator-counter" data-testid="translator-counter">
          {t('text.counter', { count: textInput.length, max: TRANSLATION_MAX_CHARS })}
        </span>
        <button type="button" className="btn btn-primary" disabled={textBusy || textInput.trim() === ''} aria-busy={textBusy} onClick={() => void controller.translateInput()}>
          {textBusy ? t('text.translating') : t('text.translate')}
        </button>
      </div>
      {textResult && (
        <div className="translator-result" aria-live="polite">
          <p className="translator-translation" lang={LANGUAGE_TAGS[textResult.to]} data-testid="translator-result">
            {textResult.translation}
          </p>
          <div className="translator-result-actions">
            <button type="button" className="btn btn-text" onClick={() => void copy()}>
              {t('text.copy')}
            </button>
            <button type="button" className="btn btn-text" disabled={status !== 'idle'} onClick={() => void controller.speak(textResult.translation, textResult.to, 'text')}>
              {t('text.play')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
