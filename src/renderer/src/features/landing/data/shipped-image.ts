/** A picture shipped in resources/public/imagery: AVIF with a WebP fallback, its size and a blurred placeholder. */
export type ShippedImage = {
  id: string;
  title: string;
  prompt: string;
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** A 16-pixel-wide WebP data URL shown blurred while the picture loads. */
  placeholder: string;
};
