import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('ErrorBoundary', () => {
  // React and the boundary report the caught error on the console; the test reads the screen instead.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Conteúdo da página</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a page that throws with an alert and a way to reload', () => {
    render(
      <ErrorBoundary>
        <Broken message="Cannot read properties of undefined" />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    expect(alert).toHaveTextContent('Ocorreu um erro inesperado ao exibir esta página.');
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
  });

  it('says the page could not be downloaded when a lazy chunk failed', () => {
    render(
      <ErrorBoundary>
        <Broken message="Failed to fetch dynamically imported module: /assets/crm-page.js" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta página. Verifique sua conexão ou se há uma nova versão do app.',
    );
  });

  it('recovers when the reset key changes (navigating to another page)', () => {
    const page = (path: string, broken: boolean) => (
      <ErrorBoundary resetKey={path}>
        {broken ? <Broken message="boom" /> : <p>Página {path}</p>}
      </ErrorBoundary>
    );
    const { rerender } = render(page('/crm', true));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(page('/crm', false));
    // Same page: the error stays until the user leaves it.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(page('/dashboard', false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Página /dashboard')).toBeInTheDocument();
  });
});
