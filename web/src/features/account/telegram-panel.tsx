import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatTime, type TelegramLinkCode } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { api, invalidateApi, useApiMutation, useApiQuery } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { isLiveCode, readTelegramCode, writeTelegramCode } from './telegram-code-cache';

/**
 * The link code on screen: the one just generated or the one this browser kept, until it expires, is spent, or is
 * replaced by a newer one (the server's status says which code is live).
 */
function useShownCode(
  userId: string,
  server: { codeExpiresAt: string | null; linked: boolean } | undefined,
  answeredAt: number,
) {
  // keptAt: when this code was put on screen (0 for the one read back); only a later answer may drop it.
  const [shown, setShown] = useState(() => ({ code: readTelegramCode(userId), keptAt: 0 }));
  const keep = (code: TelegramLinkCode | null) => {
    writeTelegramCode(userId, code);
    setShown({ code, keptAt: Date.now() });
  };
  const code = shown.code;
  // A code the server no longer has (spent, replaced on another device, the chat linked) is forgotten.
  const stale =
    code !== null &&
    server !== undefined &&
    answeredAt > shown.keptAt &&
    (server.linked || !isLiveCode(code, server.codeExpiresAt));
  useEffect(() => {
    if (!code) return;
    const forget = () => {
      writeTelegramCode(userId, null);
      setShown({ code: null, keptAt: Date.now() });
    };
    if (stale) {
      forget();
      return;
    }
    // And at its expiry, on screen too.
    const timer = setTimeout(forget, Math.max(0, Date.parse(code.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [code, stale, userId]);
  return [stale ? null : code, keep] as const;
}

/** Telegram alerts: shown only when the server has a bot; linking is a one-time code sent to the bot. */
export function TelegramPanel() {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const status = useApiQuery(api.alerts.telegramLink, undefined, { select: (r) => r.data });
  const [shown, keepCode] = useShownCode(userId, status.data, status.dataUpdatedAt);
  const code = useApiMutation(api.alerts.telegramLinkCode, {
    onSuccess: (r) => {
      keepCode(r.data);
      return invalidateApi(client, api.alerts.telegramLink);
    },
  });
  const unlink = useApiMutation(api.alerts.telegramUnlink, {
    // The code that linked this chat is spent: unlinked, the panel starts over from "Vincular Telegram".
    onSuccess: () => {
      keepCode(null);
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
          {shown ? (
            <div data-testid="telegram-code">
              <Alert tone="info" title={`Seu código: ${shown.code}`}>
                Envie <strong>/start {shown.code}</strong> para {bot}. Válido até{' '}
                <strong data-testid="telegram-code-expiry">{formatTime(shown.expiresAt, false)}</strong>.{' '}
                {shown.link ? (
                  <a href={shown.link} target="_blank" rel="noreferrer">
                    Abrir no Telegram
                  </a>
                ) : null}
              </Alert>
            </div>
          ) : null}
          {code.isError ? <Alert tone="error">{(code.error as Error).message}</Alert> : null}
          {checked === 'not_yet' && shown ? (
            <Alert tone="warning">
              Ainda não recebemos o código. Envie /start {shown.code} para {bot} e toque em “Já enviei” de
              novo.
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
              {shown ? 'Gerar outro código' : 'Vincular Telegram'}
            </button>
            {shown ? (
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
