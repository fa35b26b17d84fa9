import { describe, expect, it } from 'vitest';
import { linkBase } from './link-base';

const SELF = 'http://127.0.0.1:3000';

describe('linkBase', () => {
  it('uses PUBLIC_URL whenever it is set, whatever the browser sent', () => {
    expect(linkBase('https://app.exemplo.com.br', SELF, 'http://localhost:3000')).toBe(
      'https://app.exemplo.com.br',
    );
  });

  it('keeps the loopback address the browser used (localhost, 127.0.0.1, [::1], any port)', () => {
    expect(linkBase(undefined, SELF, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(linkBase(undefined, SELF, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(linkBase(undefined, SELF, 'http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('never takes a non-loopback or malformed origin: the gateway’s own address instead', () => {
    expect(linkBase(undefined, SELF, 'https://evil.example')).toBe(SELF);
    expect(linkBase(undefined, SELF, 'http://localhost.evil.example')).toBe(SELF);
    expect(linkBase(undefined, SELF, 'http://localhost:3000/path')).toBe(SELF);
    expect(linkBase(undefined, SELF, undefined)).toBe(SELF);
  });
});
