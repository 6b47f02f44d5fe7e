/**
 * Line icons of the planner (timeline kinds, steps, actions): inline SVG in `currentColor`,
 * decorative (`aria-hidden`), 20 px unless sized by CSS.
 */
import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A pagoda: attractions. */
export function AttractionIcon() {
  return (
    <Icon>
      <path d="M12 2.5v2M7 7.5h10l-2-3H9zM8 12h8l-1.5-4.5h-5zM6.5 17h11L16 12H8zM9 17v4.5h6V17M5 21.5h14" />
    </Icon>
  );
}

/** A bowl with chopsticks: meals. */
export function MealIcon() {
  return (
    <Icon>
      <path d="M3.5 12h17a8.5 8.5 0 0 1-17 0zM9 20.5h6M14 3l-2.5 7M18.5 3.5 14 10" />
    </Icon>
  );
}

/** An arrow along a road: transfers. */
export function TransferIcon() {
  return (
    <Icon>
      <path d="M4 7h12M12.5 3.5 16 7l-3.5 3.5M20 17H8M11.5 13.5 8 17l3.5 3.5" />
    </Icon>
  );
}

/** A bed: lodging. */
export function LodgingIcon() {
  return (
    <Icon>
      <path d="M3 19V6M3 14h18v5M21 14v-2.5a3 3 0 0 0-3-3h-7V14M7 11.5a1.8 1.8 0 1 0 0-.01" />
    </Icon>
  );
}

/** A tick: a passed check, and the banner's promises. */
export function CheckIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** A cross: a failed check. */
export function CrossIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Icon>
  );
}

/** A link chain: share. */
export function ShareIcon() {
  return (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.2-3.2a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.2 3.2a4 4 0 0 0 5.7 5.7L12 17.7" />
    </Icon>
  );
}

/** A tray with a down arrow: download. */
export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4 15.5v4h16v-4" />
    </Icon>
  );
}

/** A calendar page: export to calendar. */
export function CalendarIcon() {
  return (
    <Icon>
      <path d="M4 6.5h16v13.5H4zM4 10.5h16M8.5 3.5v5M15.5 3.5v5" />
    </Icon>
  );
}

/** A printer: print the plan. */
export function PrintIcon() {
  return (
    <Icon>
      <path d="M7 9V3.5h10V9M7 17.5H4.5V9h15v8.5H17M7 14h10v6.5H7z" />
    </Icon>
  );
}

/** A bin: delete. */
export function DeleteIcon() {
  return (
    <Icon>
      <path d="M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 14h9l1-14M10.5 10.5v6.5M13.5 10.5v6.5" />
    </Icon>
  );
}

/** A picture frame: image. */
export function ImageIcon() {
  return (
    <Icon>
      <path d="M3.5 5h17v14h-17zM3.5 16l5-5 4 4 3-3 5 5M15.5 9.2a1.2 1.2 0 1 0 0-.01" />
    </Icon>
  );
}

/** A close cross for dialogs. */
export function CloseIcon() {
  return (
    <Icon size={22}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}
