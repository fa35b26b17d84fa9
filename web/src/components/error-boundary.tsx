import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing this value clears the error (the layout passes the path so navigating away recovers). */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erro na interface', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunkFailed = /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(
      this.state.error.message,
    );
    return (
      <div className="card error-panel" role="alert">
        <h2>Algo deu errado</h2>
        <p>
          {chunkFailed
            ? 'Não foi possível carregar esta página. Verifique sua conexão ou se há uma nova versão do app.'
            : 'Ocorreu um erro inesperado ao exibir esta página.'}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Recarregar página
        </button>
      </div>
    );
  }
}
