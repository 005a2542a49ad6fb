import { describe, expect, it } from 'vitest';
import { nearestPoint, netWorthPlot, plotMargin } from './net-worth-plot.js';

const hourMs = 3_600_000;
const start = new Date(2026, 10, 21, 9, 0).getTime();
/** A day of net worth: 1,000 at nine, up to 1,200, down to 1,100. */
const day = [
  { time: start, value: 1000 },
  { time: start + 12 * hourMs, value: 1200 },
  { time: start + 24 * hourMs, value: 1100 },
];

describe('netWorthPlot', () => {
  const plot = netWorthPlot(day, 400, 200);

  it('spans the first point to the last across the plot, inside its margins', () => {
    expect(plot.points.map((point) => point.x)).toEqual([
      plotMargin.left,
      (plotMargin.left + 400 - plotMargin.right) / 2,
      400 - plotMargin.right,
    ]);
    expect(plot.left).toBe(plotMargin.left);
    expect(plot.right).toBe(400 - plotMargin.right);
    expect(plot.floor).toBe(200 - plotMargin.bottom);
  });

  it('puts higher values higher up, all within the value axis', () => {
    const [morning, noon, evening] = plot.points.map((point) => point.y);
    expect(noon).toBeLessThan(evening ?? 0);
    expect(evening).toBeLessThan(morning ?? 0);
    for (const point of plot.points) {
      expect(point.y).toBeGreaterThanOrEqual(plotMargin.top);
      expect(point.y).toBeLessThanOrEqual(plot.floor);
    }
  });

  it('draws the line as a curve through the points and closes the fill on the floor', () => {
    expect(plot.line).toMatch(/^M64,[\d.]+C/);
    expect(plot.fill).toMatch(/^M64,[\d.]+C/);
    expect(plot.fill).toContain(`,${plot.floor}`);
    expect(plot.fill.endsWith('Z')).toBe(true);
  });

  it('labels round amounts up the side and round hours along the bottom', () => {
    expect(plot.yTicks.map((tick) => tick.label)).toEqual(['$1,000', '$1,100', '$1,200']);
    const [lowest, , highest] = plot.yTicks;
    expect(lowest?.at).toBeGreaterThan(highest?.at ?? 0);
    expect(plot.xTicks.length).toBeGreaterThanOrEqual(2);
    for (const tick of plot.xTicks) {
      expect(tick.label).toMatch(/^\d{1,2} (AM|PM)$/);
      expect(tick.at).toBeGreaterThanOrEqual(plot.left);
      expect(tick.at).toBeLessThanOrEqual(plot.right);
    }
  });

  it('keeps its time labels apart on a phone', () => {
    const narrow = netWorthPlot(day, 300, 200);
    const gaps = narrow.xTicks.slice(1).map((tick, index) => tick.at - (narrow.xTicks[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(48);
  });

  it('draws a flat series mid-height', () => {
    const flat = netWorthPlot(
      day.map((point) => ({ ...point, value: 500 })),
      400,
      200,
    );
    const middle = (plotMargin.top + flat.floor) / 2;
    for (const point of flat.points) expect(point.y).toBeCloseTo(middle, 0);
  });
});

describe('nearestPoint', () => {
  const points = [{ x: 10 }, { x: 50 }, { x: 90 }];
  it('snaps to the point nearest along the time axis', () => {
    expect(nearestPoint(points, 0)).toBe(0);
    expect(nearestPoint(points, 35)).toBe(1);
    expect(nearestPoint(points, 71)).toBe(2);
    expect(nearestPoint(points, 500)).toBe(2);
  });
});
