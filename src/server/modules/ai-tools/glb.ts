/**
 * A minimal binary glTF 2.0 (GLB) writer and reader for one textured triangle mesh.
 * Layout: 12-byte header, a JSON chunk (padded with spaces) and a BIN chunk (padded with zeros),
 * every buffer view aligned to 4 bytes, as the glTF specification requires.
 */

export interface Mesh {
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

export interface GlbTexture {
  data: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg';
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;

const pad4 = (n: number) => (n + 3) & ~3;

function bounds(values: Float32Array, size: number) {
  const min = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  const max = new Array<number>(size).fill(Number.NEGATIVE_INFINITY);
  for (let i = 0; i < values.length; i += size) {
    for (let k = 0; k < size; k++) {
      const v = values[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}

export function writeGlb(mesh: Mesh, texture?: GlbTexture, name = 'Relief'): Uint8Array {
  const vertexCount = mesh.positions.length / 3;
  const smallIndices = vertexCount <= 0xffff;
  const indexBytes = smallIndices ? Uint16Array.from(mesh.indices) : mesh.indices;

  const parts: Uint8Array[] = [];
  const bufferViews: Record<string, unknown>[] = [];
  let offset = 0;
  const addView = (bytes: Uint8Array, target?: number) => {
    const view: Record<string, unknown> = { buffer: 0, byteOffset: offset, byteLength: bytes.byteLength };
    if (target) view.target = target;
    bufferViews.push(view);
    parts.push(bytes);
    const padded = pad4(bytes.byteLength);
    if (padded > bytes.byteLength) parts.push(new Uint8Array(padded - bytes.byteLength));
    offset += padded;
    return bufferViews.length - 1;
  };
  const u8 = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

  const posView = addView(u8(mesh.positions), ARRAY_BUFFER);
  const normView = addView(u8(mesh.normals), ARRAY_BUFFER);
  const uvView = addView(u8(mesh.uvs), ARRAY_BUFFER);
  const idxView = addView(u8(indexBytes), ELEMENT_ARRAY_BUFFER);
  const imageView = texture ? addView(texture.data) : undefined;

  const posBounds = bounds(mesh.positions, 3);
  const gltf: Record<string, unknown> = {
    asset: { version: '2.0', generator: 'marketplace relief builder' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name }],
    meshes: [
      {
        name,
        primitives: [
          {
            attributes: { POSITION: 0, NORMAL: 1, TEXCOORD_0: 2 },
            indices: 3,
            material: 0,
            mode: 4,
          },
        ],
      },
    ],
    materials: [
      {
        name: `${name} material`,
        pbrMetallicRoughness: {
          ...(texture ? { baseColorTexture: { index: 0 } } : { baseColorFactor: [0.8, 0.8, 0.8, 1] }),
          metallicFactor: 0,
          roughnessFactor: 0.9,
        },
      },
    ],
    accessors: [
      { bufferView: posView, componentType: FLOAT, count: vertexCount, type: 'VEC3', ...posBounds },
      { bufferView: normView, componentType: FLOAT, count: vertexCount, type: 'VEC3' },
      { bufferView: uvView, componentType: FLOAT, count: vertexCount, type: 'VEC2' },
      {
        bufferView: idxView,
        componentType: smallIndices ? UNSIGNED_SHORT : UNSIGNED_INT,
        count: mesh.indices.length,
        type: 'SCALAR',
      },
    ],
    bufferViews,
    buffers: [{ byteLength: offset }],
  };
  if (texture && imageView !== undefined) {
    gltf.samplers = [{ magFilter: 9729, minFilter: 9987, wrapS: 33071, wrapT: 33071 }];
    gltf.images = [{ bufferView: imageView, mimeType: texture.mimeType }];
    gltf.textures = [{ sampler: 0, source: 0 }];
  }

  const jsonRaw = new TextEncoder().encode(JSON.stringify(gltf));
  const jsonLength = pad4(jsonRaw.byteLength);
  const total = 12 + 8 + jsonLength + 8 + offset;
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, GLB_MAGIC, true);
  dv.setUint32(4, 2, true);
  dv.setUint32(8, total, true);
  dv.setUint32(12, jsonLength, true);
  dv.setUint32(16, CHUNK_JSON, true);
  out.set(jsonRaw, 20);
  out.fill(0x20, 20 + jsonRaw.byteLength, 20 + jsonLength);
  let at = 20 + jsonLength;
  dv.setUint32(at, offset, true);
  dv.setUint32(at + 4, CHUNK_BIN, true);
  at += 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export { type ParsedGlb, parseGlb } from '@shared/glb';
