/**
 * State of the floating translator (spec §4 translator states): the language pair and tab, the
 * voice status, the conversation, the text mode's input and result, and the notice on show.
 * Zustand, so the controller (hooks/translator-controller.ts) changes it outside React.
 */
import { create } from 'zustand';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import type { LanguagePair } from './language-rules';

/** Voice status of spec §4. `connecting` → `listening` → `processing` → `speaking` → `idle`. */
export type TranslatorStatus = 'idle' | 'connecting' | 'listening' | 'processing' | 'speaking';

/** Tab of the overlay. */
export type TranslatorTab = 'voice' | 'text' | 'cards';

/** One spoken sentence and its translation. */
export interface ConversationTurn {
  id: number;
  spoken: string;
  /** Empty while the translation is on its way. */
  translation: string;
  from: TranslatorLanguage;
  to: TranslatorLanguage;
}

/** A message inside the overlay (beside the toasts): what happened and what can be done. */
export interface TranslatorNotice {
  kind: 'info' | 'warning' | 'error';
  text: string;
  /** An action offered with it: go to the package pricing page. */
  action?: 'pricing';
}

/** A text-mode translation on show. */
export interface TextResult {
  text: string;
  translation: string;
  from: TranslatorLanguage;
  to: TranslatorLanguage;
}

export interface TranslatorState extends LanguagePair {
  tab: TranslatorTab;
  status: TranslatorStatus;
  /** The sentence being recognised now. */
  liveText: string;
  turns: ConversationTurn[];
  textInput: string;
  textResult: TextResult | null;
  /** A text translation is on its way. */
  textBusy: boolean;
  /** Which text is being spoken (a turn id or 'text'); null when none. */
  speakingId: number | 'text' | null;
  notice: TranslatorNotice | null;
}

/** Default pair: English speaker talking to Mandarin speakers. */
export const INITIAL_TRANSLATOR_STATE: TranslatorState = {
  source: 'en',
  target: 'zh',
  tab: 'voice',
  status: 'idle',
  liveText: '',
  turns: [],
  textInput: '',
  textResult: null,
  textBusy: false,
  speakingId: null,
  notice: null,
};

/** The translator's state; reset to {@link INITIAL_TRANSLATOR_STATE} (keeping the pair) on close. */
export const useTranslatorStore = create<TranslatorState>(() => ({ ...INITIAL_TRANSLATOR_STATE }));
