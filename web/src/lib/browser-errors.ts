import { HttpError } from './http';

/**
 * Browser APIs (Push, Notifications, service workers, clipboard) fail with English text such as "Registration
 * failed - permission denied". A member reads Portuguese: known failures by name or wording, anything else as a
 * generic sentence. Our server's messages (HttpError) are Portuguese already and pass through.
 */
const RULES: readonly [RegExp, string][] = [
  [
    /permission denied|NotAllowedError|not allowed|denied/i,
    'a permissão de notificação foi negada neste navegador',
  ],
  [
    /push service (error|not available)|AbortError|registration failed/i,
    'o serviço de push do navegador recusou o registro; tente de novo mais tarde',
  ],
  [/NotSupportedError|not supported|unsupported/i, 'este navegador não oferece esse recurso'],
  [/SecurityError|insecure|secure context/i, 'o navegador só permite isso em um endereço seguro (https)'],
  [/QuotaExceededError|quota/i, 'o armazenamento do navegador está cheio'],
  [
    /InvalidStateError|invalid state/i,
    'o navegador ainda está preparando o aplicativo; recarregue a página e tente de novo',
  ],
  [/Failed to fetch|NetworkError|network/i, 'sem conexão com o servidor'],
  [/timeout|timed out/i, 'o navegador demorou demais para responder'],
];

export const GENERIC_BROWSER_ERROR = 'o navegador não conseguiu concluir a operação';

export function browserErrorText(err: unknown): string {
  if (err instanceof HttpError) return err.message;
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  const message = err instanceof Error || err instanceof DOMException ? err.message : String(err ?? '');
  const text = `${name} ${message}`;
  return RULES.find(([re]) => re.test(text))?.[1] ?? GENERIC_BROWSER_ERROR;
}
