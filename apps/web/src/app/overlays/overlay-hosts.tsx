/**
 * Which component renders each global overlay. The app layer is the one place that may import
 * every feature, so the wiring lives here while the host and `openOverlay` live in lib/overlays.
 */
import { LoginDialogSlot } from '../../features/accounts/components/login-dialog-slot';
import { MembershipDialogSlot } from '../../features/membership/components/membership-dialog-slot';
import { OverlayHost, type OverlayComponents } from '../../lib/overlays/overlay-host';

// The slot components are tiny; each dialog itself loads on first open. Chat, translator and
// payment have no component yet.
const OVERLAY_COMPONENTS: OverlayComponents = {
  loginDialog: LoginDialogSlot,
  membershipDialog: MembershipDialogSlot,
};

/** All overlay hosts with the app's overlay components; mounted once in the shell. */
export function OverlayHosts() {
  return <OverlayHost components={OVERLAY_COMPONENTS} />;
}
