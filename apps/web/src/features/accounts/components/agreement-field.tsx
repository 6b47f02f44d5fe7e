/**
 * The agreement checkbox of the login and register views (spec §2): "I have read and agree to the
 * terms of use and the privacy policy", both links opening in a new tab. Ticking is checked on
 * submit (spec §5 warning), not as a field rule, so it never blocks the other fields' messages.
 */
import { Checkbox } from 'antd';
import { Trans, useTranslation } from 'react-i18next';

/** Props: whether it is ticked and how to change it. */
export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The agreement checkbox with its two policy links. */
export function AgreementField({ checked, onChange }: AgreementFieldProps) {
  const { t } = useTranslation();
  const newTab = t('footer.newTab');
  return (
    <Checkbox className="login-agreement" checked={checked} onChange={(event) => onChange(event.target.checked)}>
      <Trans
        i18nKey="login.agreement"
        components={{
          terms: <a href="/terms" target="_blank" rel="noopener noreferrer" title={newTab} />,
          privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" title={newTab} />,
        }}
      />
    </Checkbox>
  );
}
