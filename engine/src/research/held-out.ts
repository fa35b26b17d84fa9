/**
 * The three periods kept outside the project for an independent judgement of the method (issue 20). Research
 * code refuses any candle inside them, so no variant can be tuned on them even by accident.
 */
export const HELD_OUT_PERIODS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '2022-05-18', to: '2022-12-31' },
  { from: '2024-04-16', to: '2025-04-28' },
  { from: '2025-05-01', to: '2026-01-06' },
];

const ranges = HELD_OUT_PERIODS.map(({ from, to }) => [
  Date.parse(`${from}T00:00:00Z`),
  Date.parse(`${to}T00:00:00Z`) + 86_400_000,
]);

/** True when a candle opening at `openTime` lies inside a held-out period. */
export const isHeldOut = (openTime: number) => ranges.some(([a, b]) => openTime >= a! && openTime < b!);
