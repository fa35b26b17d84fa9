import { Fragment } from 'react';
import { formatDateTime, formatNumber } from '@/lib/format';

/** Names of the detail keys the server writes (admin commands, alerts, payments, engine). */
const LABELS: Record<string, string> = {
  reason: 'Motivo',
  actor: 'Autor',
  paused: 'Pausado',
  paused_by: 'Pausado por',
  automatic: 'Automático',
  since: 'Desde',
  until: 'Até',
  duration_minutes: 'Duração (min)',
  version: 'Versão',
  expected_version: 'Versão esperada',
  error: 'Erro',
  retry_after_s: 'Tentar de novo em (s)',
  status: 'Status',
  score: 'Pontuação',
  path: 'Caminho',
  instance_id: 'Instância do motor',
  from: 'De',
  to: 'Para',
  last_seen: 'Visto por último',
  size: 'Tamanho (bytes)',
  content_type: 'Tipo de arquivo',
  purchase_id: 'Compra',
  course_id: 'Curso',
  user_id: 'Usuário',
  previous_status: 'Status anterior',
  revoked: 'Acesso revogado',
  amount_cents: 'Valor (centavos)',
  payment_id: 'Pagamento',
  provider: 'Provedor',
  ab_enabled: 'Teste A/B ligado',
  delay: 'Atraso',
  kind: 'Tipo',
  channel: 'Canal',
  channels: 'Canais',
  message: 'Mensagem',
  key: 'Chave',
  severity: 'Gravidade',
  title: 'Título',
  why: 'Motivo',
  heartbeat_age_ms: 'Idade do heartbeat (ms)',
  outcome: 'Resultado',
  failed: 'Falharam',
  sent: 'Enviado a',
  host: 'Servidor',
  build: 'Versão',
  previous: 'Anterior',
  next: 'Seguinte',
  instance: 'Instância',
  gap_ms: 'Intervalo (ms)',
  count: 'Quantidade',
  target: 'Alvo',
  email: 'E-mail',
  ip: 'IP',
  ends_at: 'Termina em',
  starts_at: 'Começa em',
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A key without a name of its own is shown as written ("retry_after_s"): never an English-looking guess. */
const labelOf = (key: string) => LABELS[key] ?? key;

/** One value in Brazilian formats: yes/no, decimal comma, dd/mm/aaaa hh:mm:ss, nested objects flattened. */
export function auditValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'sim' : 'não';
  if (typeof v === 'number') return formatNumber(v, Number.isInteger(v) ? 0 : 2);
  if (typeof v === 'string') return ISO.test(v) ? formatDateTime(v, true) : v;
  if (Array.isArray(v)) return v.length ? v.map(auditValue).join(', ') : '—';
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${labelOf(k)}: ${auditValue(x)}`)
      .join(' · ');
  return String(v);
}

/** An audit row's details as labelled lines instead of raw JSON. */
export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="ac-kv ac-audit-details" data-testid="audit-details">
      {entries.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{labelOf(k)}</dt>
          <dd>{auditValue(v)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
