// The denominator of the load run (scripts/bench-load.ts): a bare Fastify app, started like the mall's
// server (its own Node process through tsx, the same Fastify, a request log at level info that goes
// nowhere), whose one route answers GET /ping with {ok:true}. Listens on 127.0.0.1:PORT until killed.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'info' } });
app.get('/ping', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
