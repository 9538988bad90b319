import type { Locator } from '@playwright/test';
import zxing from '@zxing/library';

// The library is CommonJS: Node sees its exports on the default export only.
const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/**
 * The text of a QR code on screen, decoded as the desk's camera decodes it (ZXing, the library
 * the desk page uses): the image's pixels are read in the page, the code decoded here in Node.
 */
export async function decodeQr(image: Locator): Promise<string> {
  const { width, height, grey } = await image.evaluate(async (element: HTMLImageElement) => {
    // Drawn only once the browser has the whole picture, never half of it.
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const luminance: number[] = [];
    for (let index = 0; index < data.length; index += 4) {
      luminance.push(Math.round((data[index]! + 2 * data[index + 1]! + data[index + 2]!) / 4));
    }
    return { width: canvas.width, height: canvas.height, grey: luminance };
  });
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(grey), width, height);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
