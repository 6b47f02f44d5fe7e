/**
 * What the `chatDrawer` overlay renders (spec §2 chat drawer, opened by the navbar's chat button
 * with `openOverlay('chatDrawer')`). Tiny on purpose: the drawer, its Markdown renderer, Ant Design
 * parts and the `chat` translations load the first time it opens, so the first load of any page
 * does not carry them (docs/decisions/0006-web-first-load.md). Once opened it stays mounted while
 * closed, so the closing animation plays and focus returns to the chat button.
 */
import { lazy, Suspense, useState } from 'react';
import type { OverlayProps } from '../../../lib/overlays/overlay-host';

const ChatDrawer = lazy(() => import('./chat-drawer').then((m) => ({ default: m.ChatDrawer })));

/** The component the app gives the `chatDrawer` overlay. */
export function ChatDrawerSlot({ overlay, onClose }: OverlayProps<'chatDrawer'>) {
  const [opened, setOpened] = useState(false);
  if (overlay && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChatDrawer open={overlay !== undefined} onClose={onClose} />
    </Suspense>
  );
}
