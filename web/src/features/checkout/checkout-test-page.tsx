import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '@/lib/api';
import { CourseCheckout, type LogLevel } from './course-checkout';
import { TestPagesGate } from './test-pages-gate';
import './checkout.css';

interface LogEntry {
  id: number;
  at: Date;
  level: LogLevel;
  text: string;
}

const MAX_LOGS = 20;
let seq = 0;

/** /checkout-transparente-test: live logs (last 20), the config call as a health check, the test course checkout. */
export function CheckoutTestPage() {
  return (
    <TestPagesGate>
      <CheckoutTestPageContent />
    </TestPagesGate>
  );
}

function CheckoutTestPageContent() {
  const [logs, setLogs] = useState<LogEntry[]>([]);

  const log = useCallback((level: LogLevel, text: string) => {
    setLogs((l) => [{ id: ++seq, at: new Date(), level, text }, ...l].slice(0, MAX_LOGS));
  }, []);

  const check = useMutation({
    mutationFn: async () => {
      const r = await callApi(api.payments.config);
      if (!r.config?.public_key) throw new Error('sem chave');
      return r.config;
    },
    onMutate: () => log('info', 'GET /api/payments/config ...'),
    onSuccess: (config) =>
      log(
        'success',
        `Configuração OK: modo ${config.mode}, chave pública ${config.public_key.slice(0, 12)}…`,
      ),
    onError: () => log('error', 'Erro ao configurar sistema de pagamento'),
  });
  const { mutate: runCheck } = check;
  useEffect(() => runCheck(), [runCheck]);
  const health = check.isSuccess ? 'ok' : check.isError ? 'fail' : 'checking';
  const mode = check.data?.mode ?? null;

  return (
    <div className="page co-page">
      <section className="co-hero">
        <p className="co-hero__eyebrow">Diagnóstico</p>
        <h1>Teste do Checkout Transparente</h1>
        <p>Curso de teste (R$ 97,00) para validar o fluxo de pagamento de ponta a ponta.</p>
      </section>
      <div className="co-layout">
        <CourseCheckout courseId="test_checkout_transparente" onLog={log} />
        <aside className="co-aside">
          <div className="co-panel">
            <h3>Saúde do sistema de pagamento</h3>
            <div className="co-health" role="status">
              <span
                className={`co-health__dot${health === 'ok' ? ' co-health__dot--ok' : health === 'fail' ? ' co-health__dot--fail' : ''}`}
              />
              {health === 'checking'
                ? 'Verificando...'
                : health === 'ok'
                  ? `Online (${mode === 'sandbox' ? 'ambiente de teste' : 'Mercado Pago'})`
                  : 'Indisponível'}
            </div>
            <div className="co-row" style={{ marginTop: 12 }}>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => check.mutate()}>
                Verificar novamente
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setLogs([])}>
                Limpar logs
              </button>
            </div>
          </div>
          <div className="co-panel">
            <h3>Logs ao vivo (últimos {MAX_LOGS})</h3>
            <ol className="co-logs" aria-live="polite" aria-label="Logs do checkout">
              {logs.length === 0 ? <li className="co-log">Nenhum evento ainda.</li> : null}
              {logs.map((l) => (
                <li key={l.id} className={`co-log co-log--${l.level}`}>
                  <time dateTime={l.at.toISOString()}>
                    {l.at.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' })}
                  </time>
                  {l.text}
                </li>
              ))}
            </ol>
          </div>
        </aside>
      </div>
    </div>
  );
}
