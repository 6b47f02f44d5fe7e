/**
 * The frame every section of home shares (spec §2): a section labelled by its `h2` title, with an
 * optional lead paragraph and "more" link in the heading row, then the section's content.
 */
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** Element id of the title, unique on the page; the section is labelled by it. */
  id: string;
  title: string;
  /** One sentence under the title; left out when not given. */
  lead?: string;
  /** A link to the full list, drawn at the end of the heading row. */
  more?: ReactNode;
  children: ReactNode;
}

/** One titled section of home with its content. */
export function HomeSection({ id, title, lead, more, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {lead !== undefined && <p className="home-section-lead">{lead}</p>}
        {more}
      </div>
      {children}
    </section>
  );
}
