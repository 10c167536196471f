import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors';
import { loadSharp } from '../../lib/sharp';
import { sniffImageKind } from '../../lib/uploads/images';
import { type Mesh, writeGlb } from './glb';

/** Longest side of the height grid; 128 × 128 gives about 17,000 vertices (16-bit indices). */
export const RELIEF_GRID = 128;
const TEXTURE_SIZE = 512;
/** Model units: the longer side is 1, the base 0.04 thick, the relief up to 0.12 above it. */
const BASE_HEIGHT = 0.04;
const RELIEF_HEIGHT = 0.12;
export const RELIEF_MAX_BYTES = 10 * 1024 * 1024;
const RELIEF_MAX_PIXELS = 40_000_000;

export interface ReliefModel {
  glb: Uint8Array;
  stats: { vertices: number; triangles: number; gridWidth: number; gridHeight: number; bytes: number };
}

/** Turns luminance (0..1, row-major, w × h) into a closed solid: the relief, four walls and a base. */
export function buildReliefMesh(heights: Float32Array, w: number, h: number): Mesh {
  const scale = 1 / Math.max(w - 1, h - 1);
  const sx = (w - 1) * scale;
  const sz = (h - 1) * scale;
  const X = (i: number) => i * scale - sx / 2;
  const Z = (j: number) => j * scale - sz / 2;
  const Y = (i: number, j: number) => BASE_HEIGHT + heights[j * w + i]! * RELIEF_HEIGHT;

  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];

  // Top surface: smooth normals from the height field's central differences.
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      positions.push(X(i), Y(i, j), Z(j));
      const dx = (Y(Math.min(i + 1, w - 1), j) - Y(Math.max(i - 1, 0), j)) / (2 * scale);
      const dz = (Y(i, Math.min(j + 1, h - 1)) - Y(i, Math.max(j - 1, 0))) / (2 * scale);
      const len = Math.hypot(dx, 1, dz);
      normals.push(-dx / len, 1 / len, -dz / len);
      uvs.push(i / (w - 1), j / (h - 1));
    }
  }
  for (let j = 0; j < h - 1; j++) {
    for (let i = 0; i < w - 1; i++) {
      const a = j * w + i;
      const b = a + 1;
      const c = a + w;
      const d = c + 1;
      // Counter-clockwise seen from above (+Y).
      indices.push(a, c, b, b, c, d);
    }
  }

  // Walls: each edge as a strip of quads from the relief's edge down to y = 0, facing outwards.
  const wall = (points: [number, number][], nx: number, nz: number) => {
    const start = positions.length / 3;
    for (const [i, j] of points) {
      positions.push(X(i), Y(i, j), Z(j), X(i), 0, Z(j));
      normals.push(nx, 0, nz, nx, 0, nz);
      uvs.push(i / (w - 1), j / (h - 1), i / (w - 1), j / (h - 1));
    }
    for (let k = 0; k < points.length - 1; k++) {
      const top = start + k * 2;
      const bottom = top + 1;
      const nextTop = top + 2;
      const nextBottom = top + 3;
      indices.push(top, bottom, nextTop, nextTop, bottom, nextBottom);
    }
  };
  const range = (n: number) => Array.from({ length: n }, (_, k) => k);
  wall(
    range(w).map((i) => [w - 1 - i, 0] as [number, number]),
    0,
    -1,
  ); // back (z min), right to left
  wall(
    range(w).map((i) => [i, h - 1] as [number, number]),
    0,
    1,
  ); // front (z max), left to right
  wall(
    range(h).map((j) => [0, j] as [number, number]),
    -1,
    0,
  ); // left (x min), back to front
  wall(
    range(h).map((j) => [w - 1, h - 1 - j] as [number, number]),
    1,
    0,
  ); // right (x max), front to back

  // Base: one quad facing down.
  const b = positions.length / 3;
  for (const [i, j] of [
    [0, 0],
    [w - 1, 0],
    [0, h - 1],
    [w - 1, h - 1],
  ] as const) {
    positions.push(X(i), 0, Z(j));
    normals.push(0, -1, 0);
    uvs.push(i / (w - 1), j / (h - 1));
  }
  indices.push(b, b + 1, b + 2, b + 1, b + 3, b + 2);

  return {
    positions: Float32Array.from(positions),
    normals: Float32Array.from(normals),
    uvs: Float32Array.from(uvs),
    indices: Uint32Array.from(indices),
  };
}

const badImage = () => new AppError('AI_3D_INVALID_IMAGE', 400, 'ai:model3d.invalidImage');

/**
 * A relief model of an uploaded image: brightness becomes height on a grid of at most
 * RELIEF_GRID points per side, and the image itself is the model's texture.
 */
export async function imageToRelief(input: Buffer): Promise<ReliefModel> {
  if (input.length === 0) throw new AppError('AI_3D_IMAGE_REQUIRED', 400, 'ai:model3d.required');
  if (input.length > RELIEF_MAX_BYTES)
    throw new AppError('UPLOAD_TOO_LARGE', 413, 'profile:upload.tooLarge', { max: '10 MB' });
  if (!sniffImageKind(input)) throw new AppError('AI_3D_NOT_IMAGE', 415, 'ai:model3d.notImage');
  const sharp = await loadSharp();
  let grid: { data: Buffer; info: OutputInfo };
  let texture: Buffer;
  try {
    const source = () =>
      sharp(input, { animated: false, failOn: 'warning', limitInputPixels: RELIEF_MAX_PIXELS })
        .rotate()
        .flatten({ background: '#ffffff' });
    grid = await source()
      .resize(RELIEF_GRID, RELIEF_GRID, { fit: 'inside' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    texture = await source()
      .resize(TEXTURE_SIZE, TEXTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw badImage();
  }
  const { width, height, channels } = grid.info;
  if (width < 2 || height < 2) throw new AppError('AI_3D_IMAGE_TOO_SMALL', 400, 'ai:model3d.tooSmall');
  const heights = new Float32Array(width * height);
  for (let k = 0; k < heights.length; k++) heights[k] = grid.data[k * channels]! / 255;
  const mesh = buildReliefMesh(heights, width, height);
  const glb = writeGlb(mesh, { data: texture, mimeType: 'image/png' });
  return {
    glb,
    stats: {
      vertices: mesh.positions.length / 3,
      triangles: mesh.indices.length / 3,
      gridWidth: width,
      gridHeight: height,
      bytes: glb.byteLength,
    },
  };
}
