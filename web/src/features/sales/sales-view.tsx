import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  effectiveCtaDelay,
  HIGHLIGHT_HEX,
  progressBarPercent,
  SALES_VIDEO_URL,
  type CtaButton,
  type Headline,
  type SalesConfig,
  type VideoOverlay,
} from '@sinais/shared';
import { sendSalesEvent } from './api';
import { rememberCtaRevealed, wasCtaRevealed } from './config-cache';
import { Highlighted } from './highlight';
import { useNow } from '@/lib/use-now';

const PROGRESS_REPORT_MS = 5000;
/** spec 002 §4: overlays are rendered after a 2 s check, for a timer effect. */
const OVERLAY_CHECK_MS = 2000;

export interface ViewProps {
  config: SalesConfig;
  headline: Headline;
  button: CtaButton;
  overlay: VideoOverlay;
  /** Events are sent once the server assigned this visitor a variant (the cookie exists). */
  tracking: boolean;
}

/** The call to action appears after the configured delay, never later than the video's own length. */
export function useCtaVisible(
  config: SalesConfig,
  videoDurationS: number,
): { visible: boolean; remaining: number } {
  const [startedAt] = useState(() => Date.now());
  const [remembered, setRemembered] = useState(() => wasCtaRevealed());
  const { enabled } = config.delayConfig;
  // The countdown ticks until the button has been revealed once.
  const now = useNow(1000, enabled && !remembered).getTime();
  const delaySeconds = effectiveCtaDelay(config.delayConfig.delaySeconds, videoDurationS);
  const remaining = enabled ? Math.max(0, delaySeconds - Math.floor((now - startedAt) / 1000)) : 0;
  const visible = remembered || !enabled || remaining <= 0;

  useEffect(() => {
    if (visible && !remembered) {
      rememberCtaRevealed();
      setRemembered(true);
    }
  }, [visible, remembered]);
  return { visible, remaining };
}

