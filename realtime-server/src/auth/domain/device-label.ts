/**
 * What a member sees of a signed-in device in "Dispositivos conectados": a label from the User-Agent
 * ("Chrome no Windows") and a place from the IP. No location data ships with the product, so the place is
 * "Rede local" for private and loopback addresses and otherwise the IP with its host part hidden — the full
 * address is never stored.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_UA = 512;

export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, MAX_UA);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return ua ? 'Outro aplicativo' : 'Dispositivo desconhecido';
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

export function placeOf(ip: string | undefined): string {
  const raw = (ip ?? '').trim();
  const v4 = raw.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) {
    if (PRIVATE_V4.some((re) => re.test(v4))) return 'Rede local';
    return `${v4.split('.').slice(0, 3).join('.')}.***`;
  }
  if (raw.includes(':')) {
    const lower = raw.toLowerCase();
    if (lower === '::1' || /^f[cd]/.test(lower) || lower.startsWith('fe80')) return 'Rede local';
    return `${lower.split(':').slice(0, 3).join(':')}:****`;
  }
  return 'Local desconhecido';
}
