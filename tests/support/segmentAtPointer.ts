import { normaliseAngle, segmentAngle } from '../../src/ui/screens/games/wheelGeometry';

/**
 * The segment under the pointer when the wheel is rotated by `rotation` degrees: the inverse of
 * the wheel's landing rotation, with which the tests read where a spin stopped.
 */
export function segmentAtPointer(rotation: number, count: number): number {
  const wheelAngleAtPointer = normaliseAngle(-rotation);
  return Math.min(count - 1, Math.floor(wheelAngleAtPointer / segmentAngle(count)));
}
