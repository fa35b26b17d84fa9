/* Sinais Cripto service worker: shell and public-API caches, API cache reset on request, update on request,
   Web Push alerts. Design notes: docs/member-area.md ("PWA"). */
const VERSION = '__SW_VERSION__';
const SHELL_CACHE = `sinais-shell-${VERSION}`;
const ASSET_CACHE = 'sinais-assets-v1';
const API_CACHE = 'sinais-api-v1';
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
// Fetched at install: what offline needs, the app shell every navigation falls back to. The rest of SHELL is
// cached network-first on first use, so a first visit does not download it twice (web budget,
// tests/e2e/web-budget.e2e.test.ts); a notification's icon is fetched when a push shows it, online by definition.
const PRECACHE = ['/index.html'];
const NEVER_CACHED = [
  /^\/api\/auth\//,
  /^\/api\/payments\//,
  /^\/api\/push\//,
  /^\/api\/status$/,
  /^\/api\/sales-config$/,
  /^\/socket\.io\//,
];
const NOTIFICATION_ICON = '/icons/icon-192.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) =>
      Promise.all(PRECACHE.map((url) => cache.add(new Request(url, { cache: 'reload' })).catch(() => undefined))),
    ),
  );
  // No skipWaiting here: an update waits until the user presses "Atualizar" (spec 003, new-version notice).
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith('sinais-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k)),
      );
      await self.clients.claim();
      const clients = await self.clients.matchAll({ type: 'window' });
      for (const c of clients) c.postMessage({ type: 'SW_ACTIVATED', version: VERSION });
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'SKIP_WAITING') {
    self.skipWaiting();
  } else if (type === 'CLEAR_API_CACHE') {
    event.waitUntil(
      caches.delete(API_CACHE).then((deleted) => {
        const reply = { type: 'API_CACHE_CLEARED', deleted };
        if (event.ports && event.ports[0]) event.ports[0].postMessage(reply);
        else if (event.source) event.source.postMessage(reply);
      }),
    );
  } else if (type === 'GET_VERSION' && event.source) {
    event.source.postMessage({ type: 'SW_VERSION', version: VERSION });
  }
});

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl || request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(fallbackUrl || request);
    if (cached) return cached;
    if (request.url.includes('/api/')) return offlineApiAnswer();
    throw err;
  }
}

async function networkOnly(request) {
  try {
    return await fetch(request);
  } catch {
    return offlineApiAnswer();
  }
}

function offlineApiAnswer() {
  return new Response(JSON.stringify({ error: 'offline', message: 'Sem conexão com o servidor.' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((re) => re.test(url.pathname))) return;
  if (url.pathname === '/sw.js') return;

  if (url.pathname.startsWith('/api/')) {
    // Only public answers (no session token) are cached: they are the same for everyone, so one member's
    // data can never be served to whoever uses the browser next. Signed-in calls go to the network only.
    if (request.headers.has('Authorization')) event.respondWith(networkOnly(request));
    else event.respondWith(networkFirst(request, API_CACHE));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match('/index.html', { cacheName: SHELL_CACHE })) || Response.error()),
    );
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request, SHELL_CACHE));
  }
});

function readPushPayload(event) {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

// A confirmed signal sent by the gateway (Web Push): { title, body, tag, url, signalId, silent }.
self.addEventListener('push', (event) => {
  const payload = readPushPayload(event);
  if (!payload || typeof payload.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      silent: payload.silent === true,
      data: { url: typeof payload.url === 'string' ? payload.url : '/dashboard', id: payload.signalId },
    }),
  );
});

// Opens the app at the notification's page: an open window of the app is focused and taken there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data && event.notification.data.url) || '/dashboard';
  const target = new URL(raw, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = clients.find((c) => c.url === url);
      if (same) return same.focus();
      const any = clients.find((c) => 'navigate' in c);
      if (any) {
        try {
          await any.focus();
          return await any.navigate(url);
        } catch {
          /* a window this worker does not control cannot be navigated: open a new one */
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
