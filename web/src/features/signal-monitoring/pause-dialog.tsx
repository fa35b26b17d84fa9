import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ModalDialog } from '@/components/modal-dialog/modal-dialog';
import { ErrorNote } from '@/components/error-note';
import { Select } from '@/components/select/select';
import { durationOptions } from '@/lib/duration-options';

/** Timed pauses the admin can pick ("pausar por 1 h"); "" is a pause until someone resumes. */
const DURATIONS = [{ value: '', label: 'Até retomar manualmente' }, ...durationOptions([15, 60, 240, 1440])];

interface Props {
  mode: 'pause' | 'resume';
  onCancel: () => void;
  /** Rejects when the server refused: the dialog stays open (unless the caller closes it) and shows nothing itself. */
  onConfirm: (body: { reason?: string; duration_minutes?: number }) => Promise<void>;
}

/**
 * Pausing stops everything that reaches members, so it asks why (stored and audited) and for how long,
 * then for a confirmation. Resuming asks for a confirmation too.
 */
export function PauseDialog({ mode, onCancel, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The caller says a refusal (and closes the dialog on success): nothing to show here but the wait.
  const confirm = useMutation({ mutationFn: onConfirm, onError: () => undefined });
  const busy = confirm.isPending;

  const submit = () => {
    if (mode === 'pause' && reason.trim().length < 3) {
      setError('Informe o motivo da pausa (pelo menos 3 caracteres).');
      return;
    }
    setError(null);
    confirm.mutate(
      mode === 'pause'
        ? { reason: reason.trim(), ...(duration ? { duration_minutes: Number(duration) } : {}) }
        : reason.trim()
          ? { reason: reason.trim() }
          : {},
    );
  };

  return (
    <ModalDialog className="ac-dialog" titleId="pause-dialog-title" onCancel={onCancel} testId="pause-dialog">
      <h2 id="pause-dialog-title">{mode === 'pause' ? 'Pausar o motor?' : 'Retomar o motor?'}</h2>
      <p>
        {mode === 'pause'
          ? 'Com o motor pausado, nenhum sinal novo nem confirmação chega aos membros. Sinais pendentes cuja janela terminar durante a pausa são rejeitados; operações já abertas seguem acompanhadas até o alvo, o stop ou a expiração. A pausa fica gravada e vale para qualquer motor que assumir.'
          : 'O motor volta a analisar os pares e a enviar sinais confirmados aos membros.'}
      </p>
      <label>
        {mode === 'pause' ? 'Motivo (obrigatório)' : 'Observação (opcional)'}
        <textarea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={mode === 'pause' ? 'Ex.: volatilidade extrema no BTC após notícia do FED' : ''}
          data-autofocus
        />
      </label>
      {mode === 'pause' ? (
        <label>
          Duração
          <Select value={duration} onChange={setDuration} options={DURATIONS} />
        </label>
      ) : null}
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="button" className="btn btn--primary" onClick={submit} disabled={busy}>
          {busy ? 'Enviando...' : mode === 'pause' ? 'Confirmar pausa' : 'Confirmar retomada'}
        </button>
      </div>
    </ModalDialog>
  );
}