export function SalesView({ config, headline, button, overlay, tracking }: ViewProps) {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [soundOn, setSoundOn] = useState(false);
  const [overlayChecked, setOverlayChecked] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [completed, setCompleted] = useState(false);
  const cta = useCtaVisible(config, time.duration);
  const { videoConfig, progressBarConfig } = config;
  const color = HIGHLIGHT_HEX[headline.highlightColor];

  // Tracking state outside React renders.
  const track = useRef({
    viewSent: false,
    played: false,
    pausedOnce: false,
    lastReport: 0,
    watched: 0,
    maxPos: 0,
    lastTime: 0,
  });
  const send = useCallback(
    (e: Parameters<typeof sendSalesEvent>[0]) => {
      if (tracking) sendSalesEvent({ ...e, headline_id: headline.id, button_id: button.id });
    },
    [tracking, headline.id, button.id],
  );

  useEffect(() => {
    if (tracking && !track.current.viewSent) {
      track.current.viewSent = true;
      send({ type: 'view' });
    }
  }, [tracking, send]);

  useEffect(() => {
    const t = setTimeout(() => setOverlayChecked(true), OVERLAY_CHECK_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    const v = videoRef.current;
    if (v) v.muted = soundOn ? false : videoConfig.muted;
  }, [soundOn, videoConfig.muted]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const report = useCallback(
    (force = false) => {
      const v = videoRef.current;
      const t = track.current;
      if (!v || (!force && Date.now() - t.lastReport < PROGRESS_REPORT_MS) || t.watched <= 0) return;
      send({
        type: 'progress',
        position: t.maxPos,
        duration: Number.isFinite(v.duration) ? v.duration : 0,
        watched: Math.round(t.watched * 10) / 10,
      });
      t.lastReport = Date.now();
      t.watched = 0;
    },
    [send],
  );

  useEffect(() => {
    const flush = () => report(true);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [report]);

  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };

  const activateSound = () => {
    const v = videoRef.current;
    setSoundOn(true);
    if (!v) return;
    v.muted = false;
    // The sales video starts over with sound: the muted preview was only an attention grabber.
    if (videoConfig.autoplay) v.currentTime = 0;
    void v.play().catch(() => undefined);
  };

  const toggleFullscreen = () => {
    const el = rootRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  };

  const onTimeUpdate = () => {
    const v = videoRef.current;
    if (!v) return;
    const t = track.current;
    const cur = v.currentTime;
    const dur = Number.isFinite(v.duration) ? v.duration : 0;
    const delta = cur - t.lastTime;
    if (delta > 0 && delta < 2) t.watched += delta;
    // The video loops: a jump from the end back to the start is a completed viewing.
    if (dur > 0 && delta < -1 && t.lastTime >= dur - 1.5) markCompleted(dur);
    t.maxPos = Math.max(t.maxPos, cur);
    t.lastTime = cur;
    setTime({ current: cur, duration: dur });
    report();
  };

  const markCompleted = (dur: number) => {
    setCompleted(true);
    track.current.maxPos = dur;
    report(true);
    send({ type: 'complete', position: dur, duration: dur });
  };

  const onPlay = () => {
    setPlaying(true);
    const t = track.current;
    const v = videoRef.current;
    if (!t.played) {
      t.played = true;
      send({
        type: 'play',
        position: v?.currentTime ?? 0,
        duration: v && Number.isFinite(v.duration) ? v.duration : 0,
      });
    } else if (t.pausedOnce) send({ type: 'resume', position: v?.currentTime ?? 0 });
  };
  const onPause = () => {
    setPlaying(false);
    const v = videoRef.current;
    if (v && !v.ended) {
      track.current.pausedOnce = true;
      send({ type: 'pause', position: v.currentTime });
      report(true);
    }
  };

  const clickCta = () => {
    report(true);
    send({ type: 'cta_click' });
    if (/^https?:\/\//.test(button.link)) window.location.assign(button.link);
    else navigate(button.link);
  };

  const showSoundOverlay = videoConfig.showOverlay && !soundOn && overlayChecked;
  const showPausedOverlay = !playing && !showSoundOverlay && overlayChecked;
  const bar = completed && !playing ? 100 : progressBarPercent(time.current, time.duration);
  const barStyle = {
    '--bar-bg': progressBarConfig.backgroundColor,
    '--bar-from': progressBarConfig.primaryColor,
    '--bar-to': progressBarConfig.secondaryColor,
  } as CSSProperties;

  return (
    <div ref={rootRef} className={`sales${fullscreen ? ' sales--fullscreen' : ''}`}>
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

      <div className="sales-video" style={barStyle}>
        <video
          ref={videoRef}
          className="sales-video__el"
          src={videoConfig.videoUrl || SALES_VIDEO_URL}
          playsInline
          loop
          autoPlay={videoConfig.autoplay}
          muted={videoConfig.muted}
          preload="metadata"
          controls={false}
          disablePictureInPicture
          onClick={togglePlay}
          onPlay={onPlay}
          onPause={onPause}
          onTimeUpdate={onTimeUpdate}
          onLoadedMetadata={onTimeUpdate}
          onEnded={() => markCompleted(time.duration)}
          onError={() => console.warn('Falha ao carregar o vídeo de vendas', videoRef.current?.error)}
          aria-label="Vídeo de apresentação do curso"
        />
        {showSoundOverlay ? (
          <button
            type="button"
            className={`sales-overlay sales-overlay--${overlay.style}`}
            onClick={activateSound}
            data-testid="sound-overlay"
          >
            <span className="sales-overlay__icon" aria-hidden="true">
              <SpeakerIcon />
            </span>
            <span className="sales-overlay__message">{overlay.message}</span>
          </button>
        ) : null}
        {showPausedOverlay ? (
          <div className="sales-paused" data-testid="paused-overlay">
            <p className="sales-paused__title">Vídeo Pausado</p>
            <button type="button" className="btn btn--primary btn--lg" onClick={togglePlay}>
              Continuar Assistindo
            </button>
          </div>
        ) : null}
        <button
          type="button"
          className="sales-video__fs"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          title={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
        >
          {fullscreen ? '⤡' : '⤢'}
        </button>
        <div
          className="sales-progress"
          role="progressbar"
          aria-label="Progresso do vídeo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(bar)}
        >
          <div className="sales-progress__fill" style={{ width: `${bar}%` }} />
        </div>
      </div>

      <div className="sales-cta-zone">
        {cta.visible ? (
          <button
            type="button"
            className="sales-cta"
            style={{ color: button.color, background: button.backgroundColor }}
            onClick={clickCta}
            data-testid="sales-cta"
          >
            {button.text}
          </button>
        ) : (
          <div className="sales-cta-spacer" aria-hidden="true" data-testid="sales-cta-spacer" />
        )}
      </div>

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
    </div>
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
