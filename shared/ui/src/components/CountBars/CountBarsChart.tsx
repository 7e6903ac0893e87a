import { BarChart } from '@mantine/charts';
import type { BarProps } from 'recharts';
import type { CountBarsProps } from './CountBars';

/** Height of one bar's row, px. */
const ROW_PX = 36;

/**
 * The chart of {@link CountBars}, loaded on first render: Mantine's BarChart (recharts) laid on
 * its side, one bar per row, the value at the end of each bar. Clicking a bar selects its row.
 */
export default function CountBarsChart({ rows, onSelect, label, formatValue }: CountBarsProps) {
  const data = rows.map((r) => ({ id: r.id, name: r.label, count: r.count }));
  const onClick: BarProps['onClick'] = (entry) => {
    const id = (entry as { payload?: { id?: string } }).payload?.id;
    if (id !== undefined) onSelect(id);
  };
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
      yAxisProps={{ width: 130 }}
      barProps={{ onClick, cursor: 'pointer', isAnimationActive: false }}
      // a picture of the counts the page also gives as buttons: no keyboard stop of its own inside aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
