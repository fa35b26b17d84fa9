import DOMPurify from 'dompurify';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseVideoUrl, THUMB_PLACEHOLDER, type VideoSource } from './video-links';
import './page-builder.css';

export type Settings = Record<string, unknown>;

export const str = (v: unknown, d = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d;
export const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (v && typeof v === 'object' && 'size' in v) return num((v as { size: unknown }).size);
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};
export const obj = (v: unknown): Settings =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Settings) : {};

/** Hide flags and responsive sizes (breakpoints 1024 and 768 px) become classes and CSS variables. */
export function responsive(s: Settings, base: string, v = 'w'): { className: string; style: CSSProperties } {
  const cls = [base];
  if (s.hide_desktop) cls.push('pb-hide-desktop');
  if (s.hide_tablet) cls.push('pb-hide-tablet');
  if (s.hide_mobile) cls.push('pb-hide-mobile');
  const style: Record<string, string> = {};
  const w = num(s._column_size) ?? num(s.width);
  const wt = num(s._column_size_tablet) ?? num(s.width_tablet);
  const wm = num(s._column_size_mobile) ?? num(s.width_mobile);
  if (w !== undefined) style[`--pb-${v}`] = `${w}%`;
  if (wt !== undefined) style[`--pb-${v}-t`] = `${wt}%`;
  if (wm !== undefined) style[`--pb-${v}-m`] = `${wm}%`;
  return { className: cls.join(' '), style: style as CSSProperties };
}

export function align(s: Settings): CSSProperties {
  const a = str(s.align);
  return a === 'center' || a === 'right' || a === 'left' || a === 'justify' ? { textAlign: a } : {};
}

export function SmartLink({
  link,
  children,
  className,
}: {
  link: Settings;
  children: ReactNode;
  className?: string;
}) {
  const url = str(link.url);
  if (!url || /^\s*javascript:/i.test(url)) return <span className={className}>{children}</span>;
  const external = link.is_external === true || link.is_external === 'on';
  const rel = [external ? 'noopener' : '', link.nofollow ? 'nofollow' : '', external ? 'noreferrer' : '']
    .filter(Boolean)
    .join(' ');
  if (url.startsWith('/') && !external) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target={external ? '_blank' : undefined} rel={rel || undefined}>
      {children}
    </a>
  );
}

