// The ONNX rewriter that widens a float16 model to float32: the shipped background-removal
// model, widened, has only float32 values and draws the same matte; a model with nothing to
// widen comes back byte for byte; float16 bit patterns read as IEEE 754 says.
import { resolve } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readMediumModel } from './background-removal';
import { encodeOnnxModel, float16Value, widenFloat16Model } from './onnx-proto';

const PHOTO = resolve(import.meta.dirname, '../../../../tests/fixtures/photos/figurines.jpg');
const SIZE = 1024;

/** The photo as the model takes it: 1024² planes, (v − 128) / 256 (as background-removal.ts). */
async function modelInput(): Promise<ort.Tensor> {
  const rgb = await sharp(PHOTO).resize(SIZE, SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const plane = SIZE * SIZE;
  const tensor = new Float32Array(3 * plane);
  for (let pixel = 0; pixel < plane; pixel += 1)
    for (let channel = 0; channel < 3; channel += 1)
      tensor[pixel + channel * plane] = (rgb[3 * pixel + channel]! - 128) / 256;
  return new ort.Tensor('float32', tensor, [1, 3, SIZE, SIZE]);
}

/** The model's matte for the photo, in levels of 255, with the session's value types. */
async function matteOf(model: Uint8Array, input: ort.Tensor) {
  const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: 'disabled' });
  try {
    const types = [...session.inputMetadata, ...session.outputMetadata].map((value) =>
      value.isTensor ? value.type : 'not a tensor',
    );
    const output = (await session.run({ input }, ['output'])).output!.data as Float32Array;
    const levels = Uint8Array.from(output, (value) =>
      Math.round(Math.min(1, Math.max(0, value)) * 255),
    );
    return { types, levels };
  } finally {
    await session.release();
  }
}

describe('widenFloat16Model', () => {
  it('makes the shipped background-removal model float32 throughout, with the same matte', async () => {
    const shipped = await readMediumModel();
    const widened = widenFloat16Model(shipped);
    // Every weight is stored in four bytes instead of two, and nothing float16 is left: widened
    // again, the model comes back byte for byte.
    expect(widened.byteLength).toBeGreaterThan(1.9 * shipped.byteLength);
    expect(Buffer.from(widenFloat16Model(widened)).equals(Buffer.from(widened))).toBe(true);
    const input = await modelInput();
    const before = await matteOf(shipped, input);
    const after = await matteOf(widened, input);
    // Its input and output keep their float32 type.
    expect(new Set(before.types)).toEqual(new Set(['float32']));
    expect(new Set(after.types)).toEqual(new Set(['float32']));
    let largest = 0;
    let subject = 0;
    for (let pixel = 0; pixel < before.levels.length; pixel += 1) {
      largest = Math.max(largest, Math.abs(before.levels[pixel]! - after.levels[pixel]!));
      if (after.levels[pixel]! >= 128) subject += 1;
    }
    // Measured: at most 1 level of 255 apart (the shipped graph rounds activations to float16).
    expect(largest).toBeLessThanOrEqual(2);
    // And it is a matte of the figurines, not of nothing.
    expect(subject / before.levels.length).toBeGreaterThan(0.1);
    expect(subject / before.levels.length).toBeLessThan(0.9);
  }, 120_000);

  it('gives back a model with no float16 in it byte for byte', () => {
    const model = encodeOnnxModel(
      {
        name: 'scale',
        nodes: [{ op: 'Mul', inputs: ['x', 'two'], outputs: ['y'] }],
        initializers: [{ name: 'two', dims: [1], data: Float32Array.of(2) }],
        input: { name: 'x', shape: ['n', 3] },
        output: { name: 'y', shape: ['n', 3] },
      },
      17,
      'test',
    );
    expect(Buffer.from(widenFloat16Model(model)).equals(Buffer.from(model))).toBe(true);
  });

  it('refuses a truncated model', () => {
    const model = encodeOnnxModel(
      {
        name: 'copy',
        nodes: [{ op: 'Identity', inputs: ['x'], outputs: ['y'] }],
        initializers: [],
        input: { name: 'x', shape: [1] },
        output: { name: 'y', shape: [1] },
      },
      17,
      'test',
    );
    expect(() => widenFloat16Model(model.subarray(0, model.byteLength - 3))).toThrow(
      'The ONNX model is truncated',
    );
  });
});

describe('float16Value', () => {
  it('reads normal, subnormal and special bit patterns', () => {
    expect(float16Value(0x3c00)).toBe(1);
    expect(float16Value(0xc000)).toBe(-2);
    expect(float16Value(0x3555)).toBeCloseTo(1 / 3, 3);
    expect(float16Value(0x7bff)).toBe(65504); // the largest
    expect(float16Value(0x0001)).toBe(2 ** -24); // the smallest subnormal
    expect(float16Value(0x0000)).toBe(0);
    expect(Object.is(float16Value(0x8000), -0)).toBe(true);
    expect(float16Value(0x7c00)).toBe(Number.POSITIVE_INFINITY);
    expect(float16Value(0xfc00)).toBe(Number.NEGATIVE_INFINITY);
    expect(float16Value(0x7e00)).toBeNaN();
  });
});
