import { BarChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';
import type { BarProps } from 'recharts';
import type { CountBarsProps } from './CountBars';

/** Height of one bar's row, px. */
const ROW_PX = 36;
/**
 * Room kept beyond the longest bar for its count, px: the bars scale to the largest count, so
 * without it the longest bar's label ("12 titles", "12 عنوانًا") would run off the chart.
 */
const VALUE_ROOM_PX = 76;

/**
 * The chart of {@link CountBars}, loaded on first render: Mantine's BarChart (recharts) laid on
 * its side, one bar per row, the value at the end of each bar. Clicking a bar selects its row.
 * Right to left (Mantine's `DirectionProvider`, an Arabic page) the chart mirrors as the page
 * does: the names on the right, the bars growing leftward, each value at a bar's left end (recharts
 * puts a label "right" of a bar at its far end whichever way the bar grows) — recharts draws left
 * to right whatever the page's `dir`, so the axes are turned here.
 */
export default function CountBarsChart({ rows, onSelect, label, formatValue }: CountBarsProps) {
  const data = rows.map((r) => ({ id: r.id, name: r.label, count: r.count }));
  const onClick: BarProps['onClick'] = (entry) => {
    const id = (entry as { payload?: { id?: string } }).payload?.id;
    if (id !== undefined) onSelect(id);
  };
  const rtl = useDirection().dir === 'rtl';
  return (
    <BarChart
      aria-hidden
      data-testid="count-bars-chart"
      h={Math.max(2, rows.length) * ROW_PX + 40}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'count', color: 'blue.6', label }]}
      gridAxis="none"
      // each bar says its value at its end: an axis of counts would repeat it, and crowds at 390 px
      withXAxis={false}
      withTooltip={false}
      withBarValueLabel
      valueFormatter={(v) => formatValue(Number(v))}
      yAxisProps={
        // Mantine moves the names 10 px off the bars, leftward; right to left, rightward
        rtl
          ? { width: 130, orientation: 'right', tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } }
          : { width: 130 }
      }
      xAxisProps={{ reversed: rtl }}
      barProps={{ onClick, cursor: 'pointer', isAnimationActive: false }}
      // a picture of the counts the page also gives as buttons: no keyboard stop of its own inside aria-hidden
      barChartProps={{
        accessibilityLayer: false,
        margin: rtl ? { top: 5, bottom: 5, right: 5, left: VALUE_ROOM_PX } : { top: 5, bottom: 5, left: 5, right: VALUE_ROOM_PX },
      }}
    />
  );
}
