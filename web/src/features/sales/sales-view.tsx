import {
  HIGHLIGHT_HEX,
  SALES_VIDEO_URL,
  type CtaButton,
  type Headline,
  type SalesConfig,
  type VideoOverlay,
} from '@sinais/shared';
import { Highlighted } from './highlight';
import { useSalesPlayer } from './use-sales-player';

export interface ViewProps {
  config: SalesConfig;
  headline: Headline;
  button: CtaButton;
  overlay: VideoOverlay;
  /** Events are sent once the server assigned this visitor a variant (the cookie exists). */
  tracking: boolean;
}

export function SalesView({ config, headline, button, overlay, tracking }: ViewProps) {
  const player = useSalesPlayer(config, headline, button, tracking);
  const { videoConfig } = config;
  const color = HIGHLIGHT_HEX[headline.highlightColor];

  return (
    <div ref={player.rootRef} className={`sales${player.fullscreen ? ' sales--fullscreen' : ''}`}>
      <header className="sales-head">
        <p className="sales-head__eyebrow">Despertar Crypto · aula gratuita</p>
        <h1 className="sales-head__title" data-testid="sales-headline">
          <Highlighted text={headline.title} color={color} />
        </h1>
        {headline.subtitle ? (
          <p className="sales-head__subtitle">
            <Highlighted text={headline.subtitle} color={color} />
          </p>
        ) : null}
      </header>

      <div className="sales-video" style={player.barStyle}>
        <video
          ref={player.videoRef}
          className="sales-video__el"
          src={videoConfig.videoUrl || SALES_VIDEO_URL}
          playsInline
          loop
          autoPlay={videoConfig.autoplay}
          muted={videoConfig.muted}
          preload="metadata"
          controls={false}
          disablePictureInPicture
          onClick={player.togglePlay}
          onPlay={player.onPlay}
          onPause={player.onPause}
          onTimeUpdate={player.onTimeUpdate}
          onLoadedMetadata={player.onTimeUpdate}
          onEnded={() => player.markCompleted(player.time.duration)}
          onError={() => console.warn('Falha ao carregar o vídeo de vendas', player.videoRef.current?.error)}
          aria-label="Vídeo de apresentação do curso"
        />
        {player.showSoundOverlay ? (
          <button
            type="button"
            className={`sales-overlay sales-overlay--${overlay.style}`}
            onClick={player.activateSound}
            data-testid="sound-overlay"
          >
            <span className="sales-overlay__icon" aria-hidden="true">
              <SpeakerIcon />
            </span>
            <span className="sales-overlay__message">{overlay.message}</span>
          </button>
        ) : null}
        {player.showPausedOverlay ? (
          <div className="sales-paused" data-testid="paused-overlay">
            <p className="sales-paused__title">Vídeo Pausado</p>
            <button type="button" className="btn btn--primary btn--lg" onClick={player.togglePlay}>
              Continuar Assistindo
            </button>
          </div>
        ) : null}
        <button
          type="button"
          className="sales-video__fs"
          onClick={player.toggleFullscreen}
          aria-label={player.fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          title={player.fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
        >
          {player.fullscreen ? '⤡' : '⤢'}
        </button>
        <div
          className="sales-progress"
          role="progressbar"
          aria-label="Progresso do vídeo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(player.bar)}
        >
          <div className="sales-progress__fill" style={{ width: `${player.bar}%` }} />
        </div>
      </div>

      <div className="sales-cta-zone">
        {player.cta.visible ? (
          <button
            type="button"
            className="sales-cta"
            style={{ color: button.color, background: button.backgroundColor }}
            onClick={player.clickCta}
            data-testid="sales-cta"
          >
            {button.text}
          </button>
        ) : (
          <div className="sales-cta-spacer" aria-hidden="true" data-testid="sales-cta-spacer" />
        )}
      </div>

      <SalesExtra />
    </div>
  );
}

/** What the course includes and the legal note, under the video. */
function SalesExtra() {
  return (
    <section className="sales-extra">
      <div className="sales-extra__grid">
        <div className="sales-extra__item">
          <strong>8 videoaulas práticas</strong>
          <span>Do zero à primeira compra com segurança.</span>
        </div>
        <div className="sales-extra__item">
          <strong>Acesso vitalício</strong>
          <span>Assista quando e quantas vezes quiser.</span>
        </div>
        <div className="sales-extra__item">
          <strong>Garantia de 7 dias</strong>
          <span>Não gostou? Devolvemos seu dinheiro.</span>
        </div>
      </div>
      <p className="sales-extra__legal">
        Conteúdo educacional. Investir em criptomoedas envolve riscos; resultados passados não garantem
        resultados futuros.
      </p>
    </section>
  );
}

export function SpeakerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H2v6h4l5 4V5z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 5a10 10 0 0 1 0 14" />
    </svg>
  );
}
