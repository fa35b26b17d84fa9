import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { progressBarPercent, type CtaButton, type Headline, type SalesConfig } from '@sinais/shared';
import { useCtaVisible } from './cta-visibility';
import { useSalesTracking } from './sales-tracking';

/** spec 002 §4: overlays are rendered after a 2 s check, for a timer effect. */
const OVERLAY_CHECK_MS = 2000;

/** The sales video's state and controls: play, sound, fullscreen, progress bar, CTA reveal, with tracking. */
export function useSalesPlayer(
  config: SalesConfig,
  headline: Headline,
  button: CtaButton,
  tracking: boolean,
) {
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
  const { track, send, report } = useSalesTracking(videoRef, tracking, headline, button);

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

  return {
    rootRef,
    videoRef,
    playing,
    time,
    fullscreen,
    cta,
    bar,
    barStyle,
    showSoundOverlay,
    showPausedOverlay,
    togglePlay,
    activateSound,
    toggleFullscreen,
    onTimeUpdate,
    markCompleted,
    onPlay,
    onPause,
    clickCta,
  };
}
