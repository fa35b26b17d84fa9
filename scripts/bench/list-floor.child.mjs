/**
 * The floor for the signal list: plain node:http serving the very bytes and headers the gateway answers for
 * GET /api/unified/signals/confirmed (the brotli copy, its ETag, 304 on If-None-Match), from memory, with no
 * framework, auth check or database. What Node itself costs for this answer on this machine.
 *   node list-floor.child.mjs <body.br> <etag>   → prints the port
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const etag = process.argv[3];
const server = createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, {
      etag,
      'cache-control': 'private, no-cache',
      vary: 'Accept-Encoding, Authorization',
    });
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'br',
    'content-length': body.length,
    etag,
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding, Authorization',
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
