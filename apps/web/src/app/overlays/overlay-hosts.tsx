/**
 * Renders every global overlay slot: the registered component, or an honest "not available yet"
 * dialog when a slot is opened before its feature exists.
 */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERLAY_SLOTS, useOverlayStore, type OverlaySlot } from './overlay-store';

function SlotHost({ slot }: { slot: OverlaySlot }) {
  const { t } = useTranslation();
  const Component = useOverlayStore((s) => s.components[slot]);
  const params = useOverlayStore((s) => s.open[slot]);
  const close = useOverlayStore((s) => s.closeOverlay);
  const onClose = () => close(slot);
  if (Component) return <Component open={params !== undefined} params={params ?? {}} onClose={onClose} />;
  if (params === undefined) return null;
  return (
    <Modal open title={t('overlay.unavailableTitle')} onCancel={onClose} onOk={onClose} okText={t('overlay.close')} cancelButtonProps={{ style: { display: 'none' } }} data-overlay-slot={slot}>
      <p>{t('overlay.unavailableBody')}</p>
    </Modal>
  );
}

/** All overlay hosts; mounted once in the shell. */
export function OverlayHosts() {
  return (
    <>
      {OVERLAY_SLOTS.map((slot) => (
        <SlotHost key={slot} slot={slot} />
      ))}
    </>
  );
}
