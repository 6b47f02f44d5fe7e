/**
 * The catalog entries an answer cites (the stream's `references` frame, stored with the message):
 * small cards under the reply with the kind, name, town, whether it is open now and the price in
 * its meaning (ticket, per person, nightly from, per portion). Each card is one link to the entry's
 * page, followed inside the app (the drawer closes on mobile). Hours that are not known are left
 * out (the card would otherwise say "not known" twice); a long list shows its first
 * {@link FIRST_CARDS} cards and a button for the rest, so the answer stays in view.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatReference } from '@dali/shared/contracts/chat';
import { formatYuan } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';

/** Cards shown before "show all". */
export const FIRST_CARDS = 4;

/** Props of {@link ReferenceCards}. */
export interface ReferenceCardsProps {
  references: ChatReference[];
  onInternalLink: () => void;
}

/** The price line of a reference: free, unknown, or the amount in its meaning. */
function usePriceText(reference: ChatReference): string {
  const { t } = useTranslation('chat');
  const locale = useLocaleStore((s) => s.locale);
  if (reference.priceFen === null) return t('references.priceUnknown');
  if (reference.priceFen === 0) return t('references.free');
  const price = `¥${formatYuan(reference.priceFen, locale)}`;
  return t(`references.${reference.priceKind ?? 'ticket'}`, { price });
}

function ReferenceCard({ reference, onInternalLink }: { reference: ChatReference; onInternalLink: () => void }) {
  const { t } = useTranslation('chat');
  const price = usePriceText(reference);
  // A dish has no hours of its own; unknown hours are not worth a line of their own.
  const openState = reference.kind === 'food' || reference.openNow === 'unknown' ? null : reference.openNow;
  const kind = t(`references.kinds.${reference.kind}`);
  const openText = openState ? t(`references.${openState}`) : null;
  const priceText = reference.kind === 'town' ? null : price;
  // Spoken as one phrase, name first; the spans alone would run together ("SightThree Pagodas…").
  const label = [reference.name, kind, reference.town, openText, priceText].filter(Boolean).join(', ');
  return (
    <li>
      <Link className="chat-ref-card" to={reference.path} onClick={onInternalLink} aria-label={label}>
        <span className="chat-ref-kind">{kind}</span>
        <span className="chat-ref-name">{reference.name}</span>
        {reference.town && <span className="chat-ref-town">{reference.town}</span>}
        <span className="chat-ref-facts">
          {openState && (
            <span className={`chat-ref-open chat-ref-open-${openState}`}>
              <span className="chat-ref-dot" aria-hidden="true" />
              {openText}
            </span>
          )}
          {priceText && <span className="chat-ref-price">{priceText}</span>}
        </span>
      </Link>
    </li>
  );
}

/** The cards, or nothing when the answer cites no entry. */
export function ReferenceCards({ references, onInternalLink }: ReferenceCardsProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (references.length === 0) return null;
  const long = references.length > FIRST_CARDS;
  const shown = long && !expanded ? references.slice(0, FIRST_CARDS) : references;
  return (
    <section className="chat-refs" aria-label={t('references.title')}>
      <ul className="chat-ref-list" id={`${id}-list`}>
        {shown.map((reference) => (
          <ReferenceCard key={`${reference.kind}-${reference.id}`} reference={reference} onInternalLink={onInternalLink} />
        ))}
      </ul>
      {long && (
        <button type="button" className="btn btn-text chat-refs-more" aria-expanded={expanded} aria-controls={`${id}-list`} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('references.showFewer') : t('references.showAll', { count: references.length })}
        </button>
      )}
    </section>
  );
}
