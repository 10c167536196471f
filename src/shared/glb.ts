/** Reads a binary glTF 2.0 (GLB): header, JSON chunk and BIN chunk. Used by tests and the web preview. */

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'

export interface ParsedGlb {
  version: number;
  json: {
    asset: { version: string };
    accessors: {
      bufferView: number;
      componentType: number;
      count: number;
      type: string;
      min?: number[];
      max?: number[];
    }[];
    bufferViews: { byteOffset?: number; byteLength: number }[];
    buffers: { byteLength: number }[];
    meshes: { primitives: { attributes: Record<string, number>; indices?: number }[] }[];
    images?: { bufferView: number; mimeType: string }[];
  };
  bin: Uint8Array;
}

/** Reads a GLB's header and chunks; throws on anything malformed (used by tests and checks). */
export function parseGlb(bytes: Uint8Array): ParsedGlb {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 20 || dv.getUint32(0, true) !== GLB_MAGIC) throw new Error('not a GLB');
  const version = dv.getUint32(4, true);
  if (dv.getUint32(8, true) !== bytes.byteLength) throw new Error('GLB length mismatch');
  const jsonLength = dv.getUint32(12, true);
  if (dv.getUint32(16, true) !== CHUNK_JSON || jsonLength % 4 !== 0) throw new Error('bad JSON chunk');
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
  const binAt = 20 + jsonLength;
  const binLength = dv.getUint32(binAt, true);
  if (dv.getUint32(binAt + 4, true) !== CHUNK_BIN || binLength % 4 !== 0) throw new Error('bad BIN chunk');
  if (binAt + 8 + binLength !== bytes.byteLength) throw new Error('BIN chunk length mismatch');
  return { version, json, bin: bytes.subarray(binAt + 8, binAt + 8 + binLength) };
}
