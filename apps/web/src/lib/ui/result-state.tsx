/**
 * ResultState: a page-level outcome in plain HTML (an unknown id, a failed load, nothing here):
 * a coloured icon for the tone, a heading, a short explanation and the ways out as children
 * (links or buttons with the shell's `.btn` classes). Failures are announced (role="alert").
 */
import './result-state.css';
import type { ReactNode } from 'react';

/** Tone of the state: decides the icon and its colour. */
export type ResultTone = 'info' | 'warning' | 'error' | 'success';

/** Props of {@link ResultState}; texts are already translated. */
export interface ResultStateProps {
  tone: ResultTone;
  title: ReactNode;
  body?: ReactNode;
  /** Heading level of the title: 1 when the state is the whole page, else 2 (default). */
  level?: 1 | 2;
  /** Actions (links, buttons), laid out in a centred row. */
  children?: ReactNode;
  className?: string;
}

const ICONS: Record<ResultTone, ReactNode> = {
  info: <path d="M12 10.5v6M12 7.2v.3" />,
  warning: <path d="M12 7v6.5M12 16.6v.3" />,
  error: <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />,
  success: <path d="M7.5 12.5l3 3 6-6.5" />,
};

/** Icon, title, explanation and actions, centred. */
export function ResultState({ tone, title, body, level = 2, children, className }: ResultStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`result-state result-state-${tone} ${className ?? ''}`} role={tone === 'error' ? 'alert' : undefined}>
      <svg className="result-state-icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" />
        <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          {ICONS[tone]}
        </g>
      </svg>
      <Heading className="result-state-title">{title}</Heading>
      {body && <p className="result-state-body">{body}</p>}
      {children && <div className="result-state-actions">{children}</div>}
    </div>
  );
}
