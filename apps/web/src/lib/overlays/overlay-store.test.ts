import { beforeEach, describe, expect, it } from 'vitest';
import { closeOverlay, openOverlay, OVERLAY_KINDS, useOverlayStore } from './overlay-store';

beforeEach(() => useOverlayStore.setState({ open: {} }));

describe('overlay store', () => {
  it('opens an overlay with its typed fields and closes it again', () => {
    openOverlay('loginDialog', { view: 'register' });
    openOverlay('membershipDialog');
    expect(useOverlayStore.getState().open).toEqual({
      loginDialog: { kind: 'loginDialog', view: 'register' },
      membershipDialog: { kind: 'membershipDialog' },
    });
    closeOverlay('loginDialog');
    expect(useOverlayStore.getState().open).toEqual({ membershipDialog: { kind: 'membershipDialog' } });
  });

  it('makes every call a new opening, even of an overlay already open', () => {
    openOverlay('loginDialog', { view: 'login' });
    const first = useOverlayStore.getState().open.loginDialog;
    openOverlay('loginDialog', { view: 'login' });
    expect(useOverlayStore.getState().open.loginDialog).toEqual(first);
    expect(useOverlayStore.getState().open.loginDialog).not.toBe(first);
  });

  it('leaves the state alone when closing an overlay that is not open', () => {
    const before = useOverlayStore.getState();
    closeOverlay('paymentModal');
    expect(useOverlayStore.getState()).toBe(before);
  });

  it('lists every kind of the union once', () => {
    expect([...OVERLAY_KINDS].sort()).toEqual(['chatDrawer', 'floatingTranslator', 'loginDialog', 'membershipDialog', 'paymentModal']);
  });

  it('checks the fields of each kind at compile time', () => {
    // Each line would compile if openOverlay accepted untyped params; vitest only needs them to run.
    // @ts-expect-error the login dialog needs a view
    expect(() => openOverlay('loginDialog')).not.toThrow();
    // @ts-expect-error not a view of the login dialog
    expect(() => openOverlay('loginDialog', { view: 'signup' })).not.toThrow();
    // @ts-expect-error not an overlay
    expect(() => openOverlay('cartDrawer')).not.toThrow();
  });
});
