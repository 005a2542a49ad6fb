/** One slice of a donut drawn as a dashed circle: the stroke's visible length and where it starts. */
export interface DonutArc {
  length: number;
  offset: number;
}

/**
 * The arcs of a donut whose circle is `circumference` long: each value's share of the total, in
 * order from the top, clockwise, with `gap` left empty after each when there is more than one.
 * Plot geometry only (numbers, not money): the figures a user reads come from the decimals.
 */
export function donutArcs(values: readonly number[], circumference: number, gap: number): DonutArc[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [];
  const spacing = values.length > 1 ? gap : 0;
  let offset = 0;
  return values.map((value) => {
    const share = (value / total) * circumference;
    const arc = { length: Math.max(share - spacing, 0), offset };
    offset += share;
    return arc;
  });
}
