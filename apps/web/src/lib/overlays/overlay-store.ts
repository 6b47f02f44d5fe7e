/**
 * The global overlays of spec §2 (login dialog, membership dialog, chat drawer, floating
 * translator, payment modal) as one typed union, and the one way to open and close them. It lives
 * in lib/ so that any feature can open an overlay without importing the app layer; the app layer
 * decides which component renders each kind (see `overlay-host.tsx` and
 * docs/decisions/0015-overlay-host.md).
 */
import { create } from 'zustand';
import type { PaymentOrder } from '@dali/shared/contracts/payments';

/** A view of the login dialog (spec §3 `loginInitialView`). */
export type LoginDialogView = 'login' | 'register' | 'forgot';

/**
 * Every overlay the app can show, discriminated by `kind`; the other fields are what the overlay
 * opens with. Chat, translator and payment are declared so that their features only add a
 * component; their fields grow with them.
 */
export type Overlay =
  | { kind: 'loginDialog'; view: LoginDialogView }
  | { kind: 'membershipDialog' }
  | { kind: 'chatDrawer' }
  /** The translator, optionally on a given tab (default: the last one shown, voice at first). */
  | { kind: 'floatingTranslator'; tab?: 'voice' | 'text' | 'cards' }
  /** The WeChat Pay modal of an order just created (amount, currency, QR image, pay link). */
  | { kind: 'paymentModal'; order: PaymentOrder };

/** The name of an overlay, e.g. `'loginDialog'`. */
export type OverlayKind = Overlay['kind'];

// A record rather than an array so that adding a member to the union without listing it here fails
// to compile.
const KINDS: Record<OverlayKind, true> = { loginDialog: true, membershipDialog: true, chatDrawer: true, floatingTranslator: true, paymentModal: true };

/** Every overlay kind, in the order their hosts are mounted. */
export const OVERLAY_KINDS = Object.keys(KINDS) as readonly OverlayKind[];

/** The member of {@link Overlay} named `K`. */
export type OverlayOf<K extends OverlayKind> = Extract<Overlay, { kind: K }>;

/** What overlay `K` opens with: its fields without `kind` (an empty object when it has none). */
export type OverlayParams<K extends OverlayKind> = Omit<OverlayOf<K>, 'kind'>;

// Params are required exactly when the overlay has a required field, so `openOverlay('loginDialog')`
// does not compile while `openOverlay('membershipDialog')` and `openOverlay('floatingTranslator')` do.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is what an overlay without required fields accepts
type OpenArgs<K extends OverlayKind> = {} extends OverlayParams<K> ? [params?: OverlayParams<K>] : [params: OverlayParams<K>];

/** The open overlays by kind; a kind that is absent is closed. */
export type OpenOverlays = { [K in OverlayKind]?: OverlayOf<K> };

interface OverlayState {
  open: OpenOverlays;
}

/**
 * The overlay state (Zustand): `open` holds the overlay each open kind was last opened with. Read it
 * with a selector (`useOverlayStore((s) => s.open.loginDialog)`); change it only through
 * {@link openOverlay} and {@link closeOverlay}.
 */
export const useOverlayStore = create<OverlayState>(() => ({ open: {} }));

/**
 * Open overlay `kind` from anywhere, e.g. `openOverlay('loginDialog', { view: 'register' })` or
 * `openOverlay('membershipDialog')`. Every call stores a new object, so opening an overlay that is
 * already open is a new opening (the login dialog starts afresh, spec §4).
 */
export function openOverlay<K extends OverlayKind>(kind: K, ...args: OpenArgs<K>): void {
  const [params] = args;
  // The spread rebuilds exactly the member named K; TypeScript cannot see that through the generic.
  const overlay = { ...params, kind } as OverlayOf<K>;
  useOverlayStore.setState((state) => ({ open: { ...state.open, [kind]: overlay } }));
}

/** Close overlay `kind`; nothing happens when it is not open. */
export function closeOverlay(kind: OverlayKind): void {
  useOverlayStore.setState((state) => {
    if (!(kind in state.open)) return state;
    return { open: Object.fromEntries(Object.entries(state.open).filter(([key]) => key !== kind)) };
  });
}
