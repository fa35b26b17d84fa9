import { describe, expect, it } from 'vitest';
import '../schemas/zod-locale';
import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  matchesAlertPreferences,
  profileUpdateSchema,
} from './member';

describe('alert preferences', () => {
  it('default to every class and direction, and match by class and direction', () => {
    expect(DEFAULT_ALERT_PREFERENCES).toEqual({
      enabled: true,
      classes: ['PREMIUM+', 'ELITE', 'ELITE+'],
      directions: ['COMPRA', 'VENDA'],
      sound: false,
    });
    const prefs = alertPreferencesSchema.parse({ classes: ['ELITE+'], directions: ['VENDA'] });
    expect(matchesAlertPreferences(prefs, { signal_class: 'ELITE+', direction: 'VENDA' })).toBe(true);
    expect(matchesAlertPreferences(prefs, { signal_class: 'ELITE', direction: 'VENDA' })).toBe(false);
    expect(matchesAlertPreferences(prefs, { signal_class: 'ELITE+', direction: 'COMPRA' })).toBe(false);
    expect(
      matchesAlertPreferences({ ...prefs, enabled: false }, { signal_class: 'ELITE+', direction: 'VENDA' }),
    ).toBe(false);
    expect(alertPreferencesSchema.safeParse({ classes: ['GOLD'] }).success).toBe(false);
  });
});

describe('profile form', () => {
  it('requires nome, email and senha, with Portuguese messages', () => {
    const r = profileUpdateSchema.safeParse({ nome: ' ', email: 'a@b.co', senha: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Informe seu nome.');
    expect(
      profileUpdateSchema.safeParse({ nome: 'Ana', email: 'nao-e-email', senha: 'x' }).error?.issues[0]
        ?.message,
    ).toBe('E-mail inválido.');
    expect(profileUpdateSchema.safeParse({ nome: 'Ana', email: 'a@b.co' }).error?.issues[0]?.message).toBe(
      'Informe sua senha para confirmar.',
    );
    const ok = profileUpdateSchema.parse({ nome: 'Ana', email: 'A@B.CO', senha: 'x' });
    expect(ok).toMatchObject({
      email: 'a@b.co',
      perfilFinanceiro: 'moderado',
      interesses: [],
      objetivos: '',
      nomePreferido: '',
    });
  });
});
