// Click-to-select for the object remover (POST remove-object/select): the photo and the user's
// clicks go to Hive Local's SAM engine (/_local/ai/photo/sam-mask) and the mask comes back as
// base64 PNG. Choosing what to remove is free: nothing is charged, stored or recorded; only the
// removal itself (remove-object) costs credits. Same caller, body and upload checks as the tools.
import { createLogger } from '../logger.ts';
import { readJsonBody } from '../http.ts';
import { getCallerUser, readSupabaseEnv } from '../supabase-clients.ts';
import { selectObjectRequestSchema } from '../contracts/api/photo-tools.ts';
import { toBase64 } from './engines.ts';
import { runLocal } from './local-engine.ts';
import { creditMessages, enhancementMessages, photoMessages } from './messages.ts';
import { readPhotoEnv } from './photo-env.ts';
import { asFailure, PhotoToolFailure } from './photo-failure.ts';
import { bodyFailure, checkImage, fail, json, photoCorsHeaders } from './photo-response.ts';

/** The selection endpoint's `fetch`. */
export function serveObjectSelection(): { fetch(request: Request): Promise<Response> } {
  const log = createLogger('remove-object/select');

  async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: photoCorsHeaders });
    if (request.method !== 'POST')
      return fail(new PhotoToolFailure('method_not_allowed', 'Method not allowed', 405));
    const supabaseEnv = readSupabaseEnv();
    const user = await getCallerUser(request, supabaseEnv);
    if (!user)
      return fail(new PhotoToolFailure('not_signed_in', creditMessages.loginToUseCredits, 401));
    const parsed = selectObjectRequestSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) return fail(bodyFailure(parsed.error.issues, ['image']));
    const checked = checkImage(parsed.data.image, 'image');
    if (checked instanceof PhotoToolFailure) return fail(checked);
    const { width, height } = checked.facts;
    if (parsed.data.clicks.some((click) => click.x >= width || click.y >= height)) {
      return fail(new PhotoToolFailure('invalid_request', photoMessages.invalidRequest, 400));
    }
    const env = readPhotoEnv();
    const local = {
      baseUrl: env.PHOTO_LOCAL_ENGINE_URL ?? supabaseEnv.SUPABASE_URL,
      serviceRoleKey: supabaseEnv.SUPABASE_SERVICE_ROLE_KEY,
      timeoutMs: env.PHOTO_LOCAL_TIMEOUT_MS,
    };
    try {
      const output = await runLocal(
        local,
        'sam-mask',
        { image: checked.bytes },
        { clicks: JSON.stringify(parsed.data.clicks) },
      );
      log.info('selected', {
        user_id: user.id,
        clicks: parsed.data.clicks.length,
        engine: output.engine.name,
      });
      return json(
        {
          mask: toBase64(output.bytes),
          engine: output.engine,
          width: output.width,
          height: output.height,
        },
        200,
      );
    } catch (error) {
      const failure = asFailure(error);
      log.warn('selection failed', {
        code: failure.code,
        detail: failure.detail ?? failure.message,
      });
      return fail(failure);
    }
  }

  return {
    async fetch(request) {
      try {
        return await handle(request);
      } catch (error) {
        log.error('unexpected failure', {
          error: error instanceof Error ? error.message : String(error),
        });
        return fail(new PhotoToolFailure('failed', enhancementMessages.failed, 500));
      }
    },
  };
}
