import type { ViewSignal } from '@sinais/shared';
import { AdminSignalCard } from './admin-signal-card';
import { MemberSignalCard, type MemberSignalCardProps } from './member-signal-card';

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
  return <AdminSignalCard signal={props.signal} rejected={props.variant === 'rejected'} />;
}
