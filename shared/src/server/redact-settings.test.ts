import { describe, expect, it } from 'vitest';
import { redactSettings } from './redact-settings';

describe('redactSettings', () => {
  it('hides secrets and URL credentials, keeps the rest', () => {
    const out = redactSettings({
      JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789',
      DATABASE_URL: 'postgres://sinais:s3nha@postgres:5432/sinais?sslmode=require',
      REDIS_URL: 'redis://:outra-senha@redis:6379',
      ALERT_TELEGRAM_BOT_TOKEN: '123:abc',
      ALERT_WEBHOOK_URL: 'https://hooks.exemplo.com/T000/segredo',
      MP_ACCESS_TOKEN: undefined,
      PORT: 3000,
      ALLOWED_ORIGINS: ['https://a.com', 'https://b.com'],
    });
    expect(out.JWT_SECRET).toBe('definido (oculto)');
    expect(out.ALERT_TELEGRAM_BOT_TOKEN).toBe('definido (oculto)');
    expect(out.ALERT_WEBHOOK_URL).toBe('definido (oculto)');
    expect(out.DATABASE_URL).toBe('postgres://***:***@postgres:5432/sinais');
    expect(out.REDIS_URL).toBe('redis://:***@redis:6379');
    expect(out.MP_ACCESS_TOKEN).toBe('—');
    expect(out.PORT).toBe('3000');
    expect(out.ALLOWED_ORIGINS).toBe('https://a.com, https://b.com');
    expect(JSON.stringify(out)).not.toMatch(/s3nha|outra-senha|segredo|abcdefghij/);
  });
});
