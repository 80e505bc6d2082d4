/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** How many grey bars to draw (the last one shorter, like the end of a paragraph). */
  lines?: number;
  /** A block shape instead of lines (a card or a chart's place). */
  block?: boolean;
}

/**
 * The shape of content that is on its way, so the page does not jump when it arrives. Decorative:
 * hidden from assistive technology, which hears the label of {@link Loading} instead.
 */
export function Skeleton({ lines = 3, block = false }: SkeletonProps) {
  if (block) return <div className="ui-skeleton ui-skeleton--block" aria-hidden="true" />;
  return (
    <div className="ui-skeleton-group" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="ui-skeleton ui-skeleton--line" />
      ))}
    </div>
  );
}
