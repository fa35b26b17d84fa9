const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * Base of a link the member opens in the same browser (the password-reset e-mail). PUBLIC_URL when configured
 * (always in production). Without it, on a developer's machine, the address the browser itself used when it is
 * a loopback one (`localhost` vs `127.0.0.1` are different sites to the browser: its session and service worker
 * live on one of them); anything else falls back to the gateway's own address, so a forged Origin never reaches
 * an e-mail.
 */
export function linkBase(publicUrl: string | undefined, selfUrl: string, browserOrigin: string | undefined) {
  if (publicUrl) return publicUrl;
  if (browserOrigin && LOOPBACK_ORIGIN.test(browserOrigin)) return browserOrigin;
  return selfUrl;
}
