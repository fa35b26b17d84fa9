import { useState } from 'react';
import { Alert } from '@/components/alert';
import { EXPERIMENTAL_LABEL } from '@/components/experimental-badge';
import { saveExperimentalOptIn, useExperimentalOptIn } from '@/lib/experimental-opt-in';

/** "Ver sinais experimentais": off by default; saved per account, applied at once (the live socket follows). */
export function ExperimentalPanel() {
  const q = useExperimentalOptIn();
  // The value being saved shows at once; the stored one once the server answered.
  const [pending, setPending] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const toggle = async (enabled: boolean) => {
    setPending(enabled);
    setMessage(null);
    try {
      await saveExperimentalOptIn(enabled);
      setMessage({
        tone: 'success',
        text: enabled
          ? 'Sinais experimentais ativados: eles aparecem no dashboard numa seção à parte.'
          : 'Sinais experimentais desativados: eles saíram do seu dashboard.',
      });
    } catch (err) {
      setMessage({ tone: 'error', text: `Não foi possível salvar: ${(err as Error).message}` });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="panel" data-testid="experimental-panel">
      <h2>Sinais experimentais</h2>
      <p className="muted">
        O portão de estratégias só publica as estratégias que superam entradas aleatórias nos dados recentes.
        Os sinais das outras continuam sendo gerados como experimentais: não foram aprovados e podem dar
        prejuízo. Ativando, você os vê no dashboard numa seção própria, cada um marcado “{EXPERIMENTAL_LABEL}
        ”, com um histórico separado. Eles nunca entram no histórico publicado, nas estatísticas, nos
        contadores nem nos alertas (push e Telegram).
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <label className="switch">
        <input
          type="checkbox"
          data-testid="experimental-toggle"
          checked={pending ?? q.data?.enabled ?? false}
          disabled={pending !== null || !q.data}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span>Ver sinais experimentais</span>
      </label>
      {q.isError ? (
        <p className="muted" role="alert">
          Não foi possível ler esta opção: {(q.error as Error).message}
        </p>
      ) : null}
    </div>
  );
}
