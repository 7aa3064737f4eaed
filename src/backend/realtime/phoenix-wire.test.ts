// The wire protocol, frame by frame, as realtime-js sends it (vsn 2.0.0 JSON arrays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtimeModule } from './realtime-module';
import { startStandaloneBackend, type StandaloneBackend } from './testing/standalone-backend';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

let backend: StandaloneBackend;

beforeAll(async () => {
  backend = await startStandaloneBackend({
    modules: [createRealtimeModule],
    migrations: `create table public.notes (id int primary key, body text);
      grant select on public.notes to anon, authenticated;
      alter publication supabase_realtime add table public.notes;`,
  });
});

afterAll(async () => {
  await backend?.close();
});

async function connect(apikey = backend.context.keys.anonKey) {
  const ws = new WebSocket(
    `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`,
  );
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (frame: unknown[]) => ws.send(JSON.stringify(frame));
  const next = async (count: number) => {
    const started = Date.now();
    while (frames.length < count) {
      if (Date.now() - started > 5000)
        throw new Error(`expected ${count} frames, got ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return frames.slice(0, count);
  };
  return { ws, frames, send, next };
}

describe('realtime websocket protocol', () => {
  it('answers a join with the bindings in the same order plus ids, then a Subscribed to PostgreSQL system message', async () => {
    const { ws, send, next } = await connect();
    const bindings = [
      { event: '*', schema: 'public', table: 'notes', filter: 'id=eq.1' },
      { event: 'INSERT', schema: 'public', table: 'notes' },
    ];
    send([
      '1',
      '1',
      'realtime:room',
      'phx_join',
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: bindings,
          private: false,
        },
      },
    ]);
    const [joinReply, system] = await next(2);
    expect(joinReply?.slice(0, 4)).toEqual(['1', '1', 'realtime:room', 'phx_reply']);
    const response = joinReply?.[4] as {
      status: string;
      response: { postgres_changes: Record<string, unknown>[] };
    };
    expect(response.status).toBe('ok');
    expect(response.response.postgres_changes.map((binding) => Object.keys(binding))).toEqual([
      ['event', 'schema', 'table', 'filter', 'id'],
      ['event', 'schema', 'table', 'id'],
    ]);
    expect(response.response.postgres_changes).toMatchObject(bindings);
    expect(system).toEqual([
      '1',
      null,
      'realtime:room',
      'system',
      {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'room',
      },
    ]);

    await backend.pg.query("insert into public.notes values (1, 'hello')");
    const [, , change] = await next(3);
    const ids = (response.response.postgres_changes as { id: number }[]).map(
      (binding) => binding.id,
    );
    expect(change?.slice(0, 4)).toEqual(['1', null, 'realtime:room', 'postgres_changes']);
    expect(change?.[4]).toMatchObject({
      ids,
      data: {
        schema: 'public',
        table: 'notes',
        type: 'INSERT',
        columns: [
          { name: 'id', type: 'int4' },
          { name: 'body', type: 'text' },
        ],
        record: { id: 1, body: 'hello' },
        errors: null,
      },
    });
    expect(String((change?.[4].data as { commit_timestamp: string }).commit_timestamp)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    ws.close();
  });

  it('replies ok to a heartbeat on the phoenix topic and to phx_leave', async () => {
    const { ws, send, next } = await connect();
    send([null, '5', 'phoenix', 'heartbeat', {}]);
    send(['7', '7', 'realtime:quiet', 'phx_join', { config: { postgres_changes: [] } }]);
    send(['7', '8', 'realtime:quiet', 'phx_leave', {}]);
    send([
      '7',
      '9',
      'realtime:quiet',
      'access_token',
      { access_token: backend.context.keys.anonKey },
    ]);
    const frames = await next(4);
    expect(frames[0]).toEqual([null, '5', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames[1]).toEqual([
      '7',
      '7',
      'realtime:quiet',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    expect(frames[2]).toEqual([
      '7',
      '8',
      'realtime:quiet',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(frames[3]).toEqual([
      '7',
      '9',
      'realtime:quiet',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    ws.close();
  });

  it('refuses a join whose access_token is not a valid JWT', async () => {
    const { ws, send, next } = await connect();
    send([
      '1',
      '1',
      'realtime:room',
      'phx_join',
      { config: { postgres_changes: [] }, access_token: 'not-a-jwt' },
    ]);
    const [frame] = await next(1);
    expect(frame?.slice(0, 4)).toEqual(['1', '1', 'realtime:room', 'phx_reply']);
    expect(frame?.[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('InvalidJWTToken') },
    });
    ws.close();
  });

  it('takes a valid access_token without a reply and closes the channel with an error on a bad one', async () => {
    const { ws, frames, send, next } = await connect();
    send(['1', '1', 'realtime:room', 'phx_join', { config: { postgres_changes: [] } }]);
    await next(1);
    send([
      '1',
      '2',
      'realtime:room',
      'access_token',
      { access_token: await backend.sign({ role: 'authenticated', sub: 'ab' }) },
    ]);
    send([null, '3', 'phoenix', 'heartbeat', {}]);
    await next(2);
    expect(frames[1]?.[1]).toBe('3');
    send([
      '1',
      '4',
      'realtime:room',
      'access_token',
      { access_token: await backend.sign({ role: 'authenticated' }, -10) },
    ]);
    const [, , refused, system, close] = await next(5);
    expect(refused).toMatchObject(['1', '4', 'realtime:room', 'phx_reply', { status: 'error' }]);
    expect(system).toMatchObject([
      '1',
      null,
      'realtime:room',
      'system',
      { extension: 'system', status: 'error', channel: 'room' },
    ]);
    expect(close?.slice(2, 4)).toEqual(['realtime:room', 'phx_close']);
    ws.close();
  });

  it('refuses the websocket upgrade when the apikey is missing or invalid', async () => {
    const attempt = (query: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(
          `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`,
        );
        ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    expect(await attempt('vsn=2.0.0')).toBe(403);
    expect(await attempt('apikey=nope&vsn=2.0.0')).toBe(403);
    expect(await attempt(`apikey=${backend.context.keys.anonKey}&vsn=2.0.0`)).toBe(101);
  });
});
