import { DAILY_EXITS } from './rules/exit-plans';
import { tsmomRule } from './rules/tsmom';

/**
 * The rule the engine runs live: the research's live candidate (engine/research/registry.json
 * `liveCandidate`; a test keeps the two equal). No method passed the research's acceptance rule, so its
 * signals are experimental: admins and members who opt in see them, marked, with their own record.
 */
export const LIVE_RULE = tsmomRule({ lookback: 7, z: 0.5, exits: DAILY_EXITS.t7!, exitId: 't7', btc: true });
