import { useEffect, useState } from 'react';
import { Icon, type IconName } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { captureInstallPrompt, useInstallStore } from '@/lib/install-prompt';
import {
  APP_SIZE_CLAIM,
  APP_VERSION,
  BANNER_DELAY_MS,
  BANNER_DURATION_MS,
  bannerVisible,
  DIALOG_DELAY_MS,
  DIALOG_DISMISSED_KEY,
} from './install-timing';
import '@/styles/member-area.css';
import './install.css';

const FEATURES = [
  {
    icon: 'bolt' as IconName,
    title: 'Sinais na hora',
    text: 'Receba cada sinal confirmado no instante em que ele sai, com alerta no celular.',
  },
  {
    icon: 'offline' as IconName,
    title: 'Funciona offline',
    text: 'O app abre mesmo sem conexão e mostra os últimos dados carregados.',
  },
  {
    icon: 'shield' as IconName,
    title: 'Seguro e leve',
    text: `Sem loja de aplicativos, sem permissões extras: ${APP_SIZE_CLAIM}.`,
  },
];

function dismissed(): boolean {
  try {
    return localStorage.getItem(DIALOG_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function InstallPage() {
  const { deferred, availableAt, installed, promptInstall } = useInstallStore();
  const [showBanner, setShowBanner] = useState(false);
  const [showDialog, setShowDialog] = useState(false);
  const [manual, setManual] = useState(false);

  useEffect(() => captureInstallPrompt(), []);

  // Banner: 2 s after the install-available event, for 10 s.
  useEffect(() => {
    if (availableAt === null) return;
    const now = Date.now();
    setShowBanner(bannerVisible(availableAt, now));
    const showIn = availableAt + BANNER_DELAY_MS - now;
    const hideIn = showIn + BANNER_DURATION_MS;
    const timers = [
      showIn > 0 ? setTimeout(() => setShowBanner(true), showIn) : null,
      hideIn > 0 ? setTimeout(() => setShowBanner(false), hideIn) : null,
    ];
    return () => timers.forEach((t) => t && clearTimeout(t));
  }, [availableAt]);

  // Dialog: 3 s after the page opens, unless dismissed before or already installed.
  useEffect(() => {
    if (installed || dismissed()) return;
    const t = setTimeout(() => setShowDialog(true), DIALOG_DELAY_MS);
    return () => clearTimeout(t);
  }, [installed]);

  const install = async () => {
    const result = await promptInstall();
    if (result === 'unavailable') setManual(true);
    setShowDialog(false);
    setShowBanner(false);
  };
  const dismissDialog = () => {
    try {
      localStorage.setItem(DIALOG_DISMISSED_KEY, '1');
    } catch {
      /* shown again next time */
    }
    setShowDialog(false);
  };

  return (
    <section className="page install-page" aria-labelledby="page-title">
      {showBanner && !installed ? (
        <div className="install-banner" role="status" data-testid="install-banner">
          <span className="install-banner__text">
            <Icon name="download" size={18} /> O Sinais Cripto pode ser instalado neste dispositivo.
          </span>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => void install()}>
            Instalar
          </button>
        </div>
      ) : null}
      <PageHeader
        eyebrow="Ajuda"
        title="Instalar App"
        subtitle="Instale o Sinais Cripto no seu celular ou computador."
      />
      <div className="install-hero panel">
        <img src="/icons/icon-192.png" alt="" width={96} height={96} className="install-hero__icon" />
        <div>
          <h2>Sinais Cripto</h2>
          <p className="muted">
            Versão <strong data-testid="app-version">{APP_VERSION}</strong> · Tamanho:{' '}
            <strong>{APP_SIZE_CLAIM}</strong>
          </p>
          {installed ? (
            <p className="text-buy" data-testid="installed">
              ✓ App instalado neste dispositivo.
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => void install()}
              data-testid="install-button"
            >
              {deferred ? 'Instalar agora' : 'Como instalar'}
            </button>
          )}
        </div>
      </div>
      {manual ? (
        <div className="panel install-manual" data-testid="install-manual">
          <h2>Instalação manual</h2>
          <ul>
            <li>
              <strong>Android (Chrome):</strong> menu ⋮ → “Instalar app” ou “Adicionar à tela inicial”.
            </li>
            <li>
              <strong>iPhone (Safari):</strong> botão Compartilhar → “Adicionar à Tela de Início”.
            </li>
            <li>
              <strong>Computador (Chrome/Edge):</strong> ícone de instalação na barra de endereços.
            </li>
          </ul>
        </div>
      ) : null}
      <div className="install-features">
        {FEATURES.map((f) => (
          <div key={f.title} className="install-feature">
            <span className="feature-icon">
              <Icon name={f.icon} />
            </span>
            <h3>{f.title}</h3>
            <p className="muted">{f.text}</p>
          </div>
        ))}
      </div>
      {showDialog && !installed ? (
        <div className="install-dialog__backdrop">
          <div
            className="install-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby="install-dialog-title"
            data-testid="install-dialog"
          >
            <img src="/icons/icon-192.png" alt="" width={56} height={56} />
            <h2 id="install-dialog-title">Instalar o Sinais Cripto?</h2>
            <p className="muted">
              Acesso com um toque, alertas de sinais e funcionamento offline. Tamanho: {APP_SIZE_CLAIM}.
            </p>
            <div className="install-dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={dismissDialog}>
                Agora não
              </button>
              <button type="button" className="btn btn--primary" onClick={() => void install()}>
                Instalar
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
