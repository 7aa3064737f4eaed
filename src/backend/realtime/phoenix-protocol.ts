// The Phoenix channel wire format as realtime-js speaks it. vsn 2.0.0 (the default) sends JSON
// arrays `[join_ref, ref, topic, event, payload]`; vsn 1.0.0 sends the same fields as an object.
// Binary frames (vsn 2 user broadcasts) are not parsed: Hive Local serves postgres_changes only.
import { z } from 'zod';

/** A decoded Phoenix message. */
export type PhoenixMessage = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

export type ProtocolVersion = '1.0.0' | '2.0.0';

const arrayFrameSchema = z.tuple([
  z.string().nullable(),
  z.string().nullable(),
  z.string(),
  z.string(),
  z.unknown(),
]);

const objectFrameSchema = z.object({
  join_ref: z.string().nullable().optional(),
  ref: z.string().nullable().optional(),
  topic: z.string(),
  event: z.string(),
  payload: z.unknown(),
});

/** A postgres_changes binding as the client sent it; unknown fields are kept for the echo. */
export const postgresBindingSchema = z.looseObject({
  event: z.string(),
  schema: z.string(),
  table: z.string().optional(),
  filter: z.string().optional(),
});

export type PostgresBinding = z.infer<typeof postgresBindingSchema>;

/** `phx_join` payload: `{config:{broadcast, presence, postgres_changes, private}, access_token}`. */
export const joinPayloadSchema = z.looseObject({
  config: z
    .looseObject({
      postgres_changes: z.array(postgresBindingSchema.nullable()).optional(),
      presence: z
        .looseObject({ enabled: z.boolean().optional(), key: z.string().optional() })
        .optional(),
      private: z.boolean().optional(),
    })
    .optional(),
  access_token: z.string().nullable().optional(),
});

/** `access_token` payload. */
export const accessTokenPayloadSchema = z.looseObject({
  access_token: z.string().nullable().optional(),
});

/** Parses one text frame; null when it is not a Phoenix message. */
export function decodeFrame(text: string, version: ProtocolVersion): PhoenixMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (version === '2.0.0') {
    const parsed = arrayFrameSchema.safeParse(json);
    if (!parsed.success) return null;
    const [joinRef, ref, topic, event, payload] = parsed.data;
    return { joinRef, ref, topic, event, payload };
  }
  const parsed = objectFrameSchema.safeParse(json);
  if (!parsed.success) return null;
  return {
    joinRef: parsed.data.join_ref ?? null,
    ref: parsed.data.ref ?? null,
    topic: parsed.data.topic,
    event: parsed.data.event,
    payload: parsed.data.payload,
  };
}

/** Serialises a message for the socket's protocol version. */
export function encodeFrame(message: PhoenixMessage, version: ProtocolVersion): string {
  if (version === '2.0.0') {
    return JSON.stringify([
      message.joinRef,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/** A `phx_reply` to `request`. */
export function reply(
  request: PhoenixMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): PhoenixMessage {
  return {
    joinRef: request.joinRef,
    ref: request.ref,
    topic: request.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
