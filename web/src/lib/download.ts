import { useSessionStore } from './session';
import { HttpError, errorMessageFrom } from './http';

/** Downloads an authenticated file (a CSV export) as the browser's own download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = useSessionStore.getState().token;
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    const e = errorMessageFrom(body, res.status);
    throw new HttpError(res.status, e.message, e.code, body, e.fromServer ? e.message : null);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
