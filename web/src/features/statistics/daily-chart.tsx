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
        <Bar
          yAxisId="n"
          dataKey="target_hit"
          name="Alvo atingido"
          stackId="r"
          fill="#22c55e"
          isAnimationActive={false}
        />
        <Bar
          yAxisId="n"
          dataKey="stop_hit"
          name="Stop atingido"
          stackId="r"
          fill="#f05252"
          isAnimationActive={false}
        />
        <Bar
          yAxisId="n"
          dataKey="expired"
          name="Expirado"
          stackId="r"
          fill="#64748b"
          isAnimationActive={false}
        />
        <Bar
          yAxisId="n"
          dataKey="open"
          name="Em aberto"
          stackId="r"
          fill="#60a5fa"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="n"
          dataKey="rejected"
          name="Rejeitado"
          fill="#a78bfa"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
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
