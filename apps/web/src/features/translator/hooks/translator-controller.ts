/**
 * The translator's behaviour outside React (spec §4 translator states and language rules, §5
 * limits, §7 calls and sockets, §8 translation/voice/microphone/audio errors, §9 constants):
 * voice turns (capture → recognition → translation → synthesis → playback), text translation,
 * speaking a result, the language rules, and the one error path that resets every state.
 * Its collaborators are passed in, so tests drive it with fakes.
 */
import { ERRORS } from '@dali/shared/errors';
import { TRANSLATION_MAX_CHARS, type Translation, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import {
  SYNTHESIS_TIMEOUT_IOS_MS,
  SYNTHESIS_TIMEOUT_MS,
  TRANSLATOR_TOGGLE_DEBOUNCE_MS,
  VOICE_MAX_RECORDING_MS,
} from '@dali/shared/contracts/voice';
import { ApiError } from '../../../lib/api-client';
import type { Capture, StartCapture } from '../audio/capture';
import type { AudioPlayer } from '../audio/playback';
import { LANGUAGE_NAMES } from '../state/language-names';
import { adjustPair, swapPair, type AdjustedPair, type LanguagePair } from '../state/language-rules';
import { INITIAL_TRANSLATOR_STATE, useTranslatorStore, type TranslatorNotice, type TranslatorState, type TranslatorTab } from '../state/translator-store';
import { TranslatorError } from '../translator-error';
import { RECOGNITION_PATH, RecognitionSession, SYNTHESIS_PATH, synthesize, voiceSocketUrl, type Synthesis, type VoiceCaller } from '../voice/voice-socket';

/** How long the "microphone permission denied" warning stays, ms (spec §8: 5 s). */
export const MIC_DENIED_NOTICE_MS = 5000;

/** Translated message of `key` in the `translator` namespace. */
export type TranslateMessage = (key: string, values?: Record<string, unknown>) => string;

/** What the controller needs from the app. */
export interface TranslatorDeps {
  startCapture: StartCapture;
  translate: (text: string, from: TranslatorLanguage, to: TranslatorLanguage) => Promise<Translation>;
  player: AudioPlayer;
  /** Token, locale and visitor id for the socket query. */
  caller: () => VoiceCaller;
  /** Synthesis waits 60 s instead of 30 s on iOS (spec §9). */
  isIos: () => boolean;
  t: TranslateMessage;
  /** Toasts. */
  notify: { error: (text: string) => void; warning: (text: string) => void };
  /** Close the overlay (which disposes the controller). */
  close: () => void;
  /** Go to the package pricing page (quota used up). */
  goToPricing: () => void;
  /** Open the login dialog on its login view. */
  openLogin: () => void;
  /** The server says the login expired: log out here too. */
  sessionExpired: () => void;
  /** Fetch the remaining voice count again. */
  refreshRemaining: () => void;
  /** Clock for the toggle debounce, ms. */
  now?: () => number;
}

/** Drives the translator state in {@link useTranslatorStore}. One per open overlay. */
export class TranslatorController {
  /** Bumped by every reset; async steps of an older generation stop where they are. */
  private generation = 0;
  private capture: Capture | null = null;
  private recognition: RecognitionSession | null = null;
  private synthesis: Synthesis | null = null;
  private autoStop: ReturnType<typeof setTimeout> | null = null;
  private noticeTimer: ReturnType<typeof setTimeout> | null = null;
  private lastToggle = Number.NEGATIVE_INFINITY;
  private nextTurnId = 1;
  /** The last synthesised clip, so a replay (e.g. the tap iOS asks for) costs no second synthesis. */
  private lastClip: { language: TranslatorLanguage; text: string; audio: Blob } | null = null;

  constructor(private readonly deps: TranslatorDeps) {}

  private get state(): TranslatorState {
    return useTranslatorStore.getState();
  }

  private set(patch: Partial<TranslatorState>): void {
    useTranslatorStore.setState(patch);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Show `notice` in the overlay; `durationMs` clears it again. */
  private showNotice(notice: TranslatorNotice | null, durationMs?: number): void {
    if (this.noticeTimer !== null) clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
    this.set({ notice });
    if (notice && durationMs !== undefined) {
      this.noticeTimer = setTimeout(() => {
        this.noticeTimer = null;
        if (this.state.notice === notice) this.set({ notice: null });
      }, durationMs);
    }
  }

  private applyPair(next: AdjustedPair): void {
    this.set({ source: next.source, target: next.target });
    if (next.adjusted) {
      const names = { source: LANGUAGE_NAMES[next.source], target: LANGUAGE_NAMES[next.target] };
      this.deps.notify.warning(this.deps.t(next.reason === 'same' ? 'rules.same' : 'rules.cantonese', names));
    }
  }

  /** Choose the source language (spec §4 rules; the target moves with a warning when needed). */
  setSource(source: TranslatorLanguage): void {
    const { source: previous, target } = this.state;
    this.applyPair(adjustPair({ source, target }, 'source', previous));
  }

  /** Choose the target language (spec §4 rules; the source moves with a warning when needed). */
  setTarget(target: TranslatorLanguage): void {
    const { source, target: previous } = this.state;
    this.applyPair(adjustPair({ source, target }, 'target', previous));
  }

  /** Swap the languages (spec §4: under the same rules). */
  swap(): void {
    const { source, target } = this.state;
    this.applyPair(swapPair({ source, target }));
  }

  /** Show another tab; a recording in progress is abandoned. */
  setTab(tab: TranslatorTab): void {
    if (tab !== this.state.tab && this.state.status !== 'idle') this.reset();
    this.set({ tab });
  }

  /**
   * The record button: start when idle, stop while connecting or listening; presses within
   * 500 ms of the last are ignored (spec §9 toggle debounce). Returns whether it acted.
   */
  toggleRecording(): boolean {
    const now = this.now();
    if (now - this.lastToggle < TRANSLATOR_TOGGLE_DEBOUNCE_MS) return false;
    this.lastToggle = now;
    const { status } = this.state;
    if (status === 'idle') void this.startRecording();
    else if (status === 'listening' || status === 'connecting') void this.stopRecording();
    else return false;
    return true;
  }

  /** Start a voice turn: microphone, then the recognition socket (spec §4 idle → connecting → listening). */
  async startRecording(): Promise<void> {
    if (this.state.status !== 'idle') return;
    const generation = ++this.generation;
    const pair: LanguagePair = { source: this.state.source, target: this.state.target };
    this.set({ status: 'connecting', liveText: '', notice: null });
    const recognition = new RecognitionSession(voiceSocketUrl(RECOGNITION_PATH, this.deps.caller()), pair.source, {
      onText: (text) => {
        if (generation === this.generation) this.set({ liveText: text });
      },
      onError: (error) => {
        if (generation === this.generation) this.fail(error);
      },
      // The server heard the speaker stop (5 s of silence): the turn goes on as if stopped.
      onEnd: () => {
        if (generation === this.generation) void this.stopRecording();
      },
    });
    this.recognition = recognition;
    try {
      const capture = await this.deps.startCapture((samples) => recognition.pushPcm(samples));
      if (generation !== this.generation) {
        await capture.stop();
        return;
      }
      this.capture = capture;
      await recognition.start();
      if (generation !== this.generation) return;
      this.set({ status: 'listening' });
      this.autoStop = setTimeout(() => void this.stopRecording(), VOICE_MAX_RECORDING_MS);
    } catch (error) {
      if (generation === this.generation) this.fail(error);
    }
  }

  /** End the recording and carry the turn through (spec §4 listening → processing → speaking → idle). */
  async stopRecording(): Promise<void> {
    const recognition = this.recognition;
    const { status } = this.state;
    if (!recognition || (status !== 'listening' && status !== 'connecting')) return;
    if (status === 'connecting') {
      this.reset();
      return;
    }
    const generation = this.generation;
    const pair = { source: this.state.source, target: this.state.target };
    this.clearAutoStop();
    this.set({ status: 'processing' });
    await this.releaseCapture();
    try {
      const spoken = (await recognition.finish()).trim();
      if (generation !== this.generation) return;
      this.recognition = null;
      this.deps.refreshRemaining();
      if (!spoken) {
        this.set({ status: 'idle', liveText: '' });
        this.showNotice({ kind: 'info', text: this.deps.t('voice.nothingHeard') });
        return;
      }
      const id = this.nextTurnId++;
      this.set({ liveText: '', turns: [...this.state.turns, { id, spoken, translation: '', from: pair.source, to: pair.target }] });
      const translation = await this.translateChecked(spoken, pair.source, pair.target);
      if (generation !== this.generation) return;
      this.set({ turns: this.state.turns.map((turn) => (turn.id === id ? { ...turn, translation } : turn)) });
      await this.speakNow(generation, translation, pair.target, id);
    } catch (error) {
      if (generation === this.generation) this.fail(error);
    }
  }

  /** Translate the text tab's input (spec §5: non-blank, at most 5000 characters). */
  async translateInput(): Promise<void> {
    const { textInput, source, target, textBusy } = this.state;
    const text = textInput.trim();
    if (textBusy) return;
    if (!text) {
      this.deps.notify.warning(this.deps.t('text.empty'));
      return;
    }
    if (Array.from(text).length > TRANSLATION_MAX_CHARS) {
      this.deps.notify.error(this.deps.t('text.tooLong', { max: TRANSLATION_MAX_CHARS }));
      return;
    }
    const generation = this.generation;
    this.set({ textBusy: true, notice: null });
    try {
      const translation = await this.translateChecked(text, source, target);
      if (generation !== this.generation) return;
      this.set({ textBusy: false, textResult: { text, translation, from: source, to: target } });
    } catch (error) {
      if (generation === this.generation) this.fail(error);
    }
  }

  /** Speak `text` in `language` (the play button of a turn or of the text result). */
  async speak(text: string, language: TranslatorLanguage, id: number | 'text'): Promise<void> {
    if (this.state.status !== 'idle') return;
    const generation = ++this.generation;
    this.set({ status: 'processing', notice: null });
    try {
      await this.speakNow(generation, text, language, id);
    } catch (error) {
      if (generation === this.generation) this.fail(error);
    }
  }

  private async speakNow(generation: number, text: string, language: TranslatorLanguage, id: number | 'text'): Promise<void> {
    const cached = this.lastClip?.language === language && this.lastClip.text === text ? this.lastClip.audio : null;
    let audio = cached;
    if (!audio) {
      const timeout = this.deps.isIos() ? SYNTHESIS_TIMEOUT_IOS_MS : SYNTHESIS_TIMEOUT_MS;
      const synthesis = synthesize(voiceSocketUrl(SYNTHESIS_PATH, this.deps.caller()), text, language, timeout);
      this.synthesis = synthesis;
      audio = await synthesis.audio;
      if (generation !== this.generation) return;
      this.synthesis = null;
      this.lastClip = { language, text, audio };
    }
    this.set({ status: 'speaking', speakingId: id });
    await this.deps.player.play(audio);
    if (generation !== this.generation) return;
    this.set({ status: 'idle', speakingId: null });
  }

  /**
   * Translate, with the empty-answer rule of spec §8.
   * @throws ApiError from the call; EmptyTranslationError when the answer is blank.
   */
  private async translateChecked(text: string, from: TranslatorLanguage, to: TranslatorLanguage): Promise<string> {
    const result = await this.deps.translate(text, from, to);
    const translation = result.translatedText.trim();
    if (!translation) throw new EmptyTranslationError();
    return translation;
  }

  private clearAutoStop(): void {
    if (this.autoStop !== null) clearTimeout(this.autoStop);
    this.autoStop = null;
  }

  private async releaseCapture(): Promise<void> {
    const capture = this.capture;
    this.capture = null;
    if (capture) await capture.stop().catch(() => undefined);
  }

  /** Stop everything in flight and go back to idle (spec §4: any error resets every state). */
  reset(): void {
    this.generation += 1;
    this.clearAutoStop();
    this.recognition?.abort();
    this.recognition = null;
    this.synthesis?.cancel();
    this.synthesis = null;
    void this.releaseCapture();
    this.deps.player.stop();
    this.set({ status: 'idle', liveText: '', textBusy: false, speakingId: null });
  }

  /**
   * Free everything and forget the session's state (overlay closed; spec §4): microphone tracks,
   * audio context, sockets, playback and its object URL; the language pair stays.
   */
  async dispose(): Promise<void> {
    const capture = this.capture;
    this.reset();
    if (this.noticeTimer !== null) clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
    this.lastClip = null;
    const { source, target } = this.state;
    useTranslatorStore.setState({ ...INITIAL_TRANSLATOR_STATE, source, target });
    if (capture) await capture.stop().catch(() => undefined);
  }

  /** The one error path (spec §8): reset, then tell the user and do what the error asks. */
  fail(error: unknown): void {
    const wasRecording = this.state.status === 'listening' || this.state.status === 'connecting';
    this.reset();
    const { t, notify } = this.deps;
    if (error instanceof EmptyTranslationError) {
      notify.error(t('errors.translationEmpty'));
      return;
    }
    if (error instanceof ApiError) {
      this.failTranslation(error);
      return;
    }
    if (!(error instanceof TranslatorError)) {
      notify.error(t('errors.unknown'));
      console.error('translator failed', error);
      return;
    }
    switch (error.kind) {
      case 'micDenied':
        this.showNotice({ kind: 'warning', text: t('errors.micDenied') }, MIC_DENIED_NOTICE_MS);
        return;
      case 'micNotSupported':
      case 'micNotFound':
      case 'micInUse':
      case 'micFailed':
      case 'noAudio':
      case 'playFailed':
      case 'invalidUrl':
      case 'loadFailed':
      case 'synthesisTimeout':
        notify.error(t(`errors.${error.kind}`));
        return;
      case 'gestureRequired':
        this.showNotice({ kind: 'info', text: t('errors.gestureRequired') });
        return;
      case 'loginExpired':
        notify.error(t('errors.loginExpired'));
        this.deps.sessionExpired();
        return;
      case 'quota':
        notify.error(error.message);
        this.deps.close();
        this.deps.goToPricing();
        return;
      case 'limit':
        notify.error(error.message);
        return;
      case 'voiceUnavailable':
        this.set({ tab: 'text' });
        this.showNotice({ kind: 'info', text: t('errors.voiceUnavailable') });
        return;
      case 'tokenInvalid':
        notify.error(t('errors.tokenInvalid'));
        this.deps.openLogin();
        return;
      case 'disconnected':
      case 'network':
        notify.error(t(wasRecording ? 'errors.recordingStopped' : 'errors.connection'));
        return;
      case 'server':
        notify.error(t('errors.voiceFailed', { reason: error.message }));
        return;
    }
  }

  /** Translation errors of spec §8. */
  private failTranslation(error: ApiError): void {
    const { t, notify } = this.deps;
    if (error.kind === 'unauthorized') {
      // The request client has already toasted and logged out.
      this.deps.close();
      return;
    }
    if (error.status === 429 || error.code === ERRORS.ANONYMOUS_LIMIT.code) {
      notify.error(error.message);
      return;
    }
    if (error.status === 448 || error.code === ERRORS.QUOTA_EXHAUSTED.code) {
      notify.error(error.message);
      this.showNotice({ kind: 'warning', text: error.message, action: 'pricing' });
      return;
    }
    if (error.code === ERRORS.TRANSLATION_UNAVAILABLE.code) {
      this.showNotice({ kind: 'info', text: t('errors.translationUnavailable') });
      return;
    }
    notify.error(t('errors.translationFailed', { reason: error.message }));
  }
}

/** The translation came back blank (spec §8 "translation result empty"). */
export class EmptyTranslationError extends Error {
  constructor() {
    super('translation result empty');
    this.name = 'EmptyTranslationError';
  }
}
