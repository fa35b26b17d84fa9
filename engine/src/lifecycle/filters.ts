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

const adverse = (o: WindowObservation) =>
  o.direction === 'COMPRA' ? ((o.entry - o.min) / o.entry) * 100 : ((o.max - o.entry) / o.entry) * 100;
const lastMove = (o: WindowObservation) =>
  o.direction === 'COMPRA' ? ((o.last - o.entry) / o.entry) * 100 : ((o.entry - o.last) / o.entry) * 100;

/**
 * Anti-reversal filters applied when the monitoring window ends. A pending signal is confirmed only if every
 * active filter passes; the passes become its confirmation reasons, the failures its rejection reasons.
 */
export const FILTERS: readonly AntiReversalFilter[] = [
  {
    name: 'Anti-reversão de preço',
    is_active: true,
    description: `Rejeita se o preço andou mais de ${fmt(MAX_ADVERSE_PCT, 1)}% contra a direção durante a janela de monitoramento`,
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
    is_active: true,
    description: `Exige que o último preço da janela não esteja mais de ${fmt(MAX_CLOSE_AGAINST_PCT, 1)}% contra a entrada`,
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
    is_active: true,
    description: `Para pares que seguem o BTC (comportamento Normal), rejeita se o BTC andou mais de ${fmt(MAX_BTC_AGAINST_PCT, 1)}% contra a direção`,
    check: (o) => {
      const against = o.direction === 'COMPRA' ? -o.btcMovePct : o.btcMovePct;
      if (o.behavior === 'INDEPENDENT') return { pass: true, reason: 'Par independente do BTC' };
      return { pass: against <= MAX_BTC_AGAINST_PCT, reason: `BTC ${fmt(o.btcMovePct)}% na janela` };
    },
  },
  {
    name: 'Volatilidade extrema',
    is_active: true,
    description: `Rejeita se a amplitude de preço na janela passou de ${MAX_WINDOW_RANGE_PCT}% (mercado sem direção confiável)`,
    check: (o) => {
      const range = ((o.max - o.min) / o.min) * 100;
      return { pass: range <= MAX_WINDOW_RANGE_PCT, reason: `Amplitude de ${fmt(range)}% na janela` };
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
