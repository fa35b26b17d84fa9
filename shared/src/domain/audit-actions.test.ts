import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions';

/** The actions the system writes (grep "action:" and audit(db, …) in realtime-server, engine and shared/server). */
const WRITTEN = [
  'engine.pause',
  'engine.resume',
  'engine.failover',
  'top_pairs.refresh',
  'top_pairs.refresh.failed',
  'top_pairs.refresh.refused',
  'alert.sent',
  'alert.partial',
  'alert.failed',
  'alert.suppressed',
  'alert.unsent',
  'alert.silenced',
  'alert.silence.create',
  'alert.silence.end',
  'crm.access.revoked',
  'crm.access.reactivated',
  'crm.purchase.approved',
  'crm.purchase.rejected',
  'course.lessons_saved',
  'course_access.granted',
  'media.uploaded',
  'page.saved',
  'sales_config.updated',
  'payment.created',
  'payment.updated',
  'payment.refunded',
  'payment.refund_requested',
  'payment.charged_back',
  'payment.duplicate',
  'payment.amount_mismatch',
  'sandbox.chargeback',
];

describe('audit action labels (Auditoria in Portuguese)', () => {
  it('names user.login and every action the system writes in pt-BR', () => {
    expect(auditActionLabel('user.login')).toBe('Login de usuário');
    for (const code of WRITTEN) expect(auditActionLabel(code), code).not.toBe(code);
  });

  it('shows an unknown code as written', () => {
    expect(auditActionLabel('novo.evento_x')).toBe('novo.evento_x');
  });
});
