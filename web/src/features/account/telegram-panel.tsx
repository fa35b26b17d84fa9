import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatTime, telegramLinkCodeSchema, telegramLinkStatusSchema } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { http } from '@/lib/http';
import { withQueryClient } from '@/lib/query-client';

const KEY = ['telegram-link'];

/** Telegram alerts: shown only when the server has a bot; linking is a one-time code sent to the bot. */
function TelegramPanelInner() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      telegramLinkStatusSchema.parse((await http<{ data: unknown }>('/api/telegram/link')).data),
  });
  const code = useMutation({
    mutationFn: async () =>
      telegramLinkCodeSchema.parse(
        (await http<{ data: unknown }>('/api/telegram/link-code', { method: 'POST' })).data,
      ),
  });
  const unlink = useMutation({
    mutationFn: () => http('/api/telegram/link', { method: 'DELETE' }),
    // The code that linked this chat is spent: unlinked, the panel starts over from "Vincular Telegram".
    onSuccess: () => {
      code.reset();
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
  const s = status.data;
  if (!s?.available) return null;
  const bot = s.botUsername ? `@${s.botUsername}` : 'o bot do Sinais Cripto';

  return (
    <div className="panel" data-testid="telegram-panel">
      <h2>Telegram</h2>
      {s.linked ? (
        <>
          <p className="muted">
            Vinculado: os sinais confirmados que combinam com as suas preferências chegam no seu Telegram.
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            Desvincular Telegram
          </button>
        </>
      ) : (
        <>
          <p className="muted">Receba os sinais confirmados também no Telegram.</p>
          {code.data ? (
            <Alert tone="info" title={`Seu código: ${code.data.code}`}>
              Envie <strong>/start {code.data.code}</strong> para {bot} até{' '}
              {formatTime(code.data.expiresAt, false)}.{' '}
              {code.data.link ? (
                <a href={code.data.link} target="_blank" rel="noreferrer">
                  Abrir no Telegram
                </a>
              ) : null}
            </Alert>
          ) : null}
          {code.isError ? <Alert tone="error">{(code.error as Error).message}</Alert> : null}
          <div className="check-grid">
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={code.isPending}
              onClick={() => code.mutate()}
            >
              {code.data ? 'Gerar outro código' : 'Vincular Telegram'}
            </button>
            {code.data ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void client.invalidateQueries({ queryKey: KEY })}
              >
                Já enviei
              </button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

export const TelegramPanel = withQueryClient(TelegramPanelInner);
