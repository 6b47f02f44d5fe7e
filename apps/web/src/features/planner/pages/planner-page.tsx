/**
 * `/ai-travel-planner` (spec §2 planner page): the banner, then the request in one of two modes —
 * a sentence in the visitor's own words (quick text, spec §5 ≥ 10 characters) or the full form
 * (spec §3) — checked in the browser with the shared schema before anything is sent. Submitting
 * opens the generation dialog, which streams the plan (spec §4). An infeasible answer's
 * alternative is applied to the form (switching to it, so the change is visible) and planned
 * again. A logged-in user also sees their latest plans. `?q=<text>` (the chat assistant's "plan
 * this trip" links) fills the quick text with that text, ready to be checked and sent.
 *
 * The plan's language, in either mode, is the interface language at the moment the request is
 * sent, unless the traveller picked one in that mode's language field: the page keeps only the
 * picks, so switching the interface language switches the plan's until a pick is made.
 */
import '../planner.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PlannerRequestInput, PlannerRequestPatch } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { ChoiceGroup } from '../../../lib/ui/choice-group';
import { USER_PLANS_KEY } from '../api/list-user-plans';
import { GenerationDialog } from '../components/generation-dialog';
import { PlanHistory } from '../components/plan-history';
import { PlannerBanner } from '../components/planner-banner';
import { PlannerForm } from '../components/planner-form';
import { QuickTextForm } from '../components/quick-text-form';
import { usePlanGeneration } from '../hooks/use-plan-generation';
import {
  applyRequestPatch,
  defaultFormValues,
  requestFromValues,
  validateForm,
  validateQuickText,
  valuesFromRequest,
  type FieldErrors,
  type PlannerFormValues,
} from '../planner-form';

type Mode = 'text' | 'form';

/**
 * Route `/ai-travel-planner` (spec §2): banner, quick text (at least 10 characters, spec §5) or
 * the full form, the generation dialog, and a logged-in user's plan history.
 */
export function PlannerPage() {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const session = useSession();
  const queryClient = useQueryClient();
  const generation = usePlanGeneration();
  const [mode, setMode] = useState<Mode>('text');
  const [searchParams] = useSearchParams();
  // Read once: the text is the visitor's to edit from then on.
  const [text, setText] = useState(() => searchParams.get('q')?.trim() ?? '');
  // The plan language picked for the quick text; none: the interface language.
  const [textLanguagePick, setTextLanguagePick] = useState<Locale | null>(null);
  const textLanguage = textLanguagePick ?? locale;
  const [textError, setTextError] = useState<string | null>(null);
  const [values, setValues] = useState<PlannerFormValues>(() => defaultFormValues());
  // The plan language picked for the run last sent (form or text), which an alternative keeps.
  const runLanguagePick = useRef<Locale | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const { state, start } = generation;

  // After a first attempt, errors follow the edits as they are made.
  const changeValues = (next: PlannerFormValues) => {
    setValues(next);
    if (submitted) setErrors(validateForm(next, locale).errors);
  };
  const changeText = (next: string) => {
    setText(next);
    if (textError) setTextError(validateQuickText(next, textLanguage, locale));
  };

  const submitForm = () => {
    setSubmitted(true);
    const result = validateForm(values, locale);
    setErrors(result.errors);
    if (!result.request) {
      // Move to the first field that needs a change.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .planner-field-invalid input')?.focus());
      return;
    }
    runLanguagePick.current = values.language;
    start({ kind: 'form', request: result.request });
    setDialogOpen(true);
  };
  const submitText = () => {
    const error = validateQuickText(text, textLanguage, locale);
    setTextError(error);
    if (error) return;
    runLanguagePick.current = textLanguagePick;
    start({ kind: 'text', body: { text: text.trim(), language: textLanguage } });
    setDialogOpen(true);
  };

  // An alternative changes the request that was planned (the form's, or the one understood from
  // the text) and plans it again; the form shows the result, with the run's language pick if any
  // (the request's language may be only the interface language it was sent in).
  const applyAlternative = useCallback(
    (patch: PlannerRequestPatch) => {
      const base: PlannerRequestInput | null =
        generation.source?.kind === 'form' ? generation.source.request : (state.understood?.request ?? null);
      if (!base) return;
      const request = applyRequestPatch(base, patch);
      const next = valuesFromRequest(request, runLanguagePick.current);
      setValues(next);
      setErrors({});
      setMode('form');
      start({ kind: 'form', request: requestFromValues(next, locale) });
    },
    [generation.source, state.understood, locale, start],
  );

  // A new plan belongs at the top of the history.
  useEffect(() => {
    if (state.status === 'done') void queryClient.invalidateQueries({ queryKey: USER_PLANS_KEY });
  }, [state.status, queryClient]);

  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const busy = state.status === 'running';

  return (
    <div className="planner-page">
      <PlannerBanner />
      <div className="page planner-body">
        <div className="planner-mode">
          <ChoiceGroup
            legend={t('mode.label')}
            value={mode}
            options={[
              { value: 'text', label: t('mode.text') },
              { value: 'form', label: t('mode.form') },
            ]}
            onChange={setMode}
          />
        </div>
        <div ref={formRef}>
          {mode === 'text' ? (
            <QuickTextForm
              text={text}
              language={textLanguage}
              error={textError}
              onTextChange={changeText}
              onLanguageChange={setTextLanguagePick}
              onSubmit={submitText}
              busy={busy}
            />
          ) : (
            <PlannerForm values={values} errors={errors} onChange={changeValues} onSubmit={submitForm} busy={busy} />
          )}
        </div>
        {session && <PlanHistory userId={session.userId} />}
      </div>
      {dialogOpen && <GenerationDialog generation={generation} onClose={closeDialog} onApplyAlternative={applyAlternative} />}
    </div>
  );
}
