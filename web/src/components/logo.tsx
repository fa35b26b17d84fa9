export type BackendState = 'online' | 'degraded' | 'offline' | 'unknown';

const STATE_LABEL: Record<BackendState, string> = {
  online: 'Servidor online',
  degraded: 'Servidor com instabilidade',
  offline: 'Servidor offline',
  unknown: 'Verificando servidor...',
};

interface LogoMarkProps {
  size?: number;
}

export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b2843" />
          <stop offset="1" stopColor="#0d1220" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#logo-bg)" />
      <rect x="17.5" y="29" width="1.6" height="22" rx="0.8" fill="#22c55e" />
      <rect x="14.5" y="34" width="7.6" height="13" rx="1.5" fill="#22c55e" />
      <rect x="31.2" y="21" width="1.6" height="22" rx="0.8" fill="#ef4444" />
      <rect x="28.2" y="26" width="7.6" height="11" rx="1.5" fill="#ef4444" />
      <rect x="44.9" y="11" width="1.6" height="25" rx="0.8" fill="#f5b82e" />
      <rect x="41.9" y="15" width="7.6" height="15" rx="1.5" fill="#f5b82e" />
    </svg>
  );
}

interface LogoProps {
  /** When given, a dot on the mark shows the backend state (the shell passes it only on /dashboard). */
  backend?: BackendState;
}

export function Logo({ backend }: LogoProps) {
  return (
    <span className="logo">
      <span className="logo__mark">
        <LogoMark />
        {backend ? (
          <span
            className={`status-dot status-dot--${backend}`}
            role="img"
            aria-label={STATE_LABEL[backend]}
            title={STATE_LABEL[backend]}
          />
        ) : null}
      </span>
      <span className="logo__text">
        Sinais <span className="logo__accent">Cripto</span>
      </span>
    </span>
  );
}
