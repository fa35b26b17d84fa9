import { asNetTrade, summarizeSignals } from '@sinais/shared';
import type { SignalsRepo } from '../data/signals.repo';

/** The last `days` days of decided signals, members' view (experimental ones left out), summarised. */
export async function recentRecord(signals: SignalsRepo, days = 30, now = Date.now()) {
  const decided = await signals.decidedSince(new Date(now - days * 86_400_000));
  return summarizeSignals(decided.map(asNetTrade));
}

/** The public monitoring figures: members' pending signals and the published decisions (issue 28). */
export async function publishedFigures(signals: SignalsRepo) {
  const [memberPending, published] = await Promise.all([
    signals.memberPending(),
    signals.publishedDecisionFigures(),
  ]);
  return { memberPending, published };
}
