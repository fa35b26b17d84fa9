import { HttpError } from '@/lib/http';

export type PageState = 'checking' | 'anonymous' | 'forbidden' | 'loading' | 'error' | 'content';

/** spec 003 §8 texts. */
export function loadError(err: unknown): { state: PageState; message: string } {
  if (err instanceof HttpError) {
    if (err.status === 401) return { state: 'anonymous', message: 'Não autorizado - faça login novamente' };
    if (err.status === 403)
      return { state: 'forbidden', message: 'Acesso negado - privilégios de admin necessários' };
    if (err.status === 0) return { state: 'error', message: 'Erro ao carregar sinais: Falha na conexão' };
    return { state: 'error', message: `Erro ao carregar sinais: Erro HTTP: ${err.status}` };
  }
  return {
    state: 'error',
    message: `Erro ao carregar sinais: ${(err as Error).message || 'Erro desconhecido'}`,
  };
}
