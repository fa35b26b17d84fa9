import { leanSignal, SIGNAL_EVENT_TYPES, type api, type ApiParsed, type ApiReply } from '@sinais/shared';
import type { AppContext } from '../../context';
import { encodeJson, sendEncoded, type EncodedBody } from '../../http/encoded-body';
import { SENT, type ApiIOHandler } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import type { ExperimentalOptInsRepo } from '../data/experimental-opt-ins.repo';
import type { SignalEventsRepo } from '../data/signal-events.repo';
import type { Audience, SignalsRepo } from '../data/signals.repo';
import { signalSnapshot, windowStart, type SignalSnapshot } from '../domain/signal-lists';

/**
 * The 24-hour window moves with the clock while the seq stands still: a cached answer is rebuilt at least this
 * often, so a signal leaves the list at most this late (the dashboard cuts its own day at 21:00 anyway).
 */
const MAX_AGE_MS = 30_000;
const SEQ_TTL_MS = 1000;

type Confirmed = typeof api.signals.confirmed;

function body(s: SignalSnapshot, audience: Audience) {
  const signals = (audience === 'admins' ? s.signals : s.signals.map(leanSignal)).map(withSpecAliases);
  return {
    success: true,
    data: { confirmed_signals: signals, count: signals.length, latest_seq: s.latest_seq, since: s.since },
    timestamp: s.generated_at,
  } satisfies ApiReply<Confirmed>;
}

/**
 * GET /api/unified/signals/confirmed (and /trading-command/confirmed): the dashboard's snapshot. Without
 * `?since=` the answer is built once per signal seq and audience — listed, serialised, compressed with brotli
 * and gzip — and served from memory with a weak ETag; a client that has it gets 304. Members get the lean
 * copy (ADMIN_ONLY_SIGNAL_FIELDS left out); an admin's token adds the experimental signals, whole, and an opted-in
 * member's adds them lean.
 */
export function confirmedListHandler(
  ctx: AppContext,
  deps: { signals: SignalsRepo; events: SignalEventsRepo; optIns: ExperimentalOptInsRepo },
) {
  const cache = new Map<Audience, { seq: number; at: number; body: Promise<EncodedBody> }>();

  let seqRead = { at: 0, value: Promise.resolve(0) };
  /**
   * The newest seq, read at most once a second: a list up to a second old is still exact for its own seq, and
   * the client's `signals:sync` from that seq replays whatever came after — nothing is lost, and the busiest
   * REST answer costs no database round trip. A signal event on the bus forgets the read at once, so a reload
   * right after a confirmation already lists it.
   */
  ctx.bus.subscribe(() => {
    seqRead = { at: 0, value: Promise.resolve(0) };
  }, SIGNAL_EVENT_TYPES);
  function latestSeq(): Promise<number> {
    if (Date.now() - seqRead.at >= SEQ_TTL_MS) {
      seqRead = { at: Date.now(), value: deps.events.latestSeq() };
      seqRead.value.catch(() => (seqRead = { at: 0, value: Promise.resolve(0) }));
    }
    return seqRead.value;
  }

  async function cached(audience: Audience): Promise<EncodedBody> {
    const seq = await latestSeq();
    const hit = cache.get(audience);
    if (hit && hit.seq === seq && Date.now() - hit.at < MAX_AGE_MS) return hit.body;
    const built = signalSnapshot(deps, 'CONFIRMED', windowStart(undefined), audience).then((s) => {
      const b = body(s, audience);
      // The ETag follows the list, not the moment it was read (timestamp, the window's moving start): a rebuild
      // with the same signals keeps it, and the browser keeps getting 304.
      return encodeJson(b, `${audience[0]}${s.latest_seq}`, b.data.confirmed_signals);
    });
    const entry = { seq, at: Date.now(), body: built };
    cache.set(audience, entry);
    built.catch(() => {
      if (cache.get(audience) === entry) cache.delete(audience);
    });
    return built;
  }

  const handler: ApiIOHandler<ApiParsed<Confirmed>, ApiReply<Confirmed>> = async ({ query }, req, res) => {
    const viewer = req.session ?? null; // `optional` in the map: its gate read the token, if any
    const audience: Audience = !viewer
      ? 'members'
      : viewer.user.is_admin
        ? 'admins'
        : (await deps.optIns.sees(viewer.user))
          ? 'experimental'
          : 'members';
    if (query.since === undefined) {
      sendEncoded(req, res, await cached(audience), {
        cacheControl: 'private, no-cache',
        vary: 'Accept-Encoding, Authorization',
      });
      return SENT;
    }
    return body(await signalSnapshot(deps, 'CONFIRMED', windowStart(query.since), audience), audience);
  };
  return handler;
}
