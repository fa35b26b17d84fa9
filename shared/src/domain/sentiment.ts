/**
 * BTC sentiment (spec 000 §2.11): an overall score 0-100 from what the crowd is doing, built from the
 * 24h price change, the funding rate, the 1h open-interest change, the long/short account ratio and
 * the 24h volume. Each input maps to a 0-100 sub-score; missing inputs are left out and the weights
 * re-normalised, so the score always says which inputs it used.
 */
export interface SentimentInputs {
  price: number;
  /** Percent, e.g. 2.5 for +2.5 %. */
  change_24h: number;
  /** Fraction per funding interval, e.g. 0.0001 = 0.01 %. */
  funding_rate: number | null;
  next_funding_time: string | null;
  /** Open interest in contracts (BTC). */
  open_interest: number | null;
  /** Percent change of open interest over the last hour. */
  open_interest_change_1h: number | null;
  /** Long accounts / short accounts. */
  long_short_ratio: number | null;
  /** 24h quote volume in USDT. */
  volume_usdt_24h: number | null;
  /** Average daily volume for comparison (USDT), when known. */
  volume_usdt_avg: number | null;
}

export type SentimentComponent = 'price' | 'funding' | 'open_interest' | 'long_short' | 'volume';

const WEIGHTS: Record<SentimentComponent, number> = {
  price: 0.3,
  funding: 0.2,
  open_interest: 0.15,
  long_short: 0.2,
  volume: 0.15,
};

const clamp = (v: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, v));
/** Maps x to 0-100 around 50 with a smooth saturation: x = scale gives about 88. */
const squash = (x: number, scale: number) => clamp(50 + 50 * Math.tanh(x / scale));

export function priceScore(change24h: number): number {
  return squash(change24h, 4);
}
/** 0.01 % per 8 h is Binance's neutral baseline; above it longs pay shorts (bullish crowd). */
export function fundingScore(rate: number): number {
  return squash((rate - 0.0001) * 10_000, 3);
}
/** Open interest growing with price up is conviction; growing with price down is shorts piling in. */
export function openInterestScore(change1h: number, change24h: number): number {
  const direction = change24h >= 0 ? 1 : -1;
  return squash(direction * change1h, 2);
}
export function longShortScore(ratio: number): number {
  return squash(Math.log(ratio) * 4, 2);
}
/** Volume above average amplifies the price move's direction. */
export function volumeScore(volume: number, average: number | null, change24h: number): number {
  const rel = average && average > 0 ? volume / average - 1 : 0;
  const direction = change24h >= 0 ? 1 : -1;
  return squash(direction * rel * 4 + change24h / 2, 4);
}

export interface SentimentLabel {
  description: string;
  color_code: string;
}

export function sentimentLabel(score: number): SentimentLabel {
  if (score >= 75) return { description: 'Extremamente otimista', color_code: '#16a34a' };
  if (score >= 60) return { description: 'Otimista', color_code: '#22c55e' };
  if (score > 40) return { description: 'Neutro', color_code: '#f5b82e' };
  if (score > 25) return { description: 'Pessimista', color_code: '#f97316' };
  return { description: 'Extremamente pessimista', color_code: '#ef4444' };
}

const pct = (v: number, d = 2) => `${v >= 0 ? '+' : ''}${v.toFixed(d).replace('.', ',')}%`;

export function describePrice(change: number): string {
  if (change >= 5) return `Alta forte de ${pct(change)} em 24h`;
  if (change >= 1) return `Alta de ${pct(change)} em 24h`;
  if (change > -1) return `Preço estável (${pct(change)} em 24h)`;
  // A fall is said once: "Queda de 1,54%", never "Queda de -1,54%" (issue 30).
  if (change > -5) return `Queda de ${pct(-change).replace('+', '')} em 24h`;
  return `Queda forte de ${pct(-change).replace('+', '')} em 24h`;
}
export function describeFunding(rate: number): string {
  const p = pct(rate * 100, 4);
  if (rate > 0.0005)
    return `Funding muito alto (${p}): compradores alavancados pagando caro, risco de correção`;
  if (rate > 0.0001) return `Funding positivo (${p}): posições compradas dominam`;
  if (rate >= 0) return `Funding neutro (${p})`;
  return `Funding negativo (${p}): vendidos pagando, pessimismo no mercado futuro`;
}
export function describeOpenInterest(change1h: number): string {
  if (change1h > 2) return `Interesse aberto subindo forte (${pct(change1h)} em 1h): novas posições entrando`;
  if (change1h > 0.3) return `Interesse aberto em alta (${pct(change1h)} em 1h)`;
  if (change1h >= -0.3) return `Interesse aberto estável (${pct(change1h)} em 1h)`;
  return `Interesse aberto caindo (${pct(change1h)} em 1h): posições sendo encerradas`;
}
export function describeLongShort(ratio: number): string {
  const r = ratio.toFixed(2).replace('.', ',');
  if (ratio > 1.5) return `Maioria comprada (${r}): otimismo elevado do varejo`;
  if (ratio > 1.05) return `Mais contas compradas que vendidas (${r})`;
  if (ratio >= 0.95) return `Equilíbrio entre comprados e vendidos (${r})`;
  return `Mais contas vendidas que compradas (${r})`;
}
export function describeVolume(volume: number, average: number | null): string {
  const bi = (volume / 1e9).toFixed(2).replace('.', ',');
  if (!average || average <= 0) return `Volume de US$ ${bi} bi em 24h`;
  const rel = volume / average;
  if (rel > 1.3) return `Volume acima da média (US$ ${bi} bi em 24h)`;
  if (rel < 0.7) return `Volume abaixo da média (US$ ${bi} bi em 24h)`;
  return `Volume na média (US$ ${bi} bi em 24h)`;
}

export interface SentimentResult {
  score: number;
  label: SentimentLabel;
  /** Sub-scores of the inputs that were present. */
  components: Partial<Record<SentimentComponent, number>>;
}

export function sentimentScore(i: SentimentInputs): SentimentResult {
  const components: Partial<Record<SentimentComponent, number>> = { price: priceScore(i.change_24h) };
  if (i.funding_rate !== null) components.funding = fundingScore(i.funding_rate);
  if (i.open_interest_change_1h !== null)
    components.open_interest = openInterestScore(i.open_interest_change_1h, i.change_24h);
  if (i.long_short_ratio !== null && i.long_short_ratio > 0)
    components.long_short = longShortScore(i.long_short_ratio);
  if (i.volume_usdt_24h !== null)
    components.volume = volumeScore(i.volume_usdt_24h, i.volume_usdt_avg, i.change_24h);
  let sum = 0;
  let weight = 0;
  for (const [k, v] of Object.entries(components) as [SentimentComponent, number][]) {
    sum += v * WEIGHTS[k];
    weight += WEIGHTS[k];
  }
  const score = Math.round(weight > 0 ? sum / weight : 50);
  return { score, label: sentimentLabel(score), components };
}

/** BTC strength 0-100 shown on the dashboard (spec 000 §3 BTC data), from the 24h change. */
export function btcStrength(change24h: number): number {
  return Math.round(priceScore(change24h));
}
