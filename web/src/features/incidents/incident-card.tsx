import type { Incident } from '@sinais/shared';
import { formatElapsed } from '@sinais/shared';
import { Badge, type Tone } from '@/components/admin/console';
import { formatDateTime } from '@/lib/format';

const CAUSE: Record<Incident['causa'], { text: string; tone: Tone }> = {
  motor_fora: { text: 'Motor de análise fora do ar', tone: 'red' },
  pausa: { text: 'Motor pausado pelo operador', tone: 'amber' },
  verificacao: { text: 'Verificação das regras falhou', tone: 'amber' },
};

const OUTCOME: Record<Incident['alertas'][number]['resultado'], string> = {
  enviado: 'enviado',
  parcial: 'entregue em parte',
  falhou: 'falhou',
  sem_destino: 'sem destino configurado',
};

const ruleName = (key: string) => key.replace(/^regra_(\d)_.*/, 'Regra $1');

/** One incident: when, how long, why, the rules it hit and the alerts that went out. */
export function IncidentCard({ incident: i }: { incident: Incident }) {
  const open = i.fim === null;
  return (
    <li className="ac-card" data-testid="incident" data-cause={i.causa} data-open={open}>
      <div className="ac-card__head">
        <Badge tone={CAUSE[i.causa].tone}>{CAUSE[i.causa].text}</Badge>
        {open ? <Badge tone="red">EM CURSO</Badge> : null}
      </div>
      <dl className="ac-card__grid incident-times">
        <div>
          <dt>Início</dt>
          <dd>{formatDateTime(i.inicio, true)}</dd>
        </div>
        <div>
          <dt>Fim</dt>
          <dd>{i.fim ? formatDateTime(i.fim, true) : 'em curso'}</dd>
        </div>
        <div>
          <dt>Duração</dt>
          <dd data-testid="incident-duration">
            {formatElapsed(i.duracao_s * 1000)}
            {open ? ' até agora' : ''}
          </dd>
        </div>
      </dl>
      <p className="incident-line">
        <span className="ac-muted">Regras afetadas: </span>
        {i.regras.map((r) => `${ruleName(r.regra)} (${r.titulo})`).join(' · ')}
      </p>
      <p className="incident-line" data-testid="incident-alerts">
        <span className="ac-muted">Alertas: </span>
        {i.alertas.length === 0
          ? 'nenhum alerta saiu durante este incidente'
          : i.alertas
              .map((a) => `${a.titulo} às ${formatDateTime(a.em, true)} (${OUTCOME[a.resultado]})`)
              .join(' · ')}
      </p>
    </li>
  );
}
