import { useMemo, type CSSProperties } from 'react';
import QRCode from 'qrcode';

interface QrCodeProps {
  /** What the code holds. */
  value: string;
  /** The text alternative (the image's accessible name). */
  label: string;
  className?: string;
}

/** One SVG path of the dark modules, one unit per module. */
function modulesPath(value: string): { size: number; path: string } {
  // Level M: sturdy against glare and a scratched screen protector, still few modules for a
  // short number, so each module is large on screen.
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/**
 * A QR code drawn on the device from `value`: no network, no image to download, sharp at any
 * size. Black on white with no margin of its own: the panel around it, or the element's padding
 * (its stylesheet reads the code's size from `--qr-modules`), is the quiet zone.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      className={className}
      style={{ '--qr-modules': size } as CSSProperties}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
