import { describe, expect, it } from 'vitest';
import { deviceLabel, placeOf } from './device-label';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome no Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari no iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge no Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox no Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari no macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Chrome no Linux',
    ],
    ['curl/8.5.0', 'Outro aplicativo'],
    [undefined, 'Dispositivo desconhecido'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('placeOf', () => {
  it('hides the host part of a public address and names private ones "Rede local"', () => {
    expect(placeOf('203.0.113.57')).toBe('203.0.113.***');
    expect(placeOf('::ffff:198.51.100.9')).toBe('198.51.100.***');
    expect(placeOf('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3:****');
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.0.10',
      '172.20.1.1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ])
      expect(placeOf(ip), ip).toBe('Rede local');
    expect(placeOf('unknown')).toBe('Local desconhecido');
  });
});
