// A Keras functional layer graph (tfjs "layers-model" JSON) as an NCHW ONNX graph, for the
// layers UpscalerJS's ESRGAN models use. One converter per layer class; anything else, or an
// option a converter does not handle, throws, so a changed model fails loudly instead of
// producing different pixels.
import type { OnnxGraph, OnnxInitializer, OnnxNode } from './onnx-proto';

/** A layer as model.json's `modelTopology.model_config.config.layers` holds it. */
export type KerasLayer = {
  class_name: string;
  name: string;
  config: Record<string, unknown>;
  inbound_nodes: [string, number, number, unknown][][];
};

/** The functional model's config: layers in order, one input, one output. */
export type KerasModelConfig = {
  layers: KerasLayer[];
  input_layers: [string, ...unknown[]][];
  output_layers: [string, ...unknown[]][];
};

/** A float32 weight by its manifest name (`<layer>/kernel`, `<layer>/bias`). */
export type KerasWeight = { shape: number[]; data: Float32Array };

type Layer = {
  name: string;
  kind: string;
  inputs: string[];
  options: Record<string, unknown>;
  weight: (suffix: string) => KerasWeight;
  unsupported: () => Error;
};
type Converted = { nodes: OnnxNode[]; initializers?: OnnxInitializer[] };

// UpscalerJS's MultiplyBeta layer multiplies by this constant whatever its config says.
const MULTIPLY_BETA = 0.2;

function sameValues(value: unknown, expected: number[]): boolean {
  return (
    Array.isArray(value) &&
    value.length === expected.length &&
    value.every((entry, index) => entry === expected[index])
  );
}

