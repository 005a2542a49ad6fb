import { sumMoney } from '@tradesim/core';
import {
  Card,
  formatUsd,
  type QueryLike,
  QueryState,
  Segmented,
  SimulatedTag,
  Skeleton,
  SkeletonGroup,
} from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { donutArcs } from '../donut.js';
import { type AllocationSlice, allocationByAsset, allocationByType, type Holding } from '../holdings.js';
import styles from './allocation-card.module.css';

type Grouping = 'asset' | 'type';

const groupings: readonly { value: Grouping; label: string }[] = [
  { value: 'asset', label: 'By asset' },
  { value: 'type', label: 'By type' },
];

/**
 * Slice colours, in the order of the slices (largest first): the --chart-N tokens, each at least
 * 3:1 against --surface in both the light and the dark theme.
 */
const sliceColours = [1, 2, 3, 4, 5, 6].map((n) => `var(--chart-${n})`);
const otherColour = 'var(--chart-other)';

function colourOf(slice: AllocationSlice, index: number): string {
  return slice.key === 'other' ? otherColour : (sliceColours[index % sliceColours.length] as string);
}

const donutSize = 168;
const ringWidth = 22;
const ringRadius = donutSize / 2 - ringWidth / 2;
const ringLength = 2 * Math.PI * ringRadius;
/** The space between slices: 1.5 degrees of the ring. */
const sliceGap = (1.5 / 360) * ringLength;

/**
 * The donut: a picture of the table beside it, so it is hidden from assistive technology. Plain
 * SVG (each slice a dashed circle from the top, clockwise): a chart library's pie cost a phone a
 * quarter of a second to mount, for a picture this simple.
 */
function Donut({ slices, total }: { slices: readonly AllocationSlice[]; total: string }) {
  const arcs = donutArcs(
    slices.map((slice) => slice.value.toNumber()),
    ringLength,
    sliceGap,
  );
  const centre = donutSize / 2;
  return (
    <div className={styles.donut} aria-hidden="true">
      <svg width={donutSize} height={donutSize} viewBox={`0 0 ${donutSize} ${donutSize}`} aria-hidden="true">
        <g transform={`rotate(-90 ${centre} ${centre})`} fill="none" strokeWidth={ringWidth}>
          {arcs.map((arc, index) => {
            const slice = slices[index] as AllocationSlice;
            return (
              <circle
                key={slice.key}
                cx={centre}
                cy={centre}
                r={ringRadius}
                stroke={colourOf(slice, index)}
                strokeDasharray={`${arc.length} ${ringLength - arc.length}`}
                strokeDashoffset={-arc.offset}
              />
            );
          })}
        </g>
      </svg>
      <div className={styles.centre}>
        <span className={`${styles.total} tabular`}>{total}</span>
        <span className={styles.caption}>invested</span>
      </div>
    </div>
  );
}

/**
 * Where the invested money is, by asset or by type (crypto, stocks): a donut, and beside it the
 * same shares as a table (name, whole percent, value), which is what screen readers read and
 * what tells the slices apart without colour. Percents add up to 100 (see `allocate`).
 */
export function AllocationCard({ holdings }: { holdings: QueryLike<Holding[]> }) {
  const titleId = useId();
  const [grouping, setGrouping] = useState<Grouping>('asset');
  const caption = grouping === 'asset' ? 'Allocation by asset' : 'Allocation by type';
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            Allocation
          </h2>
          <SimulatedTag />
        </div>
        {holdings.data && holdings.data.length > 0 && (
          <Segmented<Grouping> label="Group by" options={groupings} value={grouping} onChange={setGrouping} />
        )}
      </div>
      <QueryState
        query={holdings}
        keepData
        loading={
          <SkeletonGroup label="Loading allocation..." className={styles.body}>
            <Skeleton className={styles.donutSkeleton} round />
            <span className={styles.rowsSkeleton}>
              <Skeleton className={styles.rowSkeleton} />
              <Skeleton className={styles.rowSkeleton} />
              <Skeleton className={styles.rowSkeleton} />
            </span>
          </SkeletonGroup>
        }
        errorText="Failed to load the allocation"
        empty={
          <p className={styles.empty}>
            Once you invest, this shows how your money splits across assets and types.
          </p>
        }
      >
        {(loaded) => (
          <AllocationTable
            slices={grouping === 'asset' ? allocationByAsset(loaded) : allocationByType(loaded)}
            grouping={grouping}
            caption={caption}
          />
        )}
      </QueryState>
    </Card>
  );
}

/** The donut and, beside it, the same shares as a table. */
function AllocationTable({
  slices,
  grouping,
  caption,
}: {
  slices: AllocationSlice[];
  grouping: Grouping;
  caption: string;
}) {
  return (
    <div className={styles.body}>
      <Donut slices={slices} total={formatUsd(sumMoney(slices.map((slice) => slice.value)))} />
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}, share of the invested value</caption>
        <thead>
          <tr>
            <th scope="col">{grouping === 'asset' ? 'Asset' : 'Type'}</th>
            <th scope="col" className={styles.number}>
              Share
            </th>
            <th scope="col" className={styles.number}>
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice, index) => (
            <tr key={slice.key} data-testid="allocation-row">
              <th scope="row">
                <span className={styles.label}>
                  <span
                    className={styles.swatch}
                    style={{ background: colourOf(slice, index) }}
                    aria-hidden="true"
                  />
                  {slice.label}
                </span>
              </th>
              <td className={`${styles.number} ${styles.share} tabular`}>{slice.percentText}</td>
              <td className={`${styles.number} tabular`}>{formatUsd(slice.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
