// Hive Local's Realtime: Supabase's postgres_changes over the Phoenix websocket protocol at
// /realtime/v1/websocket, fed by capture triggers + LISTEN/NOTIFY (see change-capture.ts).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { BackendContext, BackendModule } from '../context';
import type { TableInfo } from './change-capture';
import {
  CAPTURE_BOOTSTRAP_SQL,
  CAPTURE_CHANNEL,
  CAPTURE_SCHEMA,
  readTableInfo,
  syncCaptureTriggers,
  takeQueuedChanges,
} from './change-capture';
import { dispatchChange } from './change-dispatcher';
import type { ProtocolVersion } from './phoenix-protocol';
import type { RealtimeConnection } from './realtime-connection';
import { resolveToken, serveRealtimeConnection } from './realtime-connection';

const PREFIX = '/realtime/v1';
const WEBSOCKET_PATH = `${PREFIX}/websocket`;
/** How often the publication is re-read while someone is connected (tables added later). */
const PUBLICATION_RECHECK_MS = 3_000;

function refuseUpgrade(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Bad Request'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Creates the realtime module; mount it with the core's `modules` option. */
export function createRealtimeModule(context: BackendContext): BackendModule {
  const { db, log } = context;
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<RealtimeConnection>();
  const tables = new Map<string, Promise<TableInfo>>();
  let unlisten: (() => Promise<void>) | null = null;
  let recheckTimer: NodeJS.Timeout | null = null;
  let closed = false;

  // Trigger changes and change draining each run one at a time (PGlite is one connection, and
  // subscribers must see changes in commit order).
  let syncing: Promise<void> = Promise.resolve();
  const syncPublication = (): Promise<void> => {
    syncing = syncing
      .then(async () => {
        if (closed) return;
        await syncCaptureTriggers(db);
        tables.clear();
      })
      .catch((error: unknown) =>
        log.error('realtime: could not sync publication triggers', { error: String(error) }),
      );
    return syncing;
  };

  const tableInfo = (schema: string, table: string): Promise<TableInfo> => {
    const key = `${schema}.${table}`;
    let info = tables.get(key);
    if (!info) {
      info = readTableInfo(db, schema, table);
      tables.set(key, info);
      info.catch(() => tables.delete(key));
    }
    return info;
  };

  let draining: Promise<void> = Promise.resolve();
  let drainQueued = false;
  const drain = () => {
    if (drainQueued) return;
    drainQueued = true;
    draining = draining
      .then(async () => {
        drainQueued = false;
        if (closed) return;
        for (const change of await takeQueuedChanges(db)) {
          await dispatchChange(change, { context, connections, tableInfo });
        }
      })
      .catch((error: unknown) =>
        log.error('realtime: could not deliver changes', { error: String(error) }),
      );
  };

  const startRecheck = () => {
    if (recheckTimer || closed) return;
    recheckTimer = setInterval(() => {
      if (connections.size === 0) {
        if (recheckTimer) clearInterval(recheckTimer);
        recheckTimer = null;
        return;
      }
      void syncPublication();
    }, PUBLICATION_RECHECK_MS);
    recheckTimer.unref();
  };

  async function accept(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const apikey =
      url.searchParams.get('apikey') ?? (request.headers.apikey as string | undefined) ?? null;
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0')
      return refuseUpgrade(socket, 400, `Unsupported vsn ${vsn}`);
    if (!apikey) return refuseUpgrade(socket, 403, 'No apikey provided');
    const auth = await resolveToken(context, apikey);
    if (!auth.ok) return refuseUpgrade(socket, 403, 'Invalid apikey');
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = serveRealtimeConnection({
        socket: ws,
        version: vsn as ProtocolVersion,
        connectClaims: auth.claims,
        connectToken: apikey,
        context,
        beforeJoin: syncPublication,
      });
      connections.add(connection);
      startRecheck();
      ws.on('close', () => connections.delete(connection));
      ws.on('error', (error) => log.warn('realtime: socket error', { error: String(error) }));
    });
  }

  return {
    name: 'realtime',
    prefix: PREFIX,
    bootstrapSql: CAPTURE_BOOTSTRAP_SQL,
    async afterMigrations() {
      // Idempotent, so a core that skips bootstrapSql (or an older data folder) still works.
      await db.exec(CAPTURE_BOOTSTRAP_SQL);
      await db.exec(`delete from ${CAPTURE_SCHEMA}.changes`);
      await syncPublication();
      unlisten ??= await db.listen(CAPTURE_CHANNEL, drain);
    },
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (path !== WEBSOCKET_PATH && path !== `${WEBSOCKET_PATH}/`) return;
        accept(request, socket, head).catch((error: unknown) => {
          log.error('realtime: upgrade failed', { error: String(error) });
          socket.destroy();
        });
      });
    },
    async handle(request: Request) {
      const path = new URL(request.url).pathname;
      const message = path.startsWith(WEBSOCKET_PATH)
        ? 'Upgrade to a websocket to use Realtime'
        : 'Not found';
      return Response.json({ message }, { status: path.startsWith(WEBSOCKET_PATH) ? 426 : 404 });
    },
    async close() {
      closed = true;
      if (recheckTimer) clearInterval(recheckTimer);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await Promise.allSettled([syncing, draining]);
      if (unlisten) await unlisten();
    },
  };
}
