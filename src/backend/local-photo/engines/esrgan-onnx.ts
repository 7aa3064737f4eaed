// UpscalerJS's ESRGAN models (the weights inside @upscalerjs/esrgan-{slim,medium,thick}) run on
// onnxruntime-node: their Keras layer graph is converted to ONNX in memory when a worker first
// needs it, so no converted file is stored anywhere. ORT's convolutions are several times faster
// than tfjs's WASM backend on the same weights (tests/bench/photo-tools.bench.ts), and the
// conversion is checked against tfjs in esrgan-onnx.test.ts.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import type { UpscaleOptions } from '../photo-jobs';
import { kerasToOnnx, type KerasModelConfig, type KerasWeight } from './keras-to-onnx';
import { encodeOnnxModel } from './onnx-proto';
import { packageDirectory, packageVersion } from './package-files';

/** The model sizes and the scales the packages ship that we use. */
export type EsrganModel = UpscaleOptions['model'];
export type EsrganScale = 2 | 4;

/** The parts of an UpscalerJS model definition the pipeline needs around the network. */
export type EsrganDefinition = { inputRange: [number, number]; outputRange: [number, number] };

// Static imports per model keep the bundler and type checker aware of every file we load.
const definitions: Record<EsrganModel, Record<EsrganScale, () => Promise<{ default: unknown }>>> = {
  slim: {
    2: () => import('@upscalerjs/esrgan-slim/2x'),
    4: () => import('@upscalerjs/esrgan-slim/4x'),
  },
  medium: {
    2: () => import('@upscalerjs/esrgan-medium/2x'),
    4: () => import('@upscalerjs/esrgan-medium/4x'),
  },
  thick: {
    2: () => import('@upscalerjs/esrgan-thick/2x'),
    4: () => import('@upscalerjs/esrgan-thick/4x'),
  },
};

/** The package's own model definition (input and output ranges: 0–1 for thick, 0–255 else). */
export async function esrganDefinition(
  model: EsrganModel,
  scale: EsrganScale,
): Promise<EsrganDefinition> {
  return (await definitions[model][scale]()).default as EsrganDefinition;
}

/** The model.json of a package's model at a scale. */
export function esrganModelPath(model: EsrganModel, scale: EsrganScale): string {
  return join(packageDirectory(`@upscalerjs/esrgan-${model}`), 'models', `x${scale}`, 'model.json');
}

/** The engine label: the weights' package and the runtime that runs them. */
export function esrganOnnxEngineLabel(model: EsrganModel): string {
  const weights = `esrgan-${model}@${packageVersion(`@upscalerjs/esrgan-${model}`)}`;
  return `local:${weights}+onnxruntime@${packageVersion('onnxruntime-node')}`;
}

type WeightEntry = { name: string; shape: number[]; dtype: string; quantization?: unknown };
export type ModelJson = {
  modelTopology: { model_config: { config: KerasModelConfig } };
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  weightsManifest: { paths: string[]; weights: WeightEntry[] }[];
};

const OPSET = 13;

/**
 * A tfjs layers model as stored on disk: its model.json and every weight shard joined in manifest
 * order (the layout both tfjs and our converter read). Shared with tfjs-runtime.ts.
 */
export async function readLayersModel(path: string): Promise<{ json: ModelJson; weights: Buffer }> {
  const json = JSON.parse(await readFile(path, 'utf8')) as ModelJson;
  const paths = json.weightsManifest.flatMap((group) => group.paths);
  const shards = await Promise.all(paths.map((file) => readFile(join(path, '..', file))));
  return { json, weights: Buffer.concat(shards) };
}

/** Reads a package's model.json and weight shards and converts them to ONNX model bytes. */
export async function convertEsrganToOnnx(
  model: EsrganModel,
  scale: EsrganScale,
): Promise<Uint8Array> {
  const { json, weights } = await readLayersModel(esrganModelPath(model, scale));
  const graph = kerasToOnnx(
    json.modelTopology.model_config.config,
    weightsByName(json, weights),
    `esrgan-${model}`,
  );
  return encodeOnnxModel(graph, OPSET, `hive-studio esrgan-onnx (${model} x${scale})`);
}

/** The weights by name, from the joined shards in manifest order (float32, little-endian, packed). */
function weightsByName(json: ModelJson, bytes: Buffer): Map<string, KerasWeight> {
  const byName = new Map<string, KerasWeight>();
  let offset = 0;
  for (const entry of json.weightsManifest.flatMap((group) => group.weights)) {
    if (entry.dtype !== 'float32' || entry.quantization)
      throw new Error(
        `Weight ${entry.name} is ${entry.dtype}${entry.quantization ? ', quantised' : ''}; only plain float32 is read`,
      );
    const count = entry.shape.reduce((product, size) => product * size, 1);
    const data = new Float32Array(count);
    for (let index = 0; index < count; index += 1)
      data[index] = bytes.readFloatLE(offset + 4 * index);
    byName.set(entry.name, { shape: entry.shape, data });
    offset += 4 * count;
  }
  if (offset !== bytes.byteLength) throw new Error('The weight shards do not match the manifest');
  return byName;
}

/**
 * Creates an ORT session from converted model bytes, with every core for one inference.
 * Idle threads sleep instead of spinning: when other work shares the cores (the UI, another
 * engine), a spinning thread steals time from the one it waits for. Measured on 2 cores at load
 * 5.5, thick ×2 on a 272² patch: 4.3–8.1 s without spinning, 5.2–9.5 s with.
 */
export function createEsrganSession(bytes: Uint8Array): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(bytes, {
    graphOptimizationLevel: 'all',
    intraOpNumThreads: Math.max(1, availableParallelism()),
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  });
}
