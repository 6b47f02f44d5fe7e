/**
 * The honest placeholder of an overlay slot whose feature does not exist yet: a small dialog that
 * says so. Loaded only when such a slot is opened.
 */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../ui/antd-scope';

/** Props: which slot was opened and how to close it. */
export interface UnavailableDialogProps {
  slot: string;
  onClose: () => void;
}

/** "Not available yet" dialog. */
export function UnavailableDialog({ slot, onClose }: UnavailableDialogProps) {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <Modal
        open
        title={t('overlay.unavailableTitle')}
        onCancel={onClose}
        onOk={onClose}
        okText={t('overlay.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        data-overlay-slot={slot}
      >
        <p>{t('overlay.unavailableBody')}</p>
      </Modal>
    </AntdScope>
  );
}
