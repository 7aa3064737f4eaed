// CORS for edge functions. Functions answer preflight themselves (neither the edge runtime nor
// Hive Local's host adds CORS), with the headers supabase-js sends.

/** Headers every function response carries so browsers can call functions from the web build. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-hive-job-id',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** The answer to a CORS preflight, or null when the request is not one. */
export function handlePreflight(request: Request): Response | null {
  if (request.method !== 'OPTIONS') return null;
  return new Response('ok', { headers: corsHeaders });
}
