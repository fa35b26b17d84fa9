import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Stats } from '@sinais/shared';

export type DailyPoint = Stats['daily'][number] & { label: string; cumulative: number };

/** The day's outcomes, stacked bottom to top (the top one rounded), and the rejected beside them. */
const BARS: Array<{ dataKey: keyof DailyPoint; name: string; fill: string; stacked: boolean; top: boolean }> =
  [
    { dataKey: 'target_hit', name: 'Alvo atingido', fill: '#22c55e', stacked: true, top: false },
    { dataKey: 'stop_hit', name: 'Stop atingido', fill: '#f05252', stacked: true, top: false },
    { dataKey: 'expired', name: 'Expirado', fill: '#64748b', stacked: true, top: false },
    { dataKey: 'open', name: 'Em aberto', fill: '#60a5fa', stacked: true, top: true },
    { dataKey: 'rejected', name: 'Rejeitado', fill: '#a78bfa', stacked: false, top: true },
  ];

/** Results per day (stacked bars) and the cumulative net result (line), from the statistics page. */
export function DailyChart({ data }: { data: DailyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid stroke="#24314a" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" stroke="#7f8aa3" fontSize={11} tickMargin={6} minTickGap={12} />
        <YAxis yAxisId="n" stroke="#7f8aa3" fontSize={11} allowDecimals={false} />
        <YAxis yAxisId="p" orientation="right" stroke="#f5b82e" fontSize={11} unit="%" />
        <Tooltip
          contentStyle={{ background: '#121a2a', border: '1px solid #33425f', borderRadius: 8 }}
          labelStyle={{ color: '#e8edf6' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {BARS.map((b) => (
          <Bar
            key={b.dataKey}
            yAxisId="n"
            dataKey={b.dataKey}
            name={b.name}
            stackId={b.stacked ? 'r' : undefined}
            fill={b.fill}
            radius={b.top ? [4, 4, 0, 0] : undefined}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="p"
          dataKey="cumulative"
          name="Resultado líquido acumulado (%)"
          stroke="#f5b82e"
          strokeWidth={2}
          dot={false}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
