// Reads Hive Local's mail outbox for the desktop app. The outbox holds sign-in links and codes,
// so Hive Local answers it only with a key made for this launch; main makes that key, hands it
// to the Hive Local process (HIVE_LOCAL_KEY) and keeps it here. The renderer never holds it: it
// asks through IPC (outbox:list) and gets the messages.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { outboxMessageSchema } from '../shared/ipc/contract';
import type { BackendConfig, OutboxMessage } from '../shared/ipc/contract';
import type { Logger } from './logger';

/** The header Hive Local reads the key from (src/backend/local/local-routes.ts). */
const LOCAL_KEY_HEADER = 'x-hive-local-key';
/** The newest messages only: the in-app list is for the sign-up at hand. */
const MOST_MESSAGES = 50;

// The contract's own message schema: what crosses IPC is exactly what was read here.
const messagesSchema = z.array(outboxMessageSchema);

/** A fresh key for one launch of Hive Local. */
export function newLocalKey(): string {
  return randomBytes(24).toString('base64url');
}

/** What the outbox:list channel answers with. */
export type OutboxReader = { list(): Promise<OutboxMessage[] | null> };

/**
 * Reads the outbox of the Hive Local that `config()` points at; `key` null (a hosted backend,
 * which has no outbox) always answers null, as does a backend that is not ready.
 */
export function createOutboxReader(options: {
  key: string | null;
  config: () => BackendConfig | null;
  log: Logger;
  fetch?: typeof fetch;
}): OutboxReader {
  const fetcher = options.fetch ?? fetch;
  return {
    async list() {
      const config = options.config();
      if (!options.key || !config) return null;
      const response = await fetcher(`${config.url}/_local/mail.json`, {
        headers: { [LOCAL_KEY_HEADER]: options.key },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        options.log.warn('outbox: Hive Local refused the read', { status: response.status });
        return null;
      }
      return messagesSchema.parse(await response.json()).slice(0, MOST_MESSAGES);
    },
  };
}
