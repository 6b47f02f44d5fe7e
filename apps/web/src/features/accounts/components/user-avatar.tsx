/**
 * The user's avatar (spec §3 "avatar (default image if unset)"): the saved picture, or a default
 * drawn inline in the palette (tie-dye indigo disc, Bai-wall white figure) when none is set or the
 * picture fails to load, so the navbar never shows a broken image. Decorative: the name beside it
 * says who it is.
 */
import { useState } from 'react';

/** Props: picture URL (null → default) and size in px. */
export interface UserAvatarProps {
  src: string | null;
  size?: number;
}

/** Avatar image or the default figure. */
export function UserAvatar({ src, size = 28 }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className="user-avatar" src={src} width={size} height={size} alt="" onError={() => setFailed(src)} />;
  }
  return (
    <svg className="user-avatar" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#2b3a67" />
      <circle cx="16" cy="12.5" r="5.5" fill="#f7f5ef" />
      <path d="M6.5 27.5c1.6-5 5.2-7.5 9.5-7.5s7.9 2.5 9.5 7.5A15.9 15.9 0 0 1 16 32a15.9 15.9 0 0 1-9.5-4.5z" fill="#f7f5ef" />
      <path d="M3 20c4 1.6 7 1.6 10 0s6-1.6 10 0 6 1.6 9 .2" fill="none" stroke="#1f6fb2" strokeWidth="1.2" strokeOpacity="0.55" />
    </svg>
  );
}
