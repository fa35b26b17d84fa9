import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

/** A caller as the app writes them: the dialog lives while it is rendered; Escape or "Cancelar" unrender it. */
function PauseFlow({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  const cancel = () => {
    onCancel();
    setOpen(false);
  };
  return open ? (
    <ModalDialog className="pause-dialog" titleId="pause-title" onCancel={cancel} testId="pause-dialog">
      <h2 id="pause-title">Pausar o motor?</h2>
      <button type="button" onClick={cancel}>
        Cancelar
      </button>
      <button type="button">Pausar</button>
    </ModalDialog>
  ) : (
    <p>Fechado</p>
  );
}

describe('ModalDialog', () => {
  it('opens as a modal dialog named by its heading, with the focus inside it', () => {
    render(<PauseFlow onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Pausar o motor?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveClass('dialog', 'pause-dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('starts the focus on the child marked data-autofocus, not on the first button', () => {
    render(
      <ModalDialog className="x" titleId="t" onCancel={vi.fn()}>
        <h2 id="t">Pausar o motor?</h2>
        <button type="button">Cancelar</button>
        <textarea aria-label="Motivo" data-autofocus />
      </ModalDialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveFocus();
  });

  it('asks the caller to close on Escape instead of closing behind its back', async () => {
    const onCancel = vi.fn();
    let keptOpenByDialog: boolean | null = null;
    function Spy() {
      return (
        <ModalDialog
          className="x"
          titleId="t"
          onCancel={() => {
            onCancel();
            keptOpenByDialog = screen.getByRole('dialog').hasAttribute('open');
          }}
        >
          <h2 id="t">Confirmar</h2>
          <button type="button">Ok</button>
        </ModalDialog>
      );
    }
    render(<Spy />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The native dialog did not close itself: it stays until the caller stops rendering it.
    expect(screen.getByRole('dialog', { name: 'Confirmar' })).toHaveAttribute('open');
    expect(keptOpenByDialog).toBe(true);
  });

  it('is gone once the caller closes it, by Escape or by its Cancelar button', async () => {
    const onCancel = vi.fn();
    const { unmount } = render(<PauseFlow onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Fechado')).toBeInTheDocument();
    unmount();

    render(<PauseFlow onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
