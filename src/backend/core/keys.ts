// Keys: one HS256 secret per data folder (kept in <dataDir>/keys.json, mode 0600) and the anon
// and service-role keys as JWTs signed with it, the same shape `supabase start` prints, so
// edge-function code and verify_jwt treat them exactly as on hosted Supabase.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Keys } from '../context';

const storedKeys = z.object({
  jwtSecret: z.string().min(32),
  anonKey: z.string(),
  serviceRoleKey: z.string(),
});

const TEN_YEARS = 10 * 365 * 24 * 3600;

async function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase', ref: 'hive-local', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS)
    .sign(new TextEncoder().encode(secret));
}

/** Fresh keys (in-memory mode, or the first start of a data folder). */
export async function generateKeys(): Promise<Keys> {
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    jwtSecret,
    anonKey: await signApiKey('anon', jwtSecret),
    serviceRoleKey: await signApiKey('service_role', jwtSecret),
  };
}

/** Loads the data folder's keys, creating them once; `null` folder = fresh keys each start. */
export async function loadOrCreateKeys(dataDir: string | null): Promise<Keys> {
  if (!dataDir) return generateKeys();
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) return storedKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  const keys = await generateKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}