export function ImageWidget({ s }: { s: Settings }) {
  const img = obj(s.image);
  const url = str(img.url);
  const caption = str(s.caption);
  const { className, style } = responsive(s, 'pb-image', 'iw');
  const image = url ? (
    <img src={url} alt={str(img.alt, caption)} loading="lazy" />
  ) : (
    <img src={THUMB_PLACEHOLDER} alt="" />
  );
  const linked =
    str(s.link_to) === 'custom' || obj(s.link).url ? (
      <SmartLink link={obj(s.link)}>{image}</SmartLink>
    ) : (
      image
    );
  return (
    <figure className={className} style={{ ...style, ...align(s) }}>
      {linked}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

export function HeadingWidget({ s }: { s: Settings }) {
  const tag = /^h[1-6]$/.test(str(s.header_size)) ? (str(s.header_size) as 'h1') : 'h2';
  const Tag = tag;
  const color = str(s.title_color);
  const title = str(s.title);
  const link = obj(s.link);
  return (
    <Tag className="pb-heading" style={{ ...align(s), ...(color ? { color } : {}) }}>
      {link.url ? <SmartLink link={link}>{title}</SmartLink> : title}
    </Tag>
  );
}

export function TextWidget({ s }: { s: Settings }) {
  const html = useMemo(() => DOMPurify.sanitize(str(s.editor), { USE_PROFILES: { html: true } }), [s.editor]);
  return <div className="pb-text" style={align(s)} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ButtonWidget({ s }: { s: Settings }) {
  const kind = str(s.button_type) === 'secondary' ? 'btn btn--ghost' : 'btn btn--primary';
  const size = str(s.size) === 'lg' ? ' btn--lg' : str(s.size) === 'sm' ? ' btn--sm' : '';
  return (
    <div className="pb-button" style={align(s)}>
      <SmartLink link={obj(s.link)} className={kind + size}>
        {str(s.text, 'Clique aqui')}
      </SmartLink>
    </div>
  );
}

export const ICONS: Record<string, string> = {
  check: '✓',
  star: '★',
  arrow: '→',
  play: '▶',
  lock: '◆',
  info: 'ℹ',
};

export function IconListWidget({ s }: { s: Settings }) {
  const items = Array.isArray(s.icon_list) ? s.icon_list.map(obj) : [];
  return (
    <ul className="pb-icon-list">
      {items.map((it, i) => {
        const icon = ICONS[str(obj(it.selected_icon).value ?? it.icon)] ?? ICONS[str(it.icon)] ?? '•';
        const content = (
          <>
            <span className="pb-icon-list__icon" aria-hidden="true">
              {icon}
            </span>
            {str(it.text)}
          </>
        );
        return (
          <li key={i}>{obj(it.link).url ? <SmartLink link={obj(it.link)}>{content}</SmartLink> : content}</li>
        );
      })}
    </ul>
  );
}

export function DividerWidget({ s }: { s: Settings }) {
  const style = str(s.style, 'solid');
  return (
    <hr
      className="pb-divider"
      style={{
        borderTopStyle: ['solid', 'dashed', 'dotted', 'double'].includes(style)
          ? (style as 'solid')
          : 'solid',
        borderTopWidth: `${num(s.weight) ?? 1}px`,
        borderTopColor: str(s.color) || undefined,
        width: num(s.width) !== undefined ? `${num(s.width)}%` : undefined,
      }}
    />
  );
}

export function SpacerWidget({ s }: { s: Settings }) {
  const style: Record<string, string> = { '--pb-space': `${num(s.space) ?? 50}px` };
  if (num(s.space_tablet) !== undefined) style['--pb-space-t'] = `${num(s.space_tablet)}px`;
  if (num(s.space_mobile) !== undefined) style['--pb-space-m'] = `${num(s.space_mobile)}px`;
  return <div className="pb-spacer" style={style as CSSProperties} aria-hidden="true" />;
}

export function Thumb({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? THUMB_PLACEHOLDER : src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** Elementor's self-hosted video: a file of this site (e.g. the welcome video under /videos/). */
export function hostedVideo(path: string): VideoSource | null {
  return /^\/[\w\-/]+\.(mp4|webm)$/.test(path) ? { kind: 'file', embedUrl: path, thumbnail: null } : null;
}

export function VideoPlaylistWidget({ s }: { s: Settings }) {
  const items = (Array.isArray(s.tabs) ? s.tabs : Array.isArray(s.videos) ? s.videos : [])
    .map(obj)
    .map((t) => ({
      title: str(t.tab_title ?? t.title, 'Vídeo'),
      source:
        hostedVideo(str(t.hosted_url)) ??
        parseVideoUrl(str(t.youtube_url) || str(t.vimeo_url) || str(t.url) || str(t.video_url)),
      thumb: str(obj(t.thumbnail).url) || null,
    }));
  const [active, setActive] = useState(0);
  const current = items[active];
  return (
    <div className="surface pb-playlist">
      <div className="pb-playlist__player">
        {current?.source ? (
          current.source.kind === 'file' ? (
            <video src={current.source.embedUrl} controls playsInline>
              Seu navegador não suporta a reprodução de vídeos.
            </video>
          ) : (
            <iframe
              src={current.source.embedUrl}
              title={current.title}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              loading="lazy"
            />
          )
        ) : (
          <div className="pb-playlist__empty">Vídeo indisponível</div>
        )}
      </div>
      <div className="pb-playlist__list">
        {str(s.title) ? <h4>{str(s.title)}</h4> : null}
        <ol>
          {items.map((it, i) => (
            <li key={i}>
              <button
                type="button"
                className={i === active ? 'pb-playlist__item pb-playlist__item--on' : 'pb-playlist__item'}
                onClick={() => setActive(i)}
              >
                <Thumb src={it.thumb ?? it.source?.thumbnail ?? null} alt="" />
                <span>{it.title}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export const WIDGETS: Record<string, (p: { s: Settings }) => ReactNode> = {
  image: ImageWidget,
  heading: HeadingWidget,
  'text-editor': TextWidget,
  button: ButtonWidget,
  'icon-list': IconListWidget,
  divider: DividerWidget,
  'video-playlist': VideoPlaylistWidget,
  spacer: SpacerWidget,
};
