/**
 * Which component renders each global overlay. The app layer is the one place that may import
 * every feature, so the wiring lives here while the host and `openOverlay` live in lib/overlays.
 */
import { useEffect } from 'react';
import { LoginDialogSlot } from '../../features/accounts/components/login-dialog-slot';
import { ChatDrawerSlot } from '../../features/chat/components/chat-drawer-slot';
import { MembershipDialogSlot } from '../../features/membership/components/membership-dialog-slot';
import { PaymentModalSlot } from '../../features/payment/components/payment-modal-slot';
import { TranslatorSlot } from '../../features/translator/components/translator-slot';
import { OverlayHost, type OverlayComponents, type OverlayProps } from '../../lib/overlays/overlay-host';
import { closeOverlay } from '../../lib/overlays/overlay-store';
import { refreshMembershipQuietly } from '../membership-refresh';
import { useRouteHandle } from '../shell/page-head';

/** The payment modal, refreshing the membership once its order is paid. */
function PaymentModalHost(props: OverlayProps<'paymentModal'>) {
  return <PaymentModalSlot {...props} onPaid={refreshMembershipQuietly} />;
}

/**
 * Whether the current page hides the shell (spec §2: payment return, share and about hide the
 * navbar, the chat button and drawer, and the floating translator); arriving on such a page with
 * overlay `kind` open closes it.
 */
function useHiddenWithShell(kind: 'chatDrawer' | 'floatingTranslator', open: boolean): boolean {
  const hidden = useRouteHandle()?.hideNavbar === true;
  useEffect(() => {
    if (hidden && open) closeOverlay(kind);
  }, [hidden, open, kind]);
  return hidden;
}

/** The chat drawer, except on the pages that hide the shell. */
function ChatDrawerHost({ overlay, onClose }: OverlayProps<'chatDrawer'>) {
  const hidden = useHiddenWithShell('chatDrawer', overlay !== undefined);
  return <ChatDrawerSlot overlay={hidden ? undefined : overlay} onClose={onClose} />;
}

/** The floating translator button and overlay, except on the pages that hide the shell. */
function TranslatorHost({ overlay, onClose }: OverlayProps<'floatingTranslator'>) {
  const hidden = useHiddenWithShell('floatingTranslator', overlay !== undefined);
  return <TranslatorSlot overlay={hidden ? undefined : overlay} onClose={onClose} hideButton={hidden} />;
}

// The slot components are tiny; each dialog itself loads on first open.
const OVERLAY_COMPONENTS: OverlayComponents = {
  loginDialog: LoginDialogSlot,
  membershipDialog: MembershipDialogSlot,
  chatDrawer: ChatDrawerHost,
  paymentModal: PaymentModalHost,
  floatingTranslator: TranslatorHost,
};

/** All overlay hosts with the app's overlay components; mounted once in the shell. */
export function OverlayHosts() {
  return <OverlayHost components={OVERLAY_COMPONENTS} />;
}
