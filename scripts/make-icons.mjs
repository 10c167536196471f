/**
 * The app's icons, made from src/web/public/favicon.svg (run `npm run icons` after changing it; the
 * files are committed): favicon.ico (16, 32 and 48 px PNGs in one ICO), the web manifest's 192 and
 * 512 px icons, a maskable 512 px icon (the mark inside the central 80% safe zone on the brand
 * colour) and the 180 px Apple touch icon.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const BRAND = '#4f46e5';

const png = (size) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (every browser since IE Vista reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })));
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icoImages));
fs.writeFileSync(path.join(publicDir, 'icons/icon-192.png'), await png(192));
fs.writeFileSync(path.join(publicDir, 'icons/icon-512.png'), await png(512));
fs.writeFileSync(path.join(publicDir, 'icons/apple-touch-icon.png'), await png(180));
// Maskable: the platform cuts the icon to its own shape, keeping at least the central 80% circle.
const mark = await sharp(svg, { density: (72 * 360) / 32 })
  .resize(360, 360)
  .png()
  .toBuffer();
const maskable = await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: mark, left: 76, top: 76 }])
  .png()
  .toBuffer();
fs.writeFileSync(path.join(publicDir, 'icons/maskable-512.png'), maskable);
console.log('icons written to', publicDir);
