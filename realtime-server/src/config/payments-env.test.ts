import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@sinais/shared/server';
import { loadGatewayConfig } from './env';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-pay-')) });
const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://app.exemplo.com.br' };
const mp = {
  MP_ACCESS_TOKEN: 'APP_USR-123456789',
  MP_PUBLIC_KEY: 'APP_USR-public-key',
  MP_WEBHOOK_SECRET: 'segredo-webhook',
};

describe('payments config', () => {
  it('uses the sandbox without credentials and Mercado Pago with all three', () => {
    expect(loadGatewayConfig(base()).paymentsMode).toBe('sandbox');
    expect(loadGatewayConfig({ ...base(), ...mp }).paymentsMode).toBe('mercadopago');
    expect(loadGatewayConfig({ ...base(), MP_WEBHOOK_SECRET: 'segredo-webhook' }).paymentsMode).toBe(
      'sandbox',
    );
  });

  it('refuses to start production with the sandbox', () => {
    expect(() => loadGatewayConfig({ ...base(), ...prod })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ ...base(), ...prod })).toThrow(/PAYMENTS_PROVIDER:/);
    expect(() => loadGatewayConfig({ ...base(), ...prod, PAYMENTS_PROVIDER: 'sandbox', ...mp })).toThrow(
      /PAYMENTS_PROVIDER:/,
    );
    expect(loadGatewayConfig({ ...base(), ...prod, ...mp }).paymentsMode).toBe('mercadopago');
    expect(loadGatewayConfig({ ...base(), ...prod, PAYMENTS_PROVIDER: 'disabled' }).paymentsMode).toBe(
      'disabled',
    );
  });

  it('requires every credential when Mercado Pago is forced', () => {
    expect(() =>
      loadGatewayConfig({
        ...base(),
        PAYMENTS_PROVIDER: 'mercadopago',
        MP_ACCESS_TOKEN: 'APP_USR-123456789',
      }),
    ).toThrow(/MP_ACCESS_TOKEN:/);
  });
});
