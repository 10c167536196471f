import { parseGlb } from '@shared/glb';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multiply, perspective, rotationX, rotationY, translation } from '../lib/mat4';

const VERTEX = `
attribute vec3 position; attribute vec3 normal; attribute vec2 uv;
uniform mat4 mvp; uniform mat4 model;
varying vec3 vNormal; varying vec2 vUv;
void main() { vNormal = mat3(model) * normal; vUv = uv; gl_Position = mvp * vec4(position, 1.0); }`;
const FRAGMENT = `
precision mediump float;
uniform sampler2D tex; uniform float hasTex;
varying vec3 vNormal; varying vec2 vUv;
void main() {
  vec3 base = hasTex > 0.5 ? texture2D(tex, vUv).rgb : vec3(0.8);
  float light = 0.35 + 0.65 * max(dot(normalize(vNormal), normalize(vec3(0.4, 1.0, 0.6))), 0.0);
  gl_FragColor = vec4(base * light, 1.0);
}`;

interface Scene {
  draw: (yaw: number, pitch: number) => void;
  dispose: () => void;
}

function compile(gl: WebGLRenderingContext, type: number, source: string) {
  const shader = gl.createShader(type)!;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

async function buildScene(gl: WebGLRenderingContext, bytes: Uint8Array): Promise<Scene> {
  const { json, bin } = parseGlb(bytes);
  const prim = json.meshes[0]!.primitives[0]!;
  const view = (accessor: number) => {
    const bv = json.bufferViews[json.accessors[accessor]!.bufferView]!;
    return bin.slice(bv.byteOffset ?? 0, (bv.byteOffset ?? 0) + bv.byteLength);
  };
  const program = gl.createProgram()!;
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
  gl.useProgram(program);

  const buffers: WebGLBuffer[] = [];
  const attribute = (name: string, accessor: number, size: number) => {
    const buffer = gl.createBuffer()!;
    buffers.push(buffer);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, view(accessor), gl.STATIC_DRAW);
    const location = gl.getAttribLocation(program, name);
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, 0, 0);
  };
  attribute('position', prim.attributes.POSITION!, 3);
  attribute('normal', prim.attributes.NORMAL!, 3);
  attribute('uv', prim.attributes.TEXCOORD_0!, 2);
  const indexAccessor = json.accessors[prim.indices!]!;
  const indexBuffer = gl.createBuffer()!;
  buffers.push(indexBuffer);
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indexBuffer);
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, view(prim.indices!), gl.STATIC_DRAW);
  if (indexAccessor.componentType === 5125) gl.getExtension('OES_element_index_uint');

  let texture: WebGLTexture | null = null;
  const image = json.images?.[0];
  if (image) {
    const bv = json.bufferViews[image.bufferView]!;
    const blob = new Blob([bin.slice(bv.byteOffset ?? 0, (bv.byteOffset ?? 0) + bv.byteLength)], {
      type: image.mimeType,
    });
    const bitmap = await createImageBitmap(blob);
    texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, bitmap);
    // Any image size works with clamped edges and no mipmaps, also in WebGL 1.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    bitmap.close();
  }
  gl.uniform1f(gl.getUniformLocation(program, 'hasTex'), texture ? 1 : 0);
  gl.enable(gl.DEPTH_TEST);
  gl.enable(gl.CULL_FACE);

  const mvpLocation = gl.getUniformLocation(program, 'mvp');
  const modelLocation = gl.getUniformLocation(program, 'model');
  return {
    draw(yaw, pitch) {
      const { width, height } = gl.canvas as HTMLCanvasElement;
      gl.viewport(0, 0, width, height);
      gl.clearColor(0.96, 0.96, 0.97, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      const model = multiply(rotationX(pitch), rotationY(yaw));
      const camera = multiply(
        perspective(Math.PI / 4, width / height, 0.05, 10),
        translation(0, -0.02, -1.5),
      );
      gl.uniformMatrix4fv(mvpLocation, false, multiply(camera, model));
      gl.uniformMatrix4fv(modelLocation, false, model);
      const type = indexAccessor.componentType === 5125 ? gl.UNSIGNED_INT : gl.UNSIGNED_SHORT;
      gl.drawElements(gl.TRIANGLES, indexAccessor.count, type, 0);
    },
    dispose() {
      for (const b of buffers) gl.deleteBuffer(b);
      if (texture) gl.deleteTexture(texture);
      gl.deleteProgram(program);
    },
  };
}

const STEP = Math.PI / 18;

/** The downloaded GLB drawn with WebGL; drag or use the arrow keys to turn it. */
export function ModelPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<Scene | null>(null);
  const angles = useRef({ yaw: -0.5, pitch: 0.7 });
  const [state, setState] = useState<'loading' | 'ready' | 'unsupported' | 'failed'>('loading');

  useEffect(() => {
    const canvas = canvasRef.current;
    const gl = canvas?.getContext('webgl', { antialias: true }) ?? null;
    if (!canvas || !gl) {
      setState('unsupported');
      return;
    }
    let cancelled = false;
    fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(String(res.status));
        return res.arrayBuffer();
      })
      .then((buffer) => buildScene(gl, new Uint8Array(buffer)))
      .then((scene) => {
        if (cancelled) return scene.dispose();
        sceneRef.current = scene;
        scene.draw(angles.current.yaw, angles.current.pitch);
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [url]);

  const turn = (dYaw: number, dPitch: number) => {
    const a = angles.current;
    a.yaw += dYaw;
    a.pitch = Math.min(Math.PI / 2, Math.max(-Math.PI / 2, a.pitch + dPitch));
    sceneRef.current?.draw(a.yaw, a.pitch);
  };

  const drag = useRef<{ x: number; y: number } | null>(null);
  return (
    <figure className="space-y-1">
      <canvas
        ref={canvasRef}
        width={640}
        height={400}
        tabIndex={0}
        role="img"
        aria-label={t('ai:model3d.preview')}
        data-state={state}
        className="h-auto w-full cursor-grab touch-none rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (!drag.current) return;
          turn((e.clientX - drag.current.x) * 0.01, (e.clientY - drag.current.y) * 0.01);
          drag.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={(e) => {
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-STEP, 0],
            ArrowRight: [STEP, 0],
            ArrowUp: [0, -STEP],
            ArrowDown: [0, STEP],
          };
          const move = moves[e.key];
          if (!move) return;
          e.preventDefault();
          turn(...move);
        }}
      />
      <figcaption className="text-sm text-muted-foreground">
        {state === 'unsupported'
          ? t('ai:model3d.previewUnsupported')
          : state === 'failed'
            ? t('ai:model3d.previewFailed')
            : t('ai:model3d.previewHint')}
      </figcaption>
    </figure>
  );
}
