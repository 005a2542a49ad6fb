/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson, 2013): keeps the first and last
 * point and, from each bucket between, the point forming the largest triangle with the point
 * kept before and the average of the next bucket. It keeps a chart's shape with few points.
 * Coordinates are plain numbers: this shapes a chart, it never computes money.
 */
export function downsampleLttb<T>(
  points: readonly T[],
  threshold: number,
  x: (point: T) => number,
  y: (point: T) => number,
): T[] {
  const size = points.length;
  if (threshold >= size || threshold < 3)
    return threshold < 3 && size > threshold ? edges(points, threshold) : [...points];
  const sampled: T[] = [];
  const bucketSize = (size - 2) / (threshold - 2);
  let kept = 0;
  sampled.push(at(points, 0));
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, size);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      avgX += x(at(points, i));
      avgY += y(at(points, i));
    }
    const nextCount = Math.max(nextEnd - nextStart, 1);
    avgX /= nextCount;
    avgY /= nextCount;

    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const keptX = x(at(points, kept));
    const keptY = y(at(points, kept));
    let largest = -1;
    let chosen = start;
    for (let i = start; i < end; i++) {
      const point = at(points, i);
      const area = Math.abs((keptX - avgX) * (y(point) - keptY) - (keptX - x(point)) * (avgY - keptY));
      if (area > largest) {
        largest = area;
        chosen = i;
      }
    }
    sampled.push(at(points, chosen));
    kept = chosen;
  }
  sampled.push(at(points, size - 1));
  return sampled;
}

/** With fewer than 3 points allowed, LTTB has no middle: keep the first and/or last. */
function edges<T>(points: readonly T[], threshold: number): T[] {
  if (threshold <= 0) return [];
  if (threshold === 1) return [at(points, points.length - 1)];
  return [at(points, 0), at(points, points.length - 1)];
}

function at<T>(points: readonly T[], index: number): T {
  const point = points[index];
  if (point === undefined) throw new RangeError(`No point at index ${index}`);
  return point;
}
