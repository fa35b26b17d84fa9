import type { Direction } from '@sinais/shared';
import { fmt } from '../strategies/strategy';

/** What the monitoring window observed between the pending signal and the decision. */
export interface WindowObservation {
  direction: Direction;
  entry: number;
  min: number;
  max: number;
  last: number;
  /** BTC's move over the window in %, signed. */
  btcMovePct: number;
  behavior: 'NORMAL' | 'INDEPENDENT';
  volume24h: number;
  /** ATR(14) of the signal's timeframe when it was created: the unit of the window's move. */
  atr: number;
}

export interface FilterOutcome {
  pass: boolean;
  reason: string;
}

export interface AntiReversalFilter {
  name: string;
  is_active: boolean;
  description: string;
  check(o: WindowObservation): FilterOutcome;
}

export const MAX_ADVERSE_PCT = 1.5;
export const MAX_CLOSE_AGAINST_PCT = 0.5;
export const MAX_BTC_AGAINST_PCT = 1.0;
export const MAX_WINDOW_RANGE_PCT = 5;
export const MIN_VOLUME_24H = 5_000_000;
/** Largest move of the window's close from the reference, either way, in ATRs of the signal's timeframe. */
export const MAX_WINDOW_MOVE_ATR = 1;

const adverse = (o: WindowObservation) =>
  o.direction === 'COMPRA' ? ((o.entry - o.min) / o.entry) * 100 : ((o.max - o.entry) / o.entry) * 100;
const lastMove = (o: WindowObservation) =>
  o.direction === 'COMPRA' ? ((o.last - o.entry) / o.entry) * 100 : ((o.entry - o.last) / o.entry) * 100;
/** The window's move in the trade's favour (+) or against it (−), in ATRs. */
const moveAtr = (o: WindowObservation) => (o.atr > 0 ? (lastMove(o) / 100) * (o.entry / o.atr) : 0);

/**
 * Filters applied when the monitoring window ends. A pending signal is confirmed only if every active filter
 * passes; the passes become its confirmation reasons, the failures its rejection reasons.
 *
 * The three strategies fade an overshoot, so the active filters guard that premise: the overshoot must not
 * still be running (a cascade, not exhaustion) and must not have already been taken back before members can
 * act. The classic filters (adverse excursion, close against the entry, BTC against, window range) are
 * listed inactive: on the training data they rejected the entries with the best outcome, because a fade
 * entered after a further push is entered at a better price (docs/engine.md §6).
 */
export const FILTERS: readonly AntiReversalFilter[] = [
  {
    name: 'Continuação do movimento',
    is_active: true,
    description: `Rejeita se, na janela, o preço seguiu mais de ${fmt(MAX_WINDOW_MOVE_ATR, 0)} ATR contra a operação (o movimento ainda não se esgotou)`,
    check: (o) => {
      const m = moveAtr(o);
      return {
        pass: m >= -MAX_WINDOW_MOVE_ATR,
        reason: `Preço ${m < 0 ? 'contra' : 'a favor'} em ${fmt(Math.abs(m))} ATR no fim da janela (limite ${fmt(MAX_WINDOW_MOVE_ATR, 0)} ATR contra)`,
      };
    },
  },
  {
    name: 'Reversão já realizada',
    is_active: true,
    description: `Rejeita se, na janela, o preço já voltou mais de ${fmt(MAX_WINDOW_MOVE_ATR, 0)} ATR a favor (o membro entraria depois do movimento)`,
    check: (o) => {
      const m = moveAtr(o);
      return {
        pass: m <= MAX_WINDOW_MOVE_ATR,
        reason: `Preço ${m > 0 ? 'a favor' : 'contra'} em ${fmt(Math.abs(m))} ATR no fim da janela (limite ${fmt(MAX_WINDOW_MOVE_ATR, 0)} ATR a favor)`,
      };
    },
  },
  {
    name: 'Liquidez mínima',
    is_active: true,
    description: `Exige volume 24h de pelo menos ${(MIN_VOLUME_24H / 1e6).toFixed(0)} milhões de USDT`,
    check: (o) => ({
      pass: o.volume24h >= MIN_VOLUME_24H,
      reason: `Volume 24h de ${fmt(o.volume24h / 1e6, 1)} milhões de USDT`,
    }),
  },
  {
    name: 'Anti-reversão de preço',
    is_active: false,
    description: `Inativo: rejeitaria se o preço andasse mais de ${fmt(MAX_ADVERSE_PCT, 1)}% contra a direção durante a janela`,
    check: (o) => {
      const a = adverse(o);
      return {
        pass: a <= MAX_ADVERSE_PCT,
        reason: `Movimento contrário máximo de ${fmt(a)}% (limite ${fmt(MAX_ADVERSE_PCT, 1)}%)`,
      };
    },
  },
  {
    name: 'Confirmação de direção',
    is_active: false,
    description: `Inativo: exigiria que o último preço da janela não estivesse mais de ${fmt(MAX_CLOSE_AGAINST_PCT, 1)}% contra a entrada`,
    check: (o) => {
      const m = lastMove(o);
      return {
        pass: m >= -MAX_CLOSE_AGAINST_PCT,
        reason: `Preço ${m >= 0 ? 'a favor' : 'contra'} em ${fmt(Math.abs(m))}% no fim da janela`,
      };
    },
  },
  {
    name: 'Correlação BTC',
    is_active: false,
    description: `Inativo: para pares que seguem o BTC (comportamento Normal), rejeitaria se o BTC andasse mais de ${fmt(MAX_BTC_AGAINST_PCT, 1)}% contra a direção`,
    check: (o) => {
      const against = o.direction === 'COMPRA' ? -o.btcMovePct : o.btcMovePct;
      if (o.behavior === 'INDEPENDENT') return { pass: true, reason: 'Par independente do BTC' };
      return { pass: against <= MAX_BTC_AGAINST_PCT, reason: `BTC ${fmt(o.btcMovePct)}% na janela` };
    },
  },
  {
    name: 'Volatilidade extrema',
    is_active: false,
    description: `Inativo: rejeitaria se a amplitude de preço na janela passasse de ${MAX_WINDOW_RANGE_PCT}%`,
    check: (o) => {
      const range = ((o.max - o.min) / o.min) * 100;
      return { pass: range <= MAX_WINDOW_RANGE_PCT, reason: `Amplitude de ${fmt(range)}% na janela` };
    },
  },
];

export interface Decision {
  confirmed: boolean;
  confirmationReasons: string[];
  rejectionReasons: string[];
}

export function decide(o: WindowObservation, filters: readonly AntiReversalFilter[] = FILTERS): Decision {
  const confirmationReasons: string[] = [];
  const rejectionReasons: string[] = [];
  for (const f of filters) {
    if (!f.is_active) continue;
    const r = f.check(o);
    (r.pass ? confirmationReasons : rejectionReasons).push(`${f.name}: ${r.reason}`);
  }
  return { confirmed: rejectionReasons.length === 0, confirmationReasons, rejectionReasons };
}

/** The list operators see (spec 003 §3 Filter). */
export const filterList = () =>
  FILTERS.map(({ name, is_active, description }) => ({ name, is_active, description }));
