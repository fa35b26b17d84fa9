/**
 * The pt-BR name of every audit action the system writes (Auditoria, admin search). A code without a name here
 * (an older or a new one) is shown as written, never hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'user.login': 'Login de usuário',
  'user.update': 'Usuário alterado',
  'auth.password_reset': 'Senha redefinida',
  'engine.pause': 'Motor pausado',
  'engine.resume': 'Motor retomado',
  'engine.failover': 'Failover do motor',
  'top_pairs.refresh': 'Atualização dos pares TOP',
  'top_pairs.refresh.failed': 'Atualização dos pares TOP falhou',
  'top_pairs.refresh.refused': 'Atualização dos pares TOP recusada',
  'alert.sent': 'Alerta enviado',
  'alert.partial': 'Alerta enviado em parte',
  'alert.failed': 'Alerta não enviado (falha)',
  'alert.suppressed': 'Alerta suprimido',
  'alert.unsent': 'Alerta sem destino',
  'alert.silenced': 'Alerta silenciado (janela de silêncio)',
  'alert.silence.create': 'Silêncio de alertas definido',
  'alert.silence.end': 'Silêncio de alertas encerrado',
  'crm.access.grant': 'Acesso concedido (CRM)',
  'crm.access.revoke': 'Acesso revogado (CRM)',
  'crm.access.revoked': 'Acesso revogado (CRM)',
  'crm.access.reactivated': 'Acesso reativado (CRM)',
  'crm.purchase.approved': 'Compra aprovada (CRM)',
  'crm.purchase.rejected': 'Compra recusada (CRM)',
  'course.lessons_saved': 'Aulas do curso salvas',
  'course_access.granted': 'Acesso ao curso liberado',
  'media.uploaded': 'Mídia enviada',
  'page.saved': 'Página salva',
  'sales_config.updated': 'Configuração de vendas alterada',
  'vsl.config.update': 'Configuração do VSL alterada',
  'payment.created': 'Pagamento criado',
  'payment.updated': 'Pagamento atualizado',
  'payment.refund': 'Estorno',
  'payment.refunded': 'Pagamento estornado',
  'payment.refund_requested': 'Estorno solicitado',
  'payment.charged_back': 'Chargeback',
  'payment.duplicate': 'Pagamento duplicado',
  'payment.amount_mismatch': 'Valor do pagamento divergente',
  'sandbox.chargeback': 'Chargeback simulado (sandbox)',
};

/** "user.login" → "Login de usuário"; an unknown code as written. */
export const auditActionLabel = (code: string): string => AUDIT_ACTION_LABELS[code] ?? code;
