import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const TICK = { fill: '#7f8aa3', fontSize: 10 };

interface TrendChartProps {
  data: object[];
  x: string;
  y: string;
  /** The series' name in the tooltip. */
  name: string;
  color: string;
  dot: boolean;
  testId: string;
  /** Room the value axis' labels need (a negative left margin). */
  left: number;
  minTickGap?: number;
  domain?: [number, number];
  /** The value with its unit, on the axis and in the tooltip. */
  format?: (v: number) => string;
}

/** One value over time in the console's chart style: the Operação cycle durations and a pair's scores. */
export function TrendChart({
  data,
  x,
  y,
  name,
  color,
  dot,
  testId,
  left,
  minTickGap,
  domain,
  format,
}: TrendChartProps) {
  return (
    <div className="ac-chart" data-testid={testId}>
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 4, right: 8, left, bottom: 0 }}>
          <CartesianGrid stroke="#24314a" strokeDasharray="3 3" />
          <XAxis dataKey={x} tick={TICK} minTickGap={minTickGap} />
          <YAxis domain={domain} tick={TICK} tickFormatter={format} />
          <Tooltip
            contentStyle={{ background: '#182236', border: '1px solid #33425f', borderRadius: 8 }}
            formatter={format ? (v) => format(Number(v)) : undefined}
          />
          <Line type="monotone" dataKey={y} name={name} stroke={color} dot={dot} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
