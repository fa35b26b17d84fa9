import { describe, expect, it } from 'vitest';
import { bookTrade, fundingPayment } from './booking';
import { FundingSeries } from './funding';

describe('booking a round trip', () => {
  it('charges the taker fee on both sides: net = gross − fees', () => {
    const b = bookTrade({ direction: 'COMPRA', entry: 100, exit: 103, feeRate: 0.0004, fundingPct: null });
    expect(b.grossPnlPct).toBeCloseTo(3, 9);
    // 0.04 % of the entry notional + 0.04 % of the exit notional (103 % of the entry).
    expect(b.feesPct).toBeCloseTo(0.04 + 0.0412, 9);
    expect(b.pnlPct).toBeCloseTo(3 - 0.0812, 9);
    expect(b.fundingPct).toBeNull();
  });

  it('turns a flat trade into a loss and mirrors the short side', () => {
    expect(
      bookTrade({ direction: 'VENDA', entry: 50, exit: 50, feeRate: 0.0004, fundingPct: null }).pnlPct,
    ).toBeCloseTo(-0.08, 9);
    const short = bookTrade({ direction: 'VENDA', entry: 200, exit: 190, feeRate: 0.0004, fundingPct: null });
    expect(short.grossPnlPct).toBeCloseTo(5, 9);
    expect(short.pnlPct).toBeCloseTo(5 - 0.04 * (1 + 0.95), 9);
  });

  it('adds funding received and subtracts funding paid', () => {
    // A positive rate: longs pay, shorts receive.
    expect(fundingPayment('COMPRA', 0.0001)).toBeCloseTo(-0.01, 12);
    expect(fundingPayment('VENDA', 0.0001)).toBeCloseTo(0.01, 12);
    const paid = bookTrade({ direction: 'COMPRA', entry: 100, exit: 100, feeRate: 0, fundingPct: -0.03 });
    expect(paid.pnlPct).toBeCloseTo(-0.03, 9);
    expect(paid.grossPnlPct).toBe(0);
  });

  it('charges the settlements that fall while the trade is open, and only those', () => {
    const h8 = 8 * 3_600_000;
    const f = new FundingSeries([0, h8, 2 * h8, 3 * h8], [0.001, 0.002, 0.003, 0.004]);
    expect(f.between(h8 / 2, 2 * h8 + 1)).toEqual([0.002, 0.003]);
    expect(f.between(h8, 2 * h8)).toEqual([0.003]);
    expect(f.between(3 * h8 + 1, 4 * h8)).toEqual([]);
  });
});
