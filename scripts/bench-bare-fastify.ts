// The denominators of the load run (scripts/bench-load.ts): a bare Fastify app, started like the mall's
// server (its own Node process through tsx, the same Fastify, a request log at level info that goes
// nowhere). GET /ping answers {ok:true}; GET /bytes/N answers N random bytes, as large as a page the
// mall sends (the guest's home page, compressed), so a page's figure can also be read against what
// sending that many bytes costs here. Listens on 127.0.0.1:PORT until killed.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const MAX_BYTES = 4 * 1024 * 1024;

const app = Fastify({ logger: { level: 'info' } });
app.get('/ping', async () => ({ ok: true }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>('/bytes/:n', async (request, reply) => {
  const n = Math.min(MAX_BYTES, Math.max(0, Number(request.params.n) || 0));
  let body = bodies.get(n);
  // Random bytes, as a compressed page is: autocannon reads a body of one repeated letter several
  // times faster than compressed bytes, which would make sending the page look dearer than it is.
  if (!body) bodies.set(n, (body = randomBytes(n)));
  return reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
