/**
 * Line icons of the attraction pages as inline SVG (24×24 grid, 1em, current colour), so the
 * pages need no icon library on their first render. Every icon is decorative (`aria-hidden`): the
 * text beside it, or the control's accessible name, says what it means.
 */
import type { ReactNode } from 'react';

/** `className` is added to the svg's `icon` class; the icon is 1em in the current colour. */
export interface IconProps {
  className?: string;
}

function icon(paths: ReactNode, filled = false) {
  function Icon({ className }: IconProps) {
    return (
      <svg
        className={`icon ${className ?? ''}`}
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  return Icon;
}

/** Magnifying glass (search). */
export const SearchIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </>,
);
/** Funnel (filters). */
export const FilterIcon = icon(<path d="M3 5h18l-7 8.2V19l-4 2v-7.8z" />);
/** Map pin (place, "near me", address). */
export const PinIcon = icon(
  <>
    <path d="M12 21.5s-7-6.1-7-11.6a7 7 0 0 1 14 0c0 5.5-7 11.6-7 11.6z" />
    <circle cx="12" cy="9.8" r="2.5" />
  </>,
);
/** Cross (close, remove). */
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
/** Arrow pointing left (back). */
export const ArrowLeftIcon = icon(<path d="M20 12H5M11 5.5 4.5 12l6.5 6.5" />);
/** Box with an arrow leaving it (opens elsewhere). */
export const ExternalIcon = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
/** Price tag (ticket). */
export const TagIcon = icon(
  <>
    <path d="M3 12.2V4a1 1 0 0 1 1-1h8.2l8.4 8.4a1.4 1.4 0 0 1 0 2l-7.2 7.2a1.4 1.4 0 0 1-2 0z" />
    <circle cx="7.8" cy="7.8" r="1.3" />
  </>,
);
/** Clock face (opening hours, time to allow on cards). */
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.2 2" />
  </>,
);
/** Calendar (status right now). */
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
/** Hourglass (time to allow). */
export const HourglassIcon = icon(<path d="M6.5 3h11M6.5 21h11M8 3v3.5c0 2 4 3.5 4 5.5s-4 3.5-4 5.5V21M16 3v3.5c0 2-4 3.5-4 5.5s4 3.5 4 5.5V21" />);
/** Telephone handset (phone fact). */
export const PhoneIcon = icon(
  <path d="M5.2 3.5h3.3l1.8 4.6-2.2 1.5a11.5 11.5 0 0 0 6.3 6.3l1.5-2.2 4.6 1.8v3.3a1.8 1.8 0 0 1-1.9 1.8C10.3 20.1 3.9 13.7 3.4 5.4a1.8 1.8 0 0 1 1.8-1.9z" />,
);
/** Globe (website). */
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9M12 3C9.6 5.6 8.4 8.6 8.4 12s1.2 6.4 3.6 9" />
  </>,
);
/** Compass (distance). */
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.6 8.4-2.2 5-5 2.2 2.2-5z" />
  </>,
);
/** Pencil (write). */
export const EditIcon = icon(<path d="M4 20h4.2L19.4 8.8a2 2 0 0 0 0-2.8l-1.4-1.4a2 2 0 0 0-2.8 0L4 15.8zM13.5 6.5l4 4" />);
/** Thumb up, outlined (not marked helpful). */
export const LikeIcon = icon(<path d="M7.5 10.5v10H4v-10zM7.5 10.5 11 3.8a2 2 0 0 1 3.6 1.5l-.9 4.2h5.2a2 2 0 0 1 2 2.4l-1.5 7.2a2 2 0 0 1-2 1.6H7.5" />);
/** Thumb up, filled (marked helpful). */
export const LikeFilledIcon = icon(<path d="M7.5 10.5v10H4v-10zM7.5 10.5 11 3.8a2 2 0 0 1 3.6 1.5l-.9 4.2h5.2a2 2 0 0 1 2 2.4l-1.5 7.2a2 2 0 0 1-2 1.6H7.5" />, true);
/** Speech bubble (reply). */
export const MessageIcon = icon(<path d="M4 5h16v11H10l-6 4z" />);
/** Chevron left (previous). */
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />);
/** Chevron right (next). */
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />);
/** A turning arc for work in progress (spins through `.icon-spin` in attractions.css). */
export const SpinnerIcon = icon(<path d="M12 3a9 9 0 1 1-9 9" />);
