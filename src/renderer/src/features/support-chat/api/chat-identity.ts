// The identity hash a hosted support-chat service needs to trust that a visitor is the signed-in
// user. Computed only by the chatbot-identity function (HMAC with a server secret), never here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';

const identitySchema = z.object({ userId: z.string().uuid(), hash: z.string().regex(/^[0-9a-f]{64}$/) });
/** The signed-in user's chat identity. */
export type ChatIdentity = z.infer<typeof identitySchema>;

/** The hosted chat service's app id, when the build names one (`VITE_SUPPORT_CHAT_APP_ID`). */
export const chatServiceAppId: string | null =
  (import.meta.env.VITE_SUPPORT_CHAT_APP_ID as string | undefined)?.trim() || null;

/** Asks chatbot-identity for the user's hash; the body carries the user's own id only. */
export async function fetchChatIdentity(supabase: SupabaseClient, userId: string): Promise<ChatIdentity> {
  const { data, error } = await supabase.functions.invoke('chatbot-identity', { body: { userId } });
  if (error) throw error;
  return identitySchema.parse(data);
}

/** Query options: only when a chat service is configured and somebody is signed in. */
export function getChatIdentityQueryOptions(supabase: SupabaseClient | null, userId: string | undefined) {
  return queryOptions({
    queryKey: ['support-chat', 'identity', userId ?? 'signed-out'],
    queryFn: () => fetchChatIdentity(supabase!, userId!),
    enabled: chatServiceAppId !== null && !!supabase && !!userId,
    staleTime: Infinity,
    retry: false,
  });
}

/** The chat identity, or undefined (no service configured, signed out, or not yet loaded). */
export function useChatIdentity(): ChatIdentity | undefined {
  const { supabase } = useBackend();
  const { user } = useAuth();
  return useQuery(getChatIdentityQueryOptions(supabase, user?.id)).data;
}
