import { useEffect } from 'react';

export const APP_NAME = 'Sinais Cripto';

export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} · ${APP_NAME}` : `${APP_NAME}: sinais de trading de criptomoedas`;
}

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
