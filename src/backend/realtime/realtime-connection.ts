// One realtime websocket: its joined channels and the messages realtime-js sends on them
// (phx_join, phx_leave, access_token, heartbeat). Replies follow Supabase Realtime
// (lib/realtime_web/channels/realtime_channel.ex) so realtime-js sees the same statuses.
import type { WebSocket } from 'ws';
import type { BackendContext, JwtClaims } from '../context';
import type { ParsedFilter } from './change-filter';
import { FilterSyntaxError, parseFilter } from './change-filter';
import type { PhoenixMessage, PostgresBinding, ProtocolVersion } from './phoenix-protocol';
import {
  accessTokenPayloadSchema,
  decodeFrame,
  encodeFrame,
  joinPayloadSchema,
  reply,
} from './phoenix-protocol';

/** A postgres_changes binding of a joined channel. */
export type ChannelBinding = {
  id: number;
  event: string;
  schema: string;
  table: string | null;
  filter: ParsedFilter;
};

/** A joined channel (`realtime:<name>`) and the claims its subscriber reads with. */
export type JoinedChannel = {
  topic: string;
  name: string;
  joinRef: string | null;
  claims: JwtClaims;
  token: string | null;
  bindings: ChannelBinding[];
};

export type RealtimeConnection = {
  readonly channels: ReadonlyMap<string, JoinedChannel>;
  /** Pushes a server message on a joined channel. */
  push(channel: JoinedChannel, event: string, payload: unknown): void;
  /** Ends a channel with a system error, as upstream does when a token expires. */
  shutdown(channel: JoinedChannel, message: string): void;
};

type TokenResult = { ok: true; claims: JwtClaims } | { ok: false; message: string };

/** Resolves an access token to claims; the anon and service keys count, as on hosted Realtime. */
export async function resolveToken(context: BackendContext, token: string): Promise<TokenResult> {
  const claims = await context.verifyAccessToken(token);
  const role = claims?.role;
  if (claims && (role === 'anon' || role === 'authenticated' || role === 'service_role')) {
    return { ok: true, claims };
  }
  if (token === context.keys.anonKey) return { ok: true, claims: { role: 'anon' } };
  if (token === context.keys.serviceRoleKey) return { ok: true, claims: { role: 'service_role' } };
  return { ok: false, message: 'InvalidJWTToken: Token is invalid or has expired' };
}

let nextBindingId = 1;

function toBinding(binding: PostgresBinding): ChannelBinding {
  const table = binding.table === undefined || binding.table === '*' ? null : binding.table;
  return {
    id: nextBindingId++,
    event: binding.event.toUpperCase(),
    schema: binding.schema,
    table,
    filter: parseFilter(binding.filter),
  };
}

type ConnectionOptions = {
  socket: WebSocket;
  version: ProtocolVersion;
  connectClaims: JwtClaims;
  connectToken: string;
  context: BackendContext;
  /** Runs before a join is answered (re-reads the publication so new tables work at once). */
  beforeJoin(): Promise<void>;
};

/** Serves one websocket; returns the connection the change dispatcher pushes to. */
export function serveRealtimeConnection(options: ConnectionOptions): RealtimeConnection {
  const { socket, version, context } = options;
  const channels = new Map<string, JoinedChannel>();
  const send = (message: PhoenixMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeFrame(message, version));
  };
  const system = (channel: JoinedChannel, extension: string, status: string, message: string) =>
    send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.name },
    });

  const connection: RealtimeConnection = {
    channels,
    push: (channel, event, payload) =>
      send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload }),
    shutdown: (channel, message) => {
      system(channel, 'system', 'error', message);
      send({
        joinRef: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      });
      channels.delete(channel.topic);
    },
  };

  async function join(message: PhoenixMessage) {
    const parsed = joinPayloadSchema.safeParse(message.payload ?? {});
    if (!message.topic.startsWith('realtime:') || message.topic === 'realtime:') {
      send(reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
      return;
    }
    if (!parsed.success) {
      send(
        reply(message, 'error', { reason: 'InvalidJoinPayload: the join payload is malformed' }),
      );
      return;
    }
    const token = parsed.data.access_token ?? null;
    const auth: TokenResult =
      token === null || token.startsWith('sb_')
        ? { ok: true, claims: options.connectClaims }
        : await resolveToken(context, token);
    if (!auth.ok) {
      send(reply(message, 'error', { reason: auth.message }));
      return;
    }
    const requested = (parsed.data.config?.postgres_changes ?? []).filter((item) => item !== null);
    const channel: JoinedChannel = {
      topic: message.topic,
      name: message.topic.slice('realtime:'.length),
      joinRef: message.joinRef,
      claims: auth.claims,
      token: token ?? options.connectToken,
      bindings: [],
    };
    let filterError: string | null = null;
    const echoed = requested.map((binding) => {
      try {
        const parsedBinding = toBinding(binding);
        channel.bindings.push(parsedBinding);
        return { ...binding, id: parsedBinding.id };
      } catch (error) {
        if (!(error instanceof FilterSyntaxError)) throw error;
        filterError = error.message;
        return { ...binding, id: nextBindingId++ };
      }
    });
    if (requested.length > 0) await options.beforeJoin();
    channels.set(channel.topic, channel);
    send(reply(message, 'ok', { postgres_changes: echoed }));
    if (parsed.data.config?.presence?.enabled) {
      send({
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'presence_state',
        payload: {},
      });
    }
    if (filterError !== null) system(channel, 'postgres_changes', 'error', filterError);
    else if (requested.length > 0)
      system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  async function refreshToken(message: PhoenixMessage, channel: JoinedChannel) {
    const parsed = accessTokenPayloadSchema.safeParse(message.payload);
    const token = parsed.success ? (parsed.data.access_token ?? null) : null;
    if (token === null || token.startsWith('sb_') || token === channel.token) return;
    const auth = await resolveToken(context, token);
    if (!auth.ok) {
      // Upstream ends the channel on a bad token; the reply lets the pushing client see why.
      send(reply(message, 'error', { reason: auth.message }));
      connection.shutdown(channel, auth.message);
      return;
    }
    channel.claims = auth.claims;
    channel.token = token;
  }

  async function handle(message: PhoenixMessage) {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') send(reply(message, 'ok', {}));
      return;
    }
    if (message.event === 'phx_join') {
      await join(message);
      return;
    }
    const channel = channels.get(message.topic);
    if (!channel) {
      send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (message.event === 'phx_leave') {
      channels.delete(message.topic);
      send(reply(message, 'ok', {}));
    } else if (message.event === 'access_token') {
      await refreshToken(message, channel);
    }
  }

  // Messages are handled one at a time so a join's reply never overtakes an earlier message's.
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const message = decodeFrame(data.toString(), version);
    if (!message) return;
    queue = queue
      .then(() => handle(message))
      .catch((error: unknown) =>
        context.log.error('realtime: message failed', {
          error: String(error),
          event: message.event,
        }),
      );
  });
  socket.on('close', () => channels.clear());
  return connection;
}