/** Keras [kh, kw, in, out] (channels last) to ONNX [out, in, kh, kw]. */
function transposeKernel(kernel: Float32Array, shape: number[]): Float32Array {
  const [height, width, inputs, outputs] = shape as [number, number, number, number];
  const result = new Float32Array(kernel.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (let input = 0; input < inputs; input += 1)
        for (let output = 0; output < outputs; output += 1)
          result[((output * inputs + input) * height + y) * width + x] =
            kernel[((y * width + x) * inputs + input) * outputs + output]!;
  return result;
}

function convolution(layer: Layer): Converted {
  const { name, options } = layer;
  const kernel = layer.weight('kernel');
  const [height, width, inputs, outputs] = kernel.shape as [number, number, number, number];
  const same = options.padding === 'same';
  const activation = options.activation ?? 'linear';
  if (
    (!same && options.padding !== 'valid') ||
    !sameValues(options.strides, [1, 1]) ||
    !sameValues(options.dilation_rate, [1, 1]) ||
    (options.groups ?? 1) !== 1 ||
    options.data_format !== 'channels_last' ||
    (activation !== 'linear' && activation !== 'relu') ||
    height % 2 === 0 ||
    width % 2 === 0
  )
    throw layer.unsupported();
  // 'same' with an odd kernel and stride 1 pads (k − 1) / 2 on each side.
  const [padY, padX] = same ? [(height - 1) / 2, (width - 1) / 2] : [0, 0];
  const initializers: OnnxInitializer[] = [
    {
      name: `${name}/kernel`,
      dims: [outputs, inputs, height, width],
      data: transposeKernel(kernel.data, kernel.shape),
    },
  ];
  if (options.use_bias !== false)
    initializers.push({ name: `${name}/bias`, dims: [outputs], data: layer.weight('bias').data });
  const linear = activation === 'relu' ? `${name}/linear` : name;
  const nodes: OnnxNode[] = [
    {
      op: 'Conv',
      inputs: [layer.inputs[0]!, ...initializers.map((entry) => entry.name)],
      outputs: [linear],
      attributes: [
        { name: 'kernel_shape', ints: [height, width] },
        { name: 'pads', ints: [padY, padX, padY, padX] },
        { name: 'strides', ints: [1, 1] },
        { name: 'dilations', ints: [1, 1] },
      ],
    },
  ];
  if (activation === 'relu') nodes.push({ op: 'Relu', inputs: [linear], outputs: [name] });
  return { nodes, initializers };
}

// tf.depthToSpace (NHWC) orders depth as (row, column, channel): ONNX's DCR mode in NCHW.
function pixelShuffle(block: number) {
  return (layer: Layer): Converted => ({
    nodes: [
      {
        op: 'DepthToSpace',
        inputs: layer.inputs,
        outputs: [layer.name],
        attributes: [
          { name: 'blocksize', int: block },
          { name: 'mode', string: 'DCR' },
        ],
      },
    ],
  });
}

const converters: Record<string, (layer: Layer) => Converted> = {
  InputLayer: () => ({ nodes: [] }),
  Conv2D: convolution,
  Activation: (layer) => {
    if (layer.options.activation !== 'relu') throw layer.unsupported();
    return { nodes: [{ op: 'Relu', inputs: layer.inputs, outputs: [layer.name] }] };
  },
  Concatenate: (layer) => {
    // Channels are the last axis in Keras and axis 1 in NCHW.
    if (layer.options.axis !== 3 && layer.options.axis !== -1) throw layer.unsupported();
    const attributes = [{ name: 'axis', int: 1 }];
    return { nodes: [{ op: 'Concat', inputs: layer.inputs, outputs: [layer.name], attributes }] };
  },
  Add: (layer) => ({
    nodes: [
      {
        op: layer.inputs.length === 2 ? 'Add' : 'Sum',
        inputs: layer.inputs,
        outputs: [layer.name],
      },
    ],
  }),
  MultiplyBeta: (layer) => {
    const beta = layer.options.beta;
    if (beta !== undefined && beta !== MULTIPLY_BETA) throw layer.unsupported();
    const constant = `${layer.name}/beta`;
    return {
      nodes: [{ op: 'Mul', inputs: [layer.inputs[0]!, constant], outputs: [layer.name] }],
      initializers: [{ name: constant, dims: [], data: Float32Array.of(MULTIPLY_BETA) }],
    };
  },
  PixelShuffle2x: pixelShuffle(2),
  PixelShuffle3x: pixelShuffle(3),
  PixelShuffle4x: pixelShuffle(4),
  PixelShuffle8x: pixelShuffle(8),
  UpSampling2D: (layer) => {
    const { interpolation, data_format: format, size } = layer.options;
    if (interpolation !== 'nearest' || format !== 'channels_last' || !Array.isArray(size))
      throw layer.unsupported();
    // Keras nearest upsampling repeats each pixel; Resize 'asymmetric' + 'floor' does the same.
    const scales = `${layer.name}/scales`;
    return {
      nodes: [
        {
          op: 'Resize',
          inputs: [layer.inputs[0]!, '', scales],
          outputs: [layer.name],
          attributes: [
            { name: 'mode', string: 'nearest' },
            { name: 'coordinate_transformation_mode', string: 'asymmetric' },
            { name: 'nearest_mode', string: 'floor' },
          ],
        },
      ],
      initializers: [
        { name: scales, dims: [4], data: Float32Array.of(1, 1, Number(size[0]), Number(size[1])) },
      ],
    };
  },
};

/** Converts the layer graph; the ONNX input is [1, 3, height, width] float, as is the output. */
export function kerasToOnnx(
  config: KerasModelConfig,
  weights: Map<string, KerasWeight>,
  graphName: string,
): OnnxGraph {
  const nodes: OnnxNode[] = [];
  const initializers: OnnxInitializer[] = [];
  const defined = new Set<string>();
  for (const { class_name: kind, name, config: options, inbound_nodes: inbound } of config.layers) {
    if (inbound.length > 1) throw new Error(`Layer ${name} is shared; not supported`);
    const inputs = (inbound[0] ?? []).map(([source]) => source);
    // ONNX wants nodes in topological order; Keras writes layers in that order.
    for (const input of inputs)
      if (!defined.has(input)) throw new Error(`Layer ${name} comes before its input ${input}`);
    defined.add(name);
    const convert = converters[kind];
    if (!convert) throw new Error(`Layer ${name} is a ${kind}, which the converter does not know`);
    const converted = convert({
      name,
      kind,
      inputs,
      options,
      weight: (suffix) => {
        const entry = weights.get(`${name}/${suffix}`);
        if (!entry) throw new Error(`Weight ${name}/${suffix} is missing`);
        return entry;
      },
      unsupported: () => new Error(`Layer ${name} (${kind}) has options we do not convert`),
    });
    nodes.push(...converted.nodes);
    initializers.push(...(converted.initializers ?? []));
  }
  const input = config.input_layers[0]?.[0];
  const output = config.output_layers[0]?.[0];
  if (!input || !output || config.input_layers.length !== 1 || config.output_layers.length !== 1)
    throw new Error('The model must have one input and one output');
  return {
    name: graphName,
    nodes,
    initializers,
    input: { name: input, shape: [1, 3, 'height', 'width'] },
    output: { name: output, shape: [1, 3, 'output_height', 'output_width'] },
  };
}
