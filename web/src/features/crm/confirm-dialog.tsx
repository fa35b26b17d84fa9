import { ModalDialog } from '@/components/modal-dialog/modal-dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A second way out offered beside the confirmation (e.g. reject a duplicate instead of approving it). */
  alternative?: { label: string; onClick: () => void };
}

/** A modal confirmation (native <dialog>): every CRM action asks before acting. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
  alternative,
}: ConfirmDialogProps) {
  return (
    <ModalDialog className="crm-dialog" titleId="crm-dialog-title" onCancel={onCancel}>
      <h2 id="crm-dialog-title">{title}</h2>
      <p className="crm-dialog__message">{message}</p>
      <div className="dialog__actions">
        {/* A destructive action starts on the way out, any other on the confirmation (Enter confirms). */}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={onCancel}
          disabled={busy}
          data-autofocus={danger ? '' : undefined}
        >
          Cancelar
        </button>
        {alternative ? (
          <button type="button" className="btn btn--ghost" onClick={alternative.onClick} disabled={busy}>
            {alternative.label}
          </button>
        ) : null}
        <button
          type="button"
          className={`btn ${danger ? 'crm-btn-danger' : 'btn--primary'}`}
          onClick={onConfirm}
          disabled={busy}
          data-autofocus={danger ? undefined : ''}
        >
          {busy ? 'Processando...' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
