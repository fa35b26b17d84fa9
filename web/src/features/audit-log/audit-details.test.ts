import { describe, expect, it } from 'vitest';
import { auditValue } from './audit-details';

describe('audit details in Brazilian formats', () => {
  it('shows values, not JSON', () => {
    expect(auditValue(true)).toBe('sim');
    expect(auditValue(false)).toBe('não');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(1234.5)).toBe('1.234,50');
    expect(auditValue(42)).toBe('42');
    expect(auditValue('2026-11-25T17:30:05.000Z')).toBe('25/11/2026, 14:30:05');
    expect(auditValue(['webhook', 'telegram'])).toBe('webhook, telegram');
    expect(auditValue({ user_id: 'u1', automatic: true })).toBe('Usuário: u1 · Automático: sim');
    expect(auditValue({ retry_after_s: 30 })).toBe('Tentar de novo em (s): 30');
    // Alert details in Portuguese (issue 29 §8: no "Key", "Severity", "Heartbeat age ms").
    expect(auditValue({ key: 'engine_down', severity: 'critical', heartbeat_age_ms: 17907 })).toBe(
      'Chave: engine_down · Gravidade: critical · Idade do heartbeat (ms): 17.907',
    );
  });
});
