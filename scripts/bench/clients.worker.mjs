// Bench clients, run in a worker thread: N Socket.IO (or bare ws) clients that record delivery latency.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';
import WebSocket from 'ws';

const { kind, url, count, token, eventType, connectBatch } = workerData;
const sockets = [];
let latencies = [];
let received = 0;
let lastAt = 0;
let measuring = false;

function onEnvelope(env) {
  const now = Date.now();
  received++;
  lastAt = now;
  if (measuring) latencies.push(now - env.ts);
}

async function connectAll() {
  let connected = 0;
  let failed = 0;
  for (let i = 0; i < count; i += connectBatch) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + connectBatch); j++) {
      batch.push(
        new Promise((resolve) => {
          if (kind === 'socketio') {
            const s = io(url, {
              transports: ['websocket'],
              auth: { token },
              reconnection: false,
              forceNew: true,
              timeout: 20000,
            });
            s.on(eventType, onEnvelope);
            s.once('connect', () => (connected++, resolve()));
            s.once('connect_error', () => (failed++, resolve()));
            sockets.push(s);
          } else {
            const s = new WebSocket(url);
            s.on('message', (data) => onEnvelope(JSON.parse(data.toString())));
            s.once('open', () => (connected++, resolve()));
            s.once('error', () => (failed++, resolve()));
            sockets.push(s);
          }
        }),
      );
    }
    await Promise.all(batch);
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
    parentPort.postMessage({
      cmd: 'report',
      latencies: msg.latencies === false ? [] : latencies,
      received,
      lastAt,
    });
  } else if (msg.cmd === 'close') {
    for (const s of sockets) {
      if (kind === 'socketio') s.close();
      else s.terminate();
    }
    parentPort.postMessage({ cmd: 'closed' });
  }
});
