// The three hosted services the photo functions can use, as stubs of their documented APIs:
//   remove.bg  POST /v1.0/removebg, multipart image_file, X-Api-Key → the PNG (X-Width/X-Height)
//   Claid      POST /v1-beta1/image/edit/upload, multipart file + data (JSON operations),
//              Bearer key → JSON { data: { output: { tmp_url, width, height } } }; GET tmp_url
//   LaMa-style POST /api/v1/inpaint, JSON { image, mask } (base64) → the PNG (IOPaint's API)
//   Photoroom  POST /v2/edit, multipart imageFile + background.* / outputSize / padding …,
//              x-api-key → the picture; errors are JSON { detail, status_code, type }
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startPhotoStub, type PhotoStub } from './photo-stub-server';

function refuse(status: number, title: string): Response {
  return Response.json({ errors: [{ title }] }, { status });
}

/** remove.bg: keeps the left half of the picture opaque, so tests can tell its output apart. */
export function startRemoveBgStub(): Promise<PhotoStub> {
  return startPhotoStub(async (request) => {
    if (new URL(request.url).pathname !== '/v1.0/removebg') return refuse(404, 'Not found');
    if (!request.headers.get('x-api-key')) return refuse(403, 'Missing API key');
    const file = (await request.formData()).get('image_file');
    if (!(file instanceof Blob)) return refuse(400, 'No image given');
    const input = Buffer.from(await file.arrayBuffer());
    const { width = 1, height = 1 } = await sharp(input).metadata();
    const alpha = await sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .composite([
        {
          input: {
            create: { width: Math.ceil(width / 2), height, channels: 3, background: '#ffffff' },
          },
          left: 0,
          top: 0,
        },
      ])
      .extractChannel(0)
      .raw()
      .toBuffer();
    // (Tests send JPEGs: three channels, so the mask becomes the fourth.)
    const png = await sharp(input)
      .joinChannel(alpha, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    return new Response(new Uint8Array(png), {
      headers: {
        'content-type': 'image/png',
        'x-width': String(width),
        'x-height': String(height),
        'x-credits-charged': '1',
      },
    });
  });
}

/** Claid: resizes by the requested percentage and serves the result from a temporary URL. */
export function startClaidStub(): Promise<PhotoStub> {
  const results = new Map<string, Buffer>();
  return startPhotoStub(async (request, base) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') {
      const png = results.get(path);
      return png
        ? new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } })
        : refuse(404, 'Expired');
    }
    if (path !== '/v1-beta1/image/edit/upload') return refuse(404, 'Not found');
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? ''))
      return refuse(401, 'Unauthorized');
    const form = await request.formData();
    const file = form.get('file');
    const data = JSON.parse(String(form.get('data'))) as {
      operations: { resizing: { width: string } };
    };
    if (!(file instanceof Blob)) return refuse(400, 'No file');
    const percent = Number(data.operations.resizing.width.replace('%', ''));
    const input = Buffer.from(await file.arrayBuffer());
    const { width = 1 } = await sharp(input).metadata();
    const png = await sharp(input)
      .resize(Math.round((width * percent) / 100))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    const tmp = `/tmp/${randomUUID()}.png`;
    results.set(tmp, png);
    return Response.json({
      data: {
        input: { width },
        output: { tmp_url: `${base}${tmp}`, width: meta.width, height: meta.height, format: 'png' },
      },
    });
  });
}

/** LaMa-style: fills the mask's white area with mid-grey (a real model paints; the shape is what matters here). */
export function startLamaStub(): Promise<PhotoStub> {
  return startPhotoStub(async (request) => {
    if (new URL(request.url).pathname !== '/api/v1/inpaint') return refuse(404, 'Not found');
    const body = (await request.json()) as { image?: string; mask?: string };
    if (!body.image || !body.mask) return refuse(422, 'image and mask are required');
    const image = Buffer.from(body.image, 'base64');
    const { width = 1, height = 1 } = await sharp(image).metadata();
    const mask = await sharp(Buffer.from(body.mask, 'base64'))
      .resize(width, height, { fit: 'fill' })
      .greyscale()
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const grey = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
      .joinChannel(await sharp(mask).extractChannel(0).raw().toBuffer(), {
        raw: { width, height, channels: 1 },
      })
      .png()
      .toBuffer();
    const png = await sharp(image)
      .removeAlpha()
      .composite([{ input: grey }])
      .png()
      .toBuffer();
    return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
  });
}

/** A Photoroom stub: every picture it answered, in order, so tests can find it in Storage. */
export type PhotoroomStub = PhotoStub & { answers: Buffer[] };

/** Photoroom's error body (docs.photoroom.com: `detail`, `status_code`, `type`). */
export function photoroomError(status: number, detail: string): { status: number; body: unknown } {
  return { status, body: { detail, status_code: status, type: 'error' } };
}

/**
 * Photoroom's Image Editing API: answers a picture of the asked outputSize (`WxH`, or the
 * photo's own size for `originalImage`) in the asked background colour, or teal for a prompt.
 */
export async function startPhotoroomStub(): Promise<PhotoroomStub> {
  const answers: Buffer[] = [];
  const stub = await startPhotoStub(async (request) => {
    const refuse = (status: number, detail: string) =>
      Response.json(photoroomError(status, detail).body, { status });
    if (new URL(request.url).pathname !== '/v2/edit') return refuse(404, 'Not Found');
    if (!request.headers.get('x-api-key')) return refuse(401, 'Missing API key');
    const form = await request.formData();
    const file = form.get('imageFile');
    if (!(file instanceof Blob)) return refuse(400, 'imageFile is required');
    const input = Buffer.from(await file.arrayBuffer());
    const asked = String(form.get('outputSize') ?? 'originalImage');
    const original = await sharp(input).metadata();
    const [width, height] =
      asked === 'originalImage'
        ? [original.width ?? 1, original.height ?? 1]
        : asked.split('x').map(Number);
    const color = form.get('background.color');
    const png = await sharp({
      create: {
        width: width!,
        height: height!,
        channels: 3,
        background: typeof color === 'string' ? `#${color}` : '#008080',
      },
    })
      .png()
      .toBuffer();
    answers.push(png);
    return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
  });
  return { ...stub, answers };
}
