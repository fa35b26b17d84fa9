/** Names of settings whose values are secrets: shown as set / not set, never as their value. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASS$|API_KEY|PRIVATE|WEBHOOK_URL|SMTP_URL|MP_PUBLIC_KEY/i;

/**
 * The effective settings of a process for the operator's view: secrets become "definido" / "—", URLs keep
 * their scheme, host and path but lose any credentials, everything else is shown as configured.
 */
export function redactSettings(env: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || value === '') {
      out[key] = '—';
      continue;
    }
    if (SECRET_NAME.test(key)) {
      out[key] = 'definido (oculto)';
      continue;
    }
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    out[key] = /^[a-z][a-z0-9+.-]*:\/\/[^\s,]+$/i.test(text) ? stripCredentials(text) : text;
  }
  return out;
}

function stripCredentials(url: string): string {
  try {
    const u = new URL(url);
    if (u.username || u.password) {
      u.username = u.username ? '***' : '';
      u.password = u.password ? '***' : '';
    }
    u.search = '';
    return u.toString();
  } catch {
    return 'definido (oculto)';
  }
}
