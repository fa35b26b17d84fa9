import { lazy, Suspense } from 'react';
import type { ViewSignal } from '@sinais/shared';
import { MemberSignalCard, type MemberSignalCardProps } from './member-signal-card';

// The operator's card brings the admin console's styles and parts: a member's dashboard never downloads them
// (web budget, tests/e2e/web-budget.e2e.test.ts).
const AdminSignalCard = lazy(() =>
  import('./admin-signal-card').then((m) => ({ default: m.AdminSignalCard })),
);

/**
 * The one signal card, in its variants: `member` (dashboard: prices in full, live result, opens the detail),
 * `confirmed` and `rejected` (Command Center: the operator's view of a decision).
 */
export type SignalCardProps =
  ({ variant: 'member' } & MemberSignalCardProps) | { variant: 'confirmed' | 'rejected'; signal: ViewSignal };

export function SignalCard(props: SignalCardProps) {
  if (props.variant === 'member') {
    const { variant: _, ...rest } = props;
    return <MemberSignalCard {...rest} />;
  }
  return (
    <Suspense fallback={null}>
      <AdminSignalCard signal={props.signal} rejected={props.variant === 'rejected'} />
    </Suspense>
  );
}
