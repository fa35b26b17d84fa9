import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push-endpoint-policy';

describe('push endpoint policy', () => {
  it('in production accepts only the browsers push services over https', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(true);
    expect(pushEndpointAllowed('https://wns2-by3p.notify.windows.com/w/?token=x', true)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', true)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', true)).toBe(false);
    expect(pushEndpointAllowed('https://evilfcm.googleapis.com.example.com/x', true)).toBe(false);
    expect(pushEndpointAllowed('https://127.0.0.1/x', true)).toBe(false);
    expect(pushEndpointAllowed('https://redis.internal/x', true)).toBe(false);
  });

  it('outside production accepts any http(s) endpoint (a local push service in tests)', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/p', false)).toBe(true);
    expect(pushEndpointAllowed('file:///etc/passwd', false)).toBe(false);
  });
});
