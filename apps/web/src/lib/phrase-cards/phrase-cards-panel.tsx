/**
 * Phrase cards outside a plan (spec §3 "Phrase cards from the trip"; the translator embeds it): a
 * place search (`GET /api/v1/search`, attractions, stays and restaurants) to pick a place for a
 * "take me here" card, a diet picker for the diet card, and the offline phrasebook of a language
 * pair (`GET /api/v1/translation/phrases`) with each line's source.
 */
import '../ui/form-controls.css';
import './phrase-cards.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import { DIET_KEYS, type DietKey } from '@dali/shared/contracts/planner';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { useLocaleStore } from '../locale';
import { languageOfLocale, usePhraseList, usePlaceSearch } from './api';
import { DietCard } from './diet-card';
import { TakeMeHereCard } from './take-me-here-card';

/** Pause after the last keystroke before searching places, ms. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export interface PhraseCardsPanelProps {
  /** Diet keys ticked at first (e.g. the trip's). */
  dietKeys?: readonly DietKey[];
  /** Language pair of the phrase list; defaults to the reader's language → Mandarin (English for Mandarin readers). */
  from?: TranslatorLanguage;
  to?: TranslatorLanguage;
}

/** The panel (see module comment). */
export function PhraseCardsPanel({ dietKeys = [], from, to }: PhraseCardsPanelProps) {
  const { t } = useTranslation('phraseCards');
  const locale = useLocaleStore((s) => s.locale);
  const source = from ?? languageOfLocale(locale);
  const target = to ?? (source === 'zh' ? 'en' : 'zh');
  return (
    <div className="phrase-cards-panel">
      <PlacePicker />
      <DietPicker initial={dietKeys} />
      <section className="phrase-cards-block" aria-label={t('panel.phrases')}>
        <h3>{t('panel.phrases')}</h3>
        <PhraseList from={source} to={target} />
      </section>
      <p className="muted phrase-card-local">{t('panel.sourcesNote')}</p>
    </div>
  );
}

function PlacePicker() {
  const { t } = useTranslation('phraseCards');
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<{ kind: PlaceCardKind; id: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(draft.trim()), PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const search = usePlaceSearch(q);
  return (
    <section className="phrase-cards-block" aria-label={t('takeMeHere.heading')}>
      <h3>{t('takeMeHere.heading')}</h3>
      <div className="ui-field">
        <label htmlFor={inputId} className="ui-field-label">
          {t('panel.placeSearch')}
        </label>
        <input id={inputId} type="search" className="ui-input" value={draft} placeholder={t('panel.placeholder')} onChange={(e) => setDraft(e.target.value)} />
      </div>
      {q !== '' && search.isError && <p className="muted" role="alert">{t('error')}</p>}
      {q !== '' && search.data && search.data.length === 0 && <p className="muted">{t('panel.noResults')}</p>}
      {q !== '' && search.data && search.data.length > 0 && (
        <ul className="phrase-cards-results" aria-label={t('panel.results')}>
          {search.data.map((place) => (
            <li key={`${place.kind}:${place.id}`}>
              <button
                type="button"
                className="btn phrase-cards-result"
                aria-pressed={picked?.kind === place.kind && picked.id === place.id}
                onClick={() => setPicked({ kind: place.kind, id: place.id })}
              >
                {place.name}
                <span className="muted"> · {place.subtitle}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked && <TakeMeHereCard key={`${picked.kind}:${picked.id}`} kind={picked.kind} id={picked.id} />}
    </section>
  );
}

function DietPicker({ initial }: { initial: readonly DietKey[] }) {
  const { t } = useTranslation('phraseCards');
  const [chosen, setChosen] = useState<DietKey[]>(() => DIET_KEYS.filter((key) => initial.includes(key)));
  const toggle = (key: DietKey, on: boolean) => setChosen((keys) => DIET_KEYS.filter((k) => (k === key ? on : keys.includes(k))));
  return (
    <section className="phrase-cards-block" aria-label={t('diet.heading')}>
      <h3>{t('diet.heading')}</h3>
      <fieldset className="phrase-cards-diets">
        <legend className="visually-hidden">{t('panel.dietPicker')}</legend>
        {DIET_KEYS.map((key) => (
          <label key={key}>
            <input type="checkbox" checked={chosen.includes(key)} onChange={(e) => toggle(key, e.target.checked)} />
            {t(`diets.${key}`)}
          </label>
        ))}
      </fieldset>
      <DietCard dietKeys={chosen} />
    </section>
  );
}

function PhraseList({ from, to }: { from: TranslatorLanguage; to: TranslatorLanguage }) {
  const { t } = useTranslation('phraseCards');
  const list = usePhraseList(from, to);
  if (list.isPending) return <p className="muted" role="status">{t('loading')}</p>;
  if (list.isError) return <p className="muted" role="alert">{t('error')}</p>;
  if (list.data.phrases.length === 0) return <p className="muted">{t('panel.phrasesEmpty')}</p>;
  return (
    <ul className="phrase-list">
      {list.data.phrases.map((phrase) => (
        <li key={phrase.id}>
          <span className="phrase-list-from muted">{phrase.from}</span>
          <span className="phrase-list-to">{phrase.to}</span>
          <a className="phrase-list-source muted" href={phrase.source} target="_blank" rel="noreferrer noopener">
            {t('panel.source', { host: hostOf(phrase.source) })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The host of a source address, for a short link text. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
