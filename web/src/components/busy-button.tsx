import type { ButtonHTMLAttributes } from 'react';

const TONES = { primary: 'btn btn--primary btn--sm', ghost: 'btn btn--ghost btn--sm', plain: 'btn btn--sm' };

export interface BusyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'disabled'
> {
  /** While true the button cannot be pressed again and, given `busyLabel`, says what it is doing. */
  busy: boolean;
  busyLabel?: string;
  tone?: keyof typeof TONES;
}

/** A small action button that is disabled, and names the work under way, while its action runs. */
export function BusyButton({ busy, busyLabel, tone = 'ghost', children, ...button }: BusyButtonProps) {
  return (
    <button type="button" className={TONES[tone]} disabled={busy} {...button}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
