// Bench load generator, run in a worker thread: `count` WebSocket connections that count every delivery of
// `eventType` and record its latency (receive instant − the envelope's `ts`, set at publish time).
//
// Both servers get the same cheap client, so the load generator costs the same for both and leaves the
// cores to the server under test: one `ws` WebSocket per connection, each delivery matched on its first
// bytes and `ts` read straight from the frame's bytes, without decoding the ~0.9 kB envelope.
// - `socketio`: the real Engine.IO v4 / Socket.IO v5 handshake over the websocket transport, as
//   socket.io-client does it: open packet `0{...}`, CONNECT `40{"token":...}` (the gateway verifies the JWT
//   and joins the rooms), CONNECT ack `40{"sid":...}` or CONNECT_ERROR `44{...}`, every ping `2` answered
//   with a pong `3`; deliveries are EVENT packets `42["<eventType>",{envelope}]`.
// - `ws`: the bare broadcast server sends the envelope JSON as is.
// A sample of deliveries is fully decoded at report time to check the fast path read the right `ts`.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { kind, url, count, token, eventType, connectBatch, pin } = workerData;
// Keep the load generator off the server's CPU: pin this thread (and only it) to the clients' CPUs.
if (pin) execFileSync('taskset', ['-p', '-c', pin, readlinkSync('/proc/thread-self').split('/').pop()]);
const sio = kind === 'socketio';
const target = sio ? `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket` : url;
const PREFIX = Buffer.from(sio ? `42["${eventType}",` : `{"type":"${eventType}",`);
const TS_KEY = Buffer.from('"ts":');
const SAMPLE_EVERY = 997;
const SAMPLE_MAX = 200;

const sockets = [];
let latencies = [];
let received = 0;
let lastAt = 0;
let measuring = false;
let samples = [];

/** Reads the first `"ts":<digits>` after the event name: the envelope's own, which precedes `data`. */
function readTs(buf) {
  let i = buf.indexOf(TS_KEY, PREFIX.length);
  if (i < 0) return NaN;
  let ts = 0;
  for (i += TS_KEY.length; i < buf.length; i++) {
    const d = buf[i] - 48;
    if (d < 0 || d > 9) break;
    ts = ts * 10 + d;
  }
  return ts;
}

function onDelivery(buf) {
  const now = Date.now();
  received++;
  lastAt = now;
  if (measuring) latencies.push(now - readTs(buf));
  if (received % SAMPLE_EVERY === 0 && samples.length < SAMPLE_MAX) samples.push(Buffer.from(buf));
}

const isDelivery = (buf) =>
  buf.length > PREFIX.length && buf.compare(PREFIX, 0, PREFIX.length, 0, PREFIX.length) === 0;

/** Decodes the sampled deliveries in full: how many were checked, and how many disagreed with the fast path. */
function verifySamples() {
  let bad = 0;
  for (const buf of samples) {
    const msg = JSON.parse(buf.toString('utf8', sio ? 2 : 0));
    const env = sio ? msg[1] : msg;
    const ok = sio ? Array.isArray(msg) && msg[0] === eventType : env.type === eventType;
    if (!ok || env.ts !== readTs(buf)) bad++;
  }
  const checked = samples.length;
  samples = [];
  return { checked, bad };
}

function connectOne() {
  return new Promise((resolve) => {
    const s = new WebSocket(target, { perMessageDeflate: false });
    sockets.push(s);
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      resolve(ok);
    };
    s.once('error', () => done(false));
    s.once('close', () => done(false));
    if (!sio) {
      s.once('open', () => done(true));
      s.on('message', (buf) => {
        if (isDelivery(buf)) onDelivery(buf);
      });
      return;
    }
    s.on('message', (buf) => {
      if (isDelivery(buf)) return onDelivery(buf);
      switch (buf[0]) {
        case 0x30: // Engine.IO OPEN: connect to the main namespace with the token, as socket.io-client does.
          s.send(`40${JSON.stringify({ token })}`);
          return;
        case 0x32: // Engine.IO PING
          s.send('3');
          return;
        case 0x34: // Engine.IO MESSAGE: Socket.IO CONNECT ack, CONNECT_ERROR, or another event (`hello`).
          if (buf[1] === 0x30) done(true);
          else if (buf[1] === 0x34) done(false);
          return;
      }
    });
  });
}

async function connectAll() {
  let connected = 0;
  let failed = 0;
  for (let i = 0; i < count; i += connectBatch) {
    const n = Math.min(count, i + connectBatch) - i;
    const results = await Promise.all(Array.from({ length: n }, connectOne));
    connected += results.filter(Boolean).length;
    failed += results.filter((ok) => !ok).length;
  }
  return { connected, failed };
}

parentPort.on('message', async (msg) => {
  if (msg.cmd === 'count') {
    parentPort.postMessage({ cmd: 'count', received, lastAt });
    return;
  }
  if (msg.cmd === 'connect') {
    parentPort.postMessage({ cmd: 'connected', ...(await connectAll()) });
  } else if (msg.cmd === 'measure') {
    latencies = [];
    received = 0;
    measuring = true;
  } else if (msg.cmd === 'report') {
    parentPort.postMessage({ cmd: 'report', latencies, received, lastAt, ...verifySamples() });
  } else if (msg.cmd === 'close') {
    for (const s of sockets) s.terminate();
    parentPort.postMessage({ cmd: 'closed' });
  }
});
