// What each enhancement type adds around the ESRGAN model, with sharp. Pre-processing runs at
// the source size (cheap, and noise removed before upscaling is not magnified); post-processing
// runs on the upscaled result.
import type sharp from 'sharp';
import type { UpscaleOptions } from '../photo-jobs';

type Step = (image: sharp.Sharp, size: { width: number; height: number }) => sharp.Sharp;

/** Pre and post steps per type. */
export const enhancementSteps: Record<UpscaleOptions['type'], { pre: Step; post: Step }> = {
  // Balanced: the model's own output, untouched (it is what the PSNR proof measures).
  quality: { pre: (image) => image, post: (image) => image },
  // Products: stretch levels so the backdrop reads white, crisp edges, then clip near-white
  // (≥ 247) to pure white so a studio background prints clean.
  product: {
    pre: (image) => image.normalise({ lower: 0.5, upper: 99.5 }),
    post: (image) => image.sharpen({ sigma: 1, m1: 0.6, m2: 2 }).linear(255 / 247, 0),
  },
  // Portraits: a 3 × 3 median takes out sensor and JPEG noise without blurring edges much;
  // only a whisper of sharpening afterwards, so skin is not turned to texture.
  portrait: {
    pre: (image) => image.median(3),
    post: (image) => image.sharpen({ sigma: 0.6, m1: 0.3, m2: 0.6 }).modulate({ saturation: 1.03 }),
  },
  // Clarity: local contrast (CLAHE over tiles about a twelfth of the image) and an unsharp mask.
  clarity: {
    pre: (image) => image,
    post: (image, { width, height }) =>
      image
        .clahe({
          width: Math.max(8, Math.round(width / 12)),
          height: Math.max(8, Math.round(height / 12)),
          maxSlope: 2,
        })
        .sharpen({ sigma: 1.2, m1: 1, m2: 3 }),
  },
};
