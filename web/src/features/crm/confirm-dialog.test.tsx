import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  title: 'Excluir lead?',
  message: 'Não dá para desfazer.',
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
};

describe('ConfirmDialog', () => {
  it('starts a destructive action on "Cancelar", so Enter does not destroy', () => {
    render(<ConfirmDialog {...props} confirmLabel="Excluir" danger />);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('starts any other action on the confirmation', () => {
    render(<ConfirmDialog {...props} confirmLabel="Aprovar" />);
    expect(screen.getByRole('button', { name: 'Aprovar' })).toHaveFocus();
  });
});
