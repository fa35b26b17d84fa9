/** Inline icons: no emoji, so every system renders them the same. */
type P = { size?: number };
const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

/** A padlock, its shackle swung open when `open`. */
export const LockIcon = ({ size = 16, open = false }: P & { open?: boolean }) => (
  <svg {...base(size)}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d={open ? 'M8 11V7a4 4 0 0 1 7.5-2' : 'M8 11V7a4 4 0 0 1 8 0v4'} />
  </svg>
);
export const SunriseIcon = ({ size = 48 }: P) => (
  <svg {...base(size)}>
    <path d="M17 18a5 5 0 0 0-10 0" />
    <path d="M12 2v7M4.2 10.2l1.4 1.4M1 18h2M21 18h2M18.4 11.6l1.4-1.4M23 22H1M8 6l4-4 4 4" />
  </svg>
);
export const ChartIcon = ({ size = 48 }: P) => (
  <svg {...base(size)}>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 6-7" />
    <path d="M16 7h4v4" />
  </svg>
);
export const PeopleIcon = ({ size = 48 }: P) => (
  <svg {...base(size)}>
    <circle cx="9" cy="7" r="4" />
    <path d="M1 21v-2a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v2" />
    <path d="M16 3.1a4 4 0 0 1 0 7.8M23 21v-2a4 4 0 0 0-3-3.9" />
  </svg>
);
export const PhoneIcon = ({ size = 28 }: P) => (
  <svg {...base(size)}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);
