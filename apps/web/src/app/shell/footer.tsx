/**
 * Footer (spec §2): contact text, about link, policy links opening in new tabs, ICP filing link
 * (text and URL from the server's client config), and the feedback form.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { useClientConfig } from '../../lib/api/get-client-config';
import { POLICY_LINKS } from '../route-meta';

/**
 * Footer of the shell (spec §2), left out by routes that hide it (payment return, share); the ICP
 * filing text and link come from the client config.
 */
export function Footer() {
  const { t } = useTranslation();
  const config = useClientConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <section className="footer-about">
          <p className="footer-brand">{t('app.name')}</p>
          <p>{t('footer.contact')}</p>
          {config.data?.contactEmail && (
            <p>
              <a href={`mailto:${config.data.contactEmail}`}>{t('footer.contactEmail', { email: config.data.contactEmail })}</a>
            </p>
          )}
          <p>
            <Link to="/about-us">{t('footer.about')}</Link>
          </p>
        </section>
        <nav className="footer-policies" aria-label={t('footer.policies')}>
          <h2 className="footer-heading">{t('footer.policies')}</h2>
          <ul>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} target="_blank" rel="noopener noreferrer">
                  {t(`footer.${link.key}`)}
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-feedback" aria-labelledby="feedback-heading">
          <h2 id="feedback-heading" className="footer-heading">
            {t('footer.feedbackTitle')}
          </h2>
          <FeedbackForm />
        </section>
      </div>
      <div className="footer-bottom">
        <span>{t('footer.rights', { year })}</span>
        {config.data?.icpFilingText && (
          <a href={config.data.icpFilingUrl} target="_blank" rel="noopener noreferrer">
            {config.data.icpFilingText}
          </a>
        )}
      </div>
    </footer>
  );
}
