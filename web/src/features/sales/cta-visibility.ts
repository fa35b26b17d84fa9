import { useEffect, useState } from 'react';
import { effectiveCtaDelay, type SalesConfig } from '@sinais/shared';
import { useNow } from '@/lib/use-now';
import { rememberCtaRevealed, wasCtaRevealed } from './config-cache';

/** The call to action appears after the configured delay, never later than the video's own length. */
export function useCtaVisible(
  config: SalesConfig,
  videoDurationS: number,
): { visible: boolean; remaining: number } {
  const [startedAt] = useState(() => Date.now());
  const [remembered, setRemembered] = useState(() => wasCtaRevealed());
  const { enabled } = config.delayConfig;
  // The countdown ticks until the button has been revealed once.
  const now = useNow(1000, enabled && !remembered).getTime();
  const delaySeconds = effectiveCtaDelay(config.delayConfig.delaySeconds, videoDurationS);
  const remaining = enabled ? Math.max(0, delaySeconds - Math.floor((now - startedAt) / 1000)) : 0;
  const visible = remembered || !enabled || remaining <= 0;

  useEffect(() => {
    if (visible && !remembered) {
      rememberCtaRevealed();
      setRemembered(true);
    }
  }, [visible, remembered]);
  return { visible, remaining };
}
