/**
 * Policy pages (privacy, terms, refund policy, service description), opened from the footer in a
 * new tab. Their text lives in the `policies` translation namespace.
 */
import { useTranslation } from 'react-i18next';

type PolicyKey = 'privacy' | 'terms' | 'refund' | 'service';
interface Section {
  heading: string;
  body: string;
}

function Policy({ policy }: { policy: PolicyKey }) {
  const { t } = useTranslation('policies');
  const sections = t(`${policy}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="page page-narrow policy">
      <h1 className="page-title">{t(`${policy}.title`)}</h1>
      <p className="muted">{t('updated')}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}

/** `/privacy` */
export function PrivacyPage() {
  return <Policy policy="privacy" />;
}
/** `/terms` */
export function TermsPage() {
  return <Policy policy="terms" />;
}
/** `/refund-policy` */
export function RefundPage() {
  return <Policy policy="refund" />;
}
/** `/service-description` */
export function ServicePage() {
  return <Policy policy="service" />;
}
