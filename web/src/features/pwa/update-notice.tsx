import { useUpdateStore } from './update-store';
import './pwa.css';
import { BusyButton } from '@/components/busy-button';

/** spec 003 "New-version notice": update (waiting version takes over, reload after 1 s) or close. */
export function UpdateNotice() {
  const { visible, updating, update, close } = useUpdateStore();
  if (!visible) return null;
  return (
    <div
      className="update-notice"
      role="alertdialog"
      aria-labelledby="update-notice-title"
      aria-describedby="update-notice-text"
      data-testid="update-notice"
    >
      <div className="update-notice__icon" aria-hidden="true">
        ⟳
      </div>
      <div className="update-notice__body">
        <strong id="update-notice-title">Nova versão disponível!</strong>
        <p id="update-notice-text">
          Uma nova versão do Sinais Cripto foi instalada. Atualize para usar as últimas melhorias.
        </p>
      </div>
      <div className="update-notice__actions">
        <BusyButton tone="primary" busy={updating} busyLabel="Atualizando..." onClick={update}>
          Atualizar
        </BusyButton>
        <button
          type="button"
          className="update-notice__close"
          onClick={close}
          aria-label="Fechar aviso de nova versão"
        >
          ×
        </button>
      </div>
    </div>
  );
}
