/**
 * `/about-us` (spec §2): who we are and the contact form. The navbar is hidden here, so the page
 * carries its own way home.
 */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { ContactForm } from '../components/contact-form';

/** Route `/about-us` (spec §2): who we are and the contact form, with its own link home (no navbar). */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <p>
        <Link to="/" className="back-link">
          ← {t('about.backHome')}
        </Link>
      </p>
      <h1 className="page-title">{t('about.title')}</h1>
      <p className="lead">{t('about.intro')}</p>
      <AntdScope>
        <Card title={<h2 className="card-title">{t('about.contactTitle')}</h2>}>
          <ContactForm />
        </Card>
      </AntdScope>
    </div>
  );
}
