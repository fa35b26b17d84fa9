/** Statuses stored in English, shown in Portuguese on every admin screen. Unknown values show as they are. */
const LABELS: Record<string, string> = {
  // users
  active: 'ativo',
  inactive: 'inativo',
  blocked: 'bloqueado',
  suspended: 'suspenso',
  // payments and access
  approved: 'aprovado',
  pending: 'pendente',
  in_process: 'em análise',
  rejected: 'recusado',
  refunded: 'reembolsado',
  revoked: 'revogado',
  expired: 'expirado',
  cancelled: 'cancelado',
  // signals
  PENDING: 'pendente',
  CONFIRMED: 'confirmado',
  REJECTED: 'rejeitado',
  OPEN: 'aberto',
  TARGET_HIT: 'alvo atingido',
  STOP_HIT: 'stop atingido',
  EXPIRED: 'expirado',
  // plans
  free: 'gratuito',
  premium: 'premium',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return LABELS[status] ?? status;
}
