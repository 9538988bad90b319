import icon from '../../../assets/wallet/icon.png?inline';
import icon2x from '../../../assets/wallet/icon@2x.png?inline';
import logo from '../../../assets/wallet/logo.png?inline';
import logo2x from '../../../assets/wallet/logo@2x.png?inline';

/**
 * The pass's brand images (functions/assets/wallet, rendered from public/brand by render.mjs
 * there). Inlined by Vite as data URLs, so the built functions (lib/) carry them with no file
 * to find at run time, and the tests and the sample script read the same bytes.
 */
const DATA_URLS: Readonly<Record<string, string>> = {
  'icon.png': icon,
  'icon@2x.png': icon2x,
  'logo.png': logo,
  'logo@2x.png': logo2x,
};

/** File name in the pass to PNG bytes. */
export function applePassImages(): Record<string, Buffer> {
  return Object.fromEntries(
    Object.entries(DATA_URLS).map(([name, url]) => [
      name,
      Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'),
    ]),
  );
}
