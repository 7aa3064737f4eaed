// TensorFlow.js on its WASM backend, set up for an offline worker. tfjs-node is not used
// because its install script downloads libtensorflow; the WASM binaries ship inside
// @tensorflow/tfjs-backend-wasm, and `setWasmPaths` must point at them (the default is a CDN).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { packageDirectory } from './package-files';

type WeightsManifest = { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
type ModelJson = {
  modelTopology: object;
  weightsManifest: WeightsManifest;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
};

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

/** Reads a layers model (model.json and its weight shards) from disk. */
function fileModelHandler(url: string): tf.io.IOHandler {
  const modelPath = fileURLToPath(url);
  return {
    async load() {
      const json = JSON.parse(await readFile(modelPath, 'utf8')) as ModelJson;
      const shards: Buffer[] = [];
      for (const group of json.weightsManifest) {
        for (const path of group.paths) shards.push(await readFile(join(dirname(modelPath), path)));
      }
      const weights = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? undefined,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ) as ArrayBuffer,
      };
    },
  };
}
