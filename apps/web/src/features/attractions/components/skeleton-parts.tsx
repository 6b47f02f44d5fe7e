/**
 * Grey placeholders shared by the attraction card's and the detail page's skeletons: bars one text
 * line high (sized by the text box they stand in, so nothing moves when the text arrives) and chips.
 * Their look is `.skeleton-line` and `.chip-skeleton` in attractions.css.
 */

/** A grey bar one text line high in the enclosing font; `width` as a CSS length. */
export function SkeletonLine({ width }: { width: string }) {
  return <span className="skeleton skeleton-line" style={{ width }} />;
}

/** One grey line inside a box of the class of the text it stands for (title, other name…). */
export function SkeletonTextBox({ className, width }: { className: string; width: string }) {
  return (
    <div className={className}>
      <SkeletonLine width={width} />
    </div>
  );
}

/** A row of `count` grey chips, the size of the record's type, town and region chips. */
export function SkeletonChips({ count }: { count: number }) {
  return (
    <div className="chips">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="chip chip-skeleton" />
      ))}
    </div>
  );
}
