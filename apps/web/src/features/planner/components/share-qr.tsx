/**
 * The share link as a QR code (WeChat users scan rather than click), drawn in the browser with the
 * `qrcode` library, loaded with this component only. Error correction M; a caption says what it is.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** QR code image of `link`; nothing until it is drawn (a moment), a note if drawing failed. */
export function ShareQr({ link }: { link: string }) {
  const { t } = useTranslation('planner');
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('qrcode')
      // SVG text: no canvas needed, sharp at any size, and small.
      .then((qrcode) => qrcode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#1d2433', light: '#ffffff' } }))
      .then((svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);
  if (failed) return <p className="muted plan-share-qr-failed">{t('share.qrFailed')}</p>;
  return (
    <figure className="plan-share-qr">
      {image ? <img src={image} width={176} height={176} alt={t('share.qrAlt')} /> : <div className="skeleton plan-share-qr-skeleton" aria-hidden="true" />}
      <figcaption className="muted">{t('share.qrCaption')}</figcaption>
    </figure>
  );
}
