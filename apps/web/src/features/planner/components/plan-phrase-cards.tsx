/**
 * The plan page's "Phrase cards" section (spec §3 "Phrase cards from the trip"): a collapsed
 * "take me here" card for each lodging and each attraction of the plan, in plan order, and the
 * diet card when the trip has diet keys. A card is fetched only when opened, so the page costs no
 * extra requests until a card is wanted; each card prints alone (lib/phrase-cards/print-card.ts).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceCardKind } from '@dali/shared/contracts/phrasebook';
import type { DietKey, PlanDay, PlanLodgingNight } from '@dali/shared/contracts/planner';
import { useLocaleStore } from '../../../lib/locale';
import { DietCard } from '../../../lib/phrase-cards/diet-card';
import { TakeMeHereCard } from '../../../lib/phrase-cards/take-me-here-card';
import type { PlacesLookup } from '../api/get-plan-places';
import { PlanSection } from './plan-sections';

/** The plan's places worth a card: each stay once, then each attraction once, in plan order. */
export function planCardPlaces(days: readonly PlanDay[], lodging: readonly PlanLodgingNight[]): { kind: PlaceCardKind; id: string }[] {
  const seen = new Set<string>();
  const out: { kind: PlaceCardKind; id: string }[] = [];
  const add = (kind: PlaceCardKind, id: string) => {
    if (seen.has(`${kind}:${id}`)) return;
    seen.add(`${kind}:${id}`);
    out.push({ kind, id });
  };
  for (const night of lodging) add('stay', night.stayId);
  for (const day of days) for (const item of day.items) if (item.kind === 'attraction') add('attraction', item.catalogId);
  return out;
}

/** One collapsed card: the place's name as the summary; the card mounts (and loads) when opened. */
function CollapsedCard({ summary, kindLabel, children }: { summary: string; kindLabel: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <span>{summary}</span>
        <span className="muted"> · {kindLabel}</span>
      </summary>
      {open && children()}
    </details>
  );
}

export interface PlanPhraseCardsProps {
  days: readonly PlanDay[];
  lodging: readonly PlanLodgingNight[];
  dietKeys: readonly DietKey[];
  places: PlacesLookup;
}

function PlanPhraseCardsList({ days, lodging, dietKeys, places }: PlanPhraseCardsProps) {
  const { t } = useTranslation('phraseCards');
  const locale = useLocaleStore((s) => s.locale);
  const cards = planCardPlaces(days, lodging);
  return (
    <PlanSection id="plan-phrase-cards" title={t('plan.title')} className="plan-phrase-cards">
      <p className="muted">{t('plan.intro')}</p>
      <ul className="phrase-cards-places">
        {cards.map(({ kind, id }) => (
          <li key={`${kind}:${id}`}>
            <CollapsedCard summary={places.name(kind, id, locale) ?? id} kindLabel={t(kind === 'stay' ? 'plan.lodging' : 'plan.attraction')}>
              {() => <TakeMeHereCard kind={kind} id={id} />}
            </CollapsedCard>
          </li>
        ))}
        {dietKeys.length > 0 && (
          <li>
            <CollapsedCard summary={t('plan.diet')} kindLabel={dietKeys.map((key) => t(`diets.${key}`)).join(locale === 'en-US' ? ', ' : '、')}>
              {() => <DietCard dietKeys={dietKeys} />}
            </CollapsedCard>
          </li>
        )}
      </ul>
    </PlanSection>
  );
}

/** The section (heading and list); it waits for the phraseCards texts on its own, so the plan never does. */
export function PlanPhraseCards(props: PlanPhraseCardsProps) {
  return (
    <Suspense fallback={null}>
      <PlanPhraseCardsList {...props} />
    </Suspense>
  );
}
