import { ColorType } from 'lightweight-charts';

/** The border of the chart's axes. */
export const CHART_BORDER = '#24314a';

/** What every chart of the app shares: it fills its box, on the panel's background, with the muted grid. */
export const CHART_BASE = {
  autoSize: true,
  layout: {
    background: { type: ColorType.Solid, color: 'transparent' },
    textColor: '#a3aec4',
    fontSize: 11,
  },
  grid: { vertLines: { color: 'rgba(36,49,74,0.45)' }, horzLines: { color: 'rgba(36,49,74,0.45)' } },
} as const;
