import { writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';

const WIDTH = 640;
const HEIGHT = 480;
/**
 * The picture's height in each frame, the code with a white quiet zone around it: a hand holds a
 * phone at no fixed distance, and one pixel-exact size is a picture ZXing's detector misses for
 * some codes (about 8 % of voucher payloads at their natural size, tests/e2e/support/decodeQr.ts),
 * frame after frame, where a real camera's next frame differs.
 */
const PICTURE_SIZES = [400, 340, 290, 370, 310];

/**
 * Writes a .y4m file Chromium's fake camera plays in a loop (../shared/MACHINE-NOTES.md "A camera
 * in tests"): `element` as a screenshot, in grey, centred on white, a little nearer or further
 * from frame to frame.
 */
export async function writeCameraFile(element: Locator, path: string): Promise<void> {
  const png = (await element.screenshot()).toString('base64');
  const { width, height, grey } = await element.page().evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const luminance: number[] = [];
    for (let index = 0; index < pixels.length; index += 4) {
      luminance.push(
        Math.round((pixels[index]! + 2 * pixels[index + 1]! + pixels[index + 2]!) / 4),
      );
    }
    return { width: canvas.width, height: canvas.height, grey: luminance };
  }, png);
  const frames = PICTURE_SIZES.map((size) => {
    const scale = Math.min(size / height, size / width);
    const shownWidth = Math.floor(width * scale);
    const shownHeight = Math.floor(height * scale);
    const left = Math.floor((WIDTH - shownWidth) / 2);
    const top = Math.floor((HEIGHT - shownHeight) / 2);
    const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
    for (let y = 0; y < shownHeight; y += 1) {
      for (let x = 0; x < shownWidth; x += 1) {
        const source = Math.floor(y / scale) * width + Math.floor(x / scale);
        luma[(top + y) * WIDTH + left + x] = grey[source] ?? 255;
      }
    }
    return luma;
  });
  writeFrames(path, frames);
}

/** A camera file that shows nothing but white: for a desk that is never meant to read a code. */
export function writeBlankCameraFile(path: string): void {
  writeFrames(path, [Buffer.alloc(WIDTH * HEIGHT, 255)]);
}

function writeFrames(path: string, lumas: Buffer[]): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frames = lumas.map((luma) => Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...frames]));
}
