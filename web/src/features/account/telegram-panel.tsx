import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { api, invalidateApi, useApiMutation, useApiQuery } from '@/lib/api';

/** Telegram alerts: shown only when the server has a bot; linking is a one-time code sent to the bot. */
export function TelegramPanel() {
  const client = useQueryClient();
  const status = useApiQuery(api.alerts.telegramLink, undefined, { select: (r) => r.data });
  const code = useApiMutation(api.alerts.telegramLinkCode);
  const unlink = useApiMutation(api.alerts.telegramUnlink, {
    // The code that linked this chat is spent: unlinked, the panel starts over from "Vincular Telegram".
    onSuccess: () => {
      code.reset();
      return invalidateApi(client, api.alerts.telegramLink);
    },
  });
  // "Já enviei" asks the server again and always says what it found.
  const [checked, setChecked] = useState<'linked' | 'not_yet' | 'failed' | null>(null);
  const check = useMutation({
    mutationFn: async () => (await status.refetch({ throwOnError: true })).data,
    onSuccess: (d) => setChecked(d?.linked ? 'linked' : 'not_yet'),
    onError: () => setChecked('failed'),
  });
  /** Forgets what the last "Já enviei" found, then asks the server (unlink, or a new code). */
  const restart = (m: typeof code | typeof unlink) => () => {
    setChecked(null);
    m.mutate({});
  };
  const s = status.data;
  if (!s?.available) return null;
  const bot = s.botUsername ? `@${s.botUsername}` : 'o bot do Sinais Cripto';

  return (
    <div className="panel" data-testid="telegram-panel">
      <h2>Telegram</h2>
      {s.linked && checked === 'linked' ? (
        <Alert tone="success">Telegram vinculado! Os próximos sinais confirmados chegam lá.</Alert>
      ) : null}
      {s.linked ? (
        <>
          <p className="muted">
            Vinculado: os sinais confirmados que combinam com as suas preferências chegam no seu Telegram.
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={unlink.isPending}
            onClick={restart(unlink)}
          >
            Desvincular Telegram
          </button>
        </>
      ) : (
        <>
          <p className="muted">Receba os sinais confirmados também no Telegram.</p>
          {code.data ? (
            <Alert tone="info" title={`Seu código: ${code.data.data.code}`}>
              Envie <strong>/start {code.data.data.code}</strong> para {bot} até{' '}
              {formatTime(code.data.data.expiresAt, false)}.{' '}
              {code.data.data.link ? (
                <a href={code.data.data.link} target="_blank" rel="noreferrer">
                  Abrir no Telegram
                </a>
              ) : null}
            </Alert>
          ) : null}
          {code.isError ? <Alert tone="error">{(code.error as Error).message}</Alert> : null}
          {checked === 'not_yet' && code.data ? (
            <Alert tone="warning">
              Ainda não recebemos o código. Envie /start {code.data.data.code} para {bot} e toque em “Já
              enviei” de novo.
            </Alert>
          ) : null}
          {checked === 'failed' ? (
            <Alert tone="error">Não foi possível verificar agora. Tente de novo em instantes.</Alert>
          ) : null}
          <div className="check-grid">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={code.isPending}
              onClick={restart(code)}
            >
              {code.data ? 'Gerar outro código' : 'Vincular Telegram'}
            </button>
            {code.data ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={check.isPending}
                onClick={() => check.mutate()}
              >
                {check.isPending ? 'Verificando...' : 'Já enviei'}
              </button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
