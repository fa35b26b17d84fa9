/**
 * Why an engine leads after another: the one rule the engine applies when it takes over (log, audit, alert) and the
 * operator's engine story applies when it reads the runs back, so both call the same event the same name.
 * The new engine was running beside the other (a standby) when it started before the other's last sign of life;
 * otherwise it started after the other ended. A clean stop hands over; anything else is a fall.
 */
export type TakeoverKind = 'troca' | 'reinicio' | 'failover' | 'queda';

export function takeoverKind(
  prev: { stoppedClean: boolean; lastSignOfLife: Date },
  nextStartedAt: Date,
): TakeoverKind {
  const wasRunningBeside = nextStartedAt.getTime() < prev.lastSignOfLife.getTime();
  if (prev.stoppedClean) return wasRunningBeside ? 'troca' : 'reinicio';
  return wasRunningBeside ? 'failover' : 'queda';
}
