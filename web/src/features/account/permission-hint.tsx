import { Alert } from '@/components/alert';
import type { PermissionResult } from '@/lib/notifications';

/** How to let this site notify, said apart from any save result: a blocked permission is not a failed save. */
export function PermissionHint({ permission }: { permission: PermissionResult }) {
  if (permission === 'granted') return null;
  const text =
    permission === 'denied'
      ? 'As notificações deste site estão bloqueadas no navegador. Para receber os alertas, clique no ícone ao lado do endereço (cadeado ou ajustes), abra “Notificações”, escolha “Permitir” e recarregue a página.'
      : permission === 'default'
        ? 'Para receber os alertas fora desta aba, toque em “Ativar notificações” e escolha “Permitir” quando o navegador perguntar.'
        : 'Este navegador não mostra notificações: os alertas aparecem enquanto o painel estiver aberto. No celular, instale o app pela página “Instalar App”.';
  return (
    <div data-testid="permission-hint">
      <Alert tone="info" title="Como receber as notificações">
        {text}
      </Alert>
    </div>
  );
}
