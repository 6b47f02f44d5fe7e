/**
 * Renders the global overlays: for each kind, the component the app layer gives for it, or an
 * honest "not available yet" dialog when a kind without a component is opened. The host knows no
 * feature; the app layer passes the components in (docs/decisions/0015-overlay-host.md).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { closeOverlay, OVERLAY_KINDS, useOverlayStore, type OverlayKind, type OverlayOf } from './overlay-store';

/** Props of the component that renders overlay `K`. */
export interface OverlayProps<K extends OverlayKind> {
  /** The overlay as last opened, with its typed fields; undefined while closed. */
  overlay: OverlayOf<K> | undefined;
  /** Close this overlay (Escape, close button, outside click, or done). */
  onClose: () => void;
}

/** The component of each overlay kind that has one; kinds left out get the "not available yet" dialog. */
export type OverlayComponents = { [K in OverlayKind]?: ComponentType<OverlayProps<K>> };

export interface OverlayHostProps {
  components: OverlayComponents;
}

const UnavailableDialog = lazy(() => import('./unavailable-dialog').then((m) => ({ default: m.UnavailableDialog })));

// Generic in K so that the component and the overlay read for one kind are known to agree.
function OverlaySlot<K extends OverlayKind>({ kind, components }: { kind: K; components: OverlayComponents }) {
  const Component: ComponentType<OverlayProps<K>> | undefined = components[kind];
  const overlay: OverlayOf<K> | undefined = useOverlayStore((s) => s.open[kind]);
  // The component stays mounted while closed so that its exit animation can play.
  if (Component) return <Component overlay={overlay} onClose={() => closeOverlay(kind)} />;
  if (overlay === undefined) return null;
  return (
    <Suspense fallback={null}>
      <UnavailableDialog slot={kind} onClose={() => closeOverlay(kind)} />
    </Suspense>
  );
}

/** Every overlay host; mounted once in the shell with the app's overlay components. */
export function OverlayHost({ components }: OverlayHostProps) {
  return (
    <>
      {OVERLAY_KINDS.map((kind) => (
        <OverlaySlot key={kind} kind={kind} components={components} />
      ))}
    </>
  );
}
