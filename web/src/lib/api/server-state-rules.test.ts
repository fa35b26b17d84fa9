import { describe, expect, it } from 'vitest';

/**
 * Issue 28 §3, kept true by a scan of the web's source: the server is called only through the typed client, and
 * screens take their loading, empty and error states from query hooks (docs/architecture.md, "Server state").
 */
const RAW: Record<string, string> = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const files = Object.entries(RAW).map(([path, text]) => ({
  file: new URL(path, import.meta.url).pathname.replace(/^.*\/web\/src\//, ''),
  // Comments may name what they describe ("a beacon", "fetch(") without doing it.
  code: text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1'),
}));

/** Where the transport lives: `http.ts` calls fetch, the API client's beacon.ts sends beacons. */
const TRANSPORT: Record<string, RegExp> = {
  'lib/http.ts': /\bfetch\(/,
  'lib/api/beacon.ts': /\bsendBeacon\(/,
};
const RAW_CALLS = /\bfetch\(|\bsendBeacon\(|\bXMLHttpRequest\b|\bEventSource\b/;

/** The effect of a `useEffect(...)` call, up to its closing parenthesis. */
function effects(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\buseEffect\(/g)) {
    let depth = 0;
    for (let i = m.index + 'useEffect'.length; i < code.length; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) {
        out.push(code.slice(m.index, i + 1));
        break;
      }
    }
  }
  return out;
}

/** A server call: the typed client, the raw transport, or a feature's own wrapper of it (`fetchX(`). */
const SERVER_CALL = /\b(callApi|http|httpResponse|sendForm)\(|\bfetch[A-Z]\w*\(/;
/** `const [loading, setLoading] = useState(...)`: a request's state kept by hand. */
const LOADING_STATE =
  /const \[(loading|isLoading|busy|saving|submitting|fetching)\b[^\]]*\]\s*=\s*useState\b/;

/**
 * Screens: features, the app shell and shared components (lib/ holds the query plumbing itself). The admin guard
 * is no screen: its check is bound to the token it was made with (a cache keyed by route only could let a
 * previous admin's answer through for a moment), kept in the session store.
 */
const NOT_SCREENS = new Set(['app/guards/require-admin.tsx']);
const screens = files.filter((f) => /^(features|app|components)\//.test(f.file) && !NOT_SCREENS.has(f.file));

describe('server state in the web', () => {
  it('scans the source it means to (the rules below would pass on nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(screens.some((f) => f.file === 'features/crm/crm-page.tsx')).toBe(true);
  });

  it('calls fetch (and sends beacons) only inside the typed client', () => {
    const outside = files.filter((f) => TRANSPORT[f.file] === undefined && RAW_CALLS.test(f.code));
    expect(outside.map((f) => f.file)).toEqual([]);
    // And the client still is where the calls are: this test follows it if it moves.
    for (const [file, call] of Object.entries(TRANSPORT))
      expect(call.test(files.find((f) => f.file === file)?.code ?? ''), file).toBe(true);
  });

  it('names no /api/ path outside the API map (every route is called through it)', () => {
    const named = files.filter((f) => /['"`]\/api\//.test(f.code));
    expect(named.map((f) => f.file)).toEqual([]);
  });

  it('starts no server call from a screen effect (a query hook reads, a mutation writes)', () => {
    const found = screens.flatMap((f) =>
      effects(f.code)
        .filter((e) => SERVER_CALL.test(e))
        .map((e) => `${f.file}: ${e.slice(0, 120).replace(/\s+/g, ' ')}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps no hand-written loading state in a screen (isPending of the query or mutation says it)', () => {
    const found = screens.filter((f) => LOADING_STATE.test(f.code)).map((f) => f.file);
    expect(found).toEqual([]);
  });

  it('recognises the patterns it forbids', () => {
    const handWritten = `function P() {
      const [loading, setLoading] = useState(true);
      useEffect(() => { fetchList(page).then(setList); }, [page]);
    }`;
    expect(LOADING_STATE.test(handWritten)).toBe(true);
    expect(effects(handWritten).some((e) => SERVER_CALL.test(e))).toBe(true);
    expect(effects('useEffect(() => { void q.refetch(); }, [q])').some((e) => SERVER_CALL.test(e))).toBe(
      false,
    );
    expect(RAW_CALLS.test('void refetch();')).toBe(false);
    expect(RAW_CALLS.test("await fetch('/x')")).toBe(true);
  });
});
