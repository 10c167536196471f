export interface CertificateText {
  appName: string;
  title: string;
  certifies: string;
  name: string;
  body: string;
  memberSince: string;
}

const WIDTH = 1600;
const HEIGHT = 1130;

/** Draws the certificate on a canvas; the same text the page shows, in the current language. */
export function drawCertificate(canvas: HTMLCanvasElement, text: CertificateText) {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.strokeStyle = '#1d4ed8';
  ctx.lineWidth = 16;
  ctx.strokeRect(40, 40, WIDTH - 80, HEIGHT - 80);
  ctx.strokeStyle = '#93c5fd';
  ctx.lineWidth = 4;
  ctx.strokeRect(72, 72, WIDTH - 144, HEIGHT - 144);

  ctx.textAlign = 'center';
  ctx.fillStyle = '#1d4ed8';
  ctx.font = 'bold 44px sans-serif';
  ctx.fillText(text.appName.toUpperCase(), WIDTH / 2, 200);
  ctx.fillStyle = '#0f172a';
  ctx.font = 'bold 64px serif';
  ctx.fillText(text.title, WIDTH / 2, 320, WIDTH - 240);
  ctx.fillStyle = '#475569';
  ctx.font = '36px sans-serif';
  ctx.fillText(text.certifies, WIDTH / 2, 450);
  ctx.fillStyle = '#0f172a';
  ctx.font = 'italic bold 96px serif';
  ctx.fillText(text.name, WIDTH / 2, 590, WIDTH - 240);
  ctx.strokeStyle = '#cbd5e1';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(400, 630);
  ctx.lineTo(WIDTH - 400, 630);
  ctx.stroke();
  ctx.fillStyle = '#334155';
  ctx.font = '36px sans-serif';
  ctx.fillText(text.body, WIDTH / 2, 720, WIDTH - 240);
  ctx.fillStyle = '#64748b';
  ctx.font = '30px sans-serif';
  ctx.fillText(text.memberSince, WIDTH / 2, 900);
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png failed'))), 'image/png');
  });
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
