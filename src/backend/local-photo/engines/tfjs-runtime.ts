// TensorFlow.js on its WASM backend, set up for an offline worker. tfjs-node is not used
// because its install script downloads libtensorflow; the WASM binaries ship inside
// @tensorflow/tfjs-backend-wasm, and `setWasmPaths` must point at them (the default is a CDN).
// The product no longer runs on it (upscaling is on onnxruntime, esrgan-onnx.ts): it is the
// reference esrgan-onnx.test.ts checks the converted models' pixels against.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { readLayersModel } from './esrgan-onnx';
import { packageDirectory } from './package-files';

let ready: Promise<typeof tf> | undefined;

/** Starts tfjs on the WASM backend once per worker, with `file://` model URLs served from disk. */
export function startTensorflow(): Promise<typeof tf> {
  ready ??= (async () => {
    // A router answers null for URLs it does not handle; tfjs's type says otherwise.
    tf.io.registerLoadRouter((url) =>
      typeof url === 'string' && url.startsWith('file://')
        ? fileModelHandler(url)
        : (null as unknown as tf.io.IOHandler),
    );
    setWasmPaths(`${join(packageDirectory('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
    if (!(await tf.setBackend('wasm'))) throw new Error('The tfjs WASM backend did not start');
    tf.enableProdMode();
    return tf;
  })();
  return ready;
}

/** Reads a layers model (model.json and its weight shards) from disk, as the converter does. */
function fileModelHandler(url: string): tf.io.IOHandler {
  return {
    async load() {
      const { json, weights } = await readLayersModel(fileURLToPath(url));
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? undefined,
        weightSpecs: json.weightsManifest.flatMap(
          (group) => group.weights as tf.io.WeightsManifestEntry[],
        ),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ) as ArrayBuffer,
      };
    },
  };
}
