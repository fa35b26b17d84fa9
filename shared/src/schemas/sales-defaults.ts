import type { SalesConfig } from './sales-config';

export const DEFAULT_CTA_LINK = '/checkout/despertar-crypto';
export const SALES_VIDEO_URL = '/vsl01.mp4';

/** spec 002 §9 defaults. */
export const DEFAULT_SALES_CONFIG: SalesConfig = {
  headlines: [
    {
      id: 'h1',
      title: 'Descubra o *método* que está transformando iniciantes em investidores de *criptomoedas*',
      subtitle: 'Assista ao vídeo até o final e entenda como dar o primeiro passo com *segurança*',
      active: true,
      highlightColor: 'orange',
      testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
    },
    {
      id: 'h2',
      title: 'Como sair do *zero* e fazer seu primeiro investimento em *cripto* sem cair em armadilhas',
      subtitle: 'Um passo a passo simples, pensado para quem está começando',
      active: false,
      highlightColor: 'red',
      testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
    },
    {
      id: 'h3',
      title: 'O guia *definitivo* para entender Bitcoin e investir com *consciência*',
      subtitle: 'Fundamentos, carteiras, corretoras e gestão de risco em um só lugar',
      active: false,
      highlightColor: 'blue',
      testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
    },
  ],
  buttons: [
    {
      id: 'b1',
      text: '🚀 QUERO ACESSO AGORA',
      color: '#ffffff',
      backgroundColor: '#ff6b35',
      link: DEFAULT_CTA_LINK,
      active: true,
    },
    {
      id: 'b2',
      text: '✅ SIM, QUERO COMEÇAR HOJE',
      color: '#ffffff',
      backgroundColor: '#16a34a',
      link: DEFAULT_CTA_LINK,
      active: false,
    },
    {
      id: 'b3',
      text: '🔥 GARANTIR MINHA VAGA',
      color: '#ffffff',
      backgroundColor: '#dc2626',
      link: DEFAULT_CTA_LINK,
      active: false,
    },
  ],
  delayConfig: { enabled: true, delaySeconds: 180 },
  videoOverlays: [
    { id: 'o1', style: 'classic', message: 'Clique para ouvir', active: true },
    { id: 'o2', style: 'modern', message: 'Seu vídeo já começou — clique para ativar o som', active: false },
    { id: 'o3', style: 'minimal', message: 'Toque para ouvir', active: false },
  ],
  videoConfig: { videoUrl: SALES_VIDEO_URL, autoplay: false, muted: true, showOverlay: true },
  progressBarConfig: {
    primaryColor: '#ff6b35',
    secondaryColor: '#ffa726',
    backgroundColor: 'rgba(255, 255, 255, 0.3)',
  },
  videoMetrics: { totalWatchTime: 0, pauseCount: 0, resumeCount: 0, completionRate: 0 },
  abTestConfig: {
    enabled: false,
    rotationIntervalHours: 24,
    minViewsPerTest: 100,
    currentTestStartTime: null,
    bestPerformingColor: null,
    currentCombinationIndex: 0,
    testAllCombinations: false,
    bestCombination: null,
  },
  combinationResults: [],
  timestamp: null,
};
