import type { Locator } from '@playwright/test';
import zxing from '@zxing/library';

// The library is CommonJS: Node sees its exports on the default export only.
const {
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} = zxing;

/**
 * What a frame that could not be read throws: no code found, or one found whose modules were
 * sampled wrong (a resampled picture can blur a module: its error correction then fails the
 * checksum or the format bits). A camera simply reads the next frame; so does decodeQr.
 */
const UNREAD = [NotFoundException, ChecksumException, FormatException];

/**
 * The sizes the picture is drawn at for the decoder, in turn, smoothed as a camera's frame is.
 * ZXing's detector misses some pixel-exact version-7 codes at their natural size (its grid
 * sampler lands a point outside the image: NotFoundException for about 8 % of random voucher
 * payloads, measured over 300); resampled a little smaller or larger most of those read, and the
 * desk's camera never sees a pixel-exact copy anyway. With five sizes and no white around the
 * picture, 6 of 400 payloads shaped like a voucher's code still read at none (a journey failing
 * one run in a hundred); with the margin below and these nine, 0 of 400.
 */
const SCALES = [1, 0.8, 1.25, 0.6, 1.5, 0.9, 1.1, 0.7, 2];

/**
 * At its natural size the picture is the code pixel for pixel, which ZXing reads without its
 * finder-pattern detector: every one of 400 random version-8 payloads read this way (44 missed
 * the detector), measured. The resampled sizes after it are read as a camera's frame is.
 */
const PIXEL_EXACT = new Map([[DecodeHintType.PURE_BARCODE, true]]);
const BINARIZERS = [HybridBinarizer, GlobalHistogramBinarizer];

/** White added on each side, as a share of the picture's width. */
const QUIET_MARGIN = 0.1;

/**
 * The text of a QR code on screen, decoded as the desk's camera decodes it (ZXing, the library
 * the desk page uses): the image's pixels are read in the page, the code decoded here in Node.
 */
export async function decodeQr(image: Locator): Promise<string> {
  let missed: unknown = null;
  for (const scale of SCALES) {
    const { width, height, grey } = await image.evaluate(
      async (element: HTMLImageElement, [scale, MARGIN]) => {
        // Drawn only once the browser has the whole picture, never half of it.
        await element.decode();
        const width = Math.round(element.naturalWidth * scale);
        const height = Math.round(element.naturalHeight * scale);
        // White around the picture, as the panel around it is on screen: with only the image's
        // own narrow quiet zone the detector's grid can land outside the picture.
        const margin = Math.round(Math.max(width, height) * MARGIN);
        const canvas = document.createElement('canvas');
        canvas.width = width + 2 * margin;
        canvas.height = height + 2 * margin;
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2d canvas');
        context.imageSmoothingQuality = 'high';
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(element, margin, margin, width, height);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const luminance: number[] = [];
        for (let index = 0; index < data.length; index += 4) {
          luminance.push(Math.round((data[index]! + 2 * data[index + 1]! + data[index + 2]!) / 4));
        }
        return { width: canvas.width, height: canvas.height, grey: luminance };
      },
      [scale, QUIET_MARGIN] as const,
    );
    const hints = scale === 1 ? [PIXEL_EXACT, undefined] : [undefined];
    for (const hint of hints) {
      for (const Binarizer of BINARIZERS) {
        const source = new RGBLuminanceSource(Uint8ClampedArray.from(grey), width, height);
        try {
          return new QRCodeReader().decode(new BinaryBitmap(new Binarizer(source)), hint).getText();
        } catch (error) {
          if (!UNREAD.some((unread) => error instanceof unread)) throw error;
          missed = error;
        }
      }
    }
  }
  throw missed;
}
