/**
 * Geometry of the Spin To Win wheel, as pure functions so the landing maths is tested.
 * Angles are degrees, measured clockwise from 12 o'clock (where the pointer sits). Segment i
 * spans [i x segmentAngle, (i + 1) x segmentAngle) on the unrotated wheel; rotating the wheel
 * by r degrees (CSS rotate, clockwise) moves wheel angle a to screen angle a + r.
 */

/** Full turns of a normal spin before it settles. */
export const SPIN_TURNS = 6;

/** How long the spin takes; the CSS transition and the fallback timer share it. */
export const SPIN_DURATION_MS = 4200;

/** Share of a segment's half-width a landing may stray from its centre (never onto a border). */
const MAX_JITTER_SHARE = 0.6;

export interface Point {
  x: number;
  y: number;
}

export function segmentAngle(count: number): number {
  return 360 / Math.max(1, count);
}

/** Wheel angle of the middle of segment `index`. */
function segmentCentreAngle(index: number, count: number): number {
  return (index + 0.5) * segmentAngle(count);
}

/** a mod 360 in [0, 360), also for negative angles. */
export function normaliseAngle(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** The point at `angle` (clockwise from 12 o'clock) on a circle of `radius` round the origin. */
export function pointAt(angle: number, radius: number): Point {
  const radians = (angle * Math.PI) / 180;
  return { x: radius * Math.sin(radians), y: -radius * Math.cos(radians) };
}

/**
 * The rotation at which segment `index` sits under the pointer, reached from `current` by
 * turning forward at least `turns` full turns. `jitter` in [-1, 1] moves the landing point
 * off the segment's centre (never over a border), so every spin does not stop dead centre.
 */
export function landingRotation(
  current: number,
  index: number,
  count: number,
  turns: number,
  jitter = 0,
): number {
  const halfSegment = segmentAngle(count) / 2;
  const clampedJitter = Math.max(-1, Math.min(1, jitter));
  const offset = clampedJitter * halfSegment * MAX_JITTER_SHARE;
  const wanted = normaliseAngle(-(segmentCentreAngle(index, count) + offset));
  const earliest = current + turns * 360;
  return earliest + normaliseAngle(wanted - earliest);
}

/** SVG path of segment `index`: a slice of the disc of `radius` round the origin. */
export function segmentPath(index: number, count: number, radius: number): string {
  if (count <= 1) {
    return `M 0 ${-radius} A ${radius} ${radius} 0 1 1 0 ${radius} A ${radius} ${radius} 0 1 1 0 ${-radius} Z`;
  }
  const start = pointAt(index * segmentAngle(count), radius);
  const end = pointAt((index + 1) * segmentAngle(count), radius);
  const largeArc = segmentAngle(count) > 180 ? 1 : 0;
  return [
    'M 0 0',
    `L ${round(start.x)} ${round(start.y)}`,
    `A ${radius} ${radius} 0 ${largeArc} 1 ${round(end.x)} ${round(end.y)}`,
    'Z',
  ].join(' ');
}

/**
 * A label on the left half of the wheel as it rests at `rotation` would read upside down from
 * hub to rim, so it is turned half a turn and reads from rim to hub instead.
 */
export function labelIsFlipped(index: number, count: number, rotation: number): boolean {
  const screenAngle = normaliseAngle(segmentCentreAngle(index, count) + rotation);
  return screenAngle > 180 && screenAngle < 360;
}

/**
 * SVG transform that turns the x axis along the middle of segment `index`, so a label drawn on
 * it reads along the radius from the hub to the rim; or, where that would rest upside down
 * (labelIsFlipped), half a turn further, so it reads from the rim to the hub.
 */
export function uprightLabelTransform(index: number, count: number, rotation: number): string {
  const turn = labelIsFlipped(index, count, rotation) ? 90 : -90;
  return `rotate(${round(segmentCentreAngle(index, count) + turn)})`;
}

/**
 * A prize name on one line, or on two split between words when one line would have to shrink
 * below SMALLEST_SHARE of `fontSize` to fit in `space` (a long label stays readable rather than
 * tiny, and never runs into the hub).
 */
export function labelLines(name: string, fontSize: number, space: number): string[] {
  const words = name.trim().split(/\s+/);
  const oneLine = words.join(' ');
  if (words.length === 1 || textWidthEm(oneLine) * fontSize * SMALLEST_SHARE <= space) {
    return [oneLine];
  }
  let best: [string, string] = [words.slice(0, 1).join(' '), words.slice(1).join(' ')];
  for (let split = 2; split < words.length; split += 1) {
    const lines: [string, string] = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (widestLineEm(lines) < widestLineEm(best)) best = lines;
  }
  return best;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A label shrinks to this share of its wheel's size before it takes a second line. */
const SMALLEST_SHARE = 0.85;

/** The labels' CSS letter-spacing (Wheel.css), in ems. */
const LETTER_SPACING_EM = 0.01;

const NARROW = /[ijlI!.,:;'|]/;
const SEMI_NARROW = /[frt()-]/;
const WIDE = /[mwMW%@]/;

/**
 * The width of `text` in ems, set in bold sans-serif. It errs wide: the advance widths are
 * DejaVu Sans Bold's (the widest common system fallback, where a plain character count let
 * "Summer hamper" run into the hub); narrower system fonts only leave more room.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const character of text) {
    if (character === ' ') width += 0.35;
    else if (NARROW.test(character)) width += 0.38;
    else if (SEMI_NARROW.test(character)) width += 0.5;
    else if (WIDE.test(character)) width += 1.05;
    else if (character !== character.toLowerCase()) width += 0.8;
    else width += 0.72;
    width += LETTER_SPACING_EM;
  }
  return width;
}

function widestLineEm(lines: readonly string[]): number {
  return Math.max(0, ...lines.map(textWidthEm));
}

/** The largest size up to `preferred` at which the widest line fits in `space` units. */
export function labelFontSize(lines: readonly string[], preferred: number, space: number): number {
  // Rounded down, so the widest line never ends up a hair wider than the space.
  const fits = Math.floor((space / Math.max(0.5, widestLineEm(lines))) * 1000) / 1000;
  return Math.min(preferred, fits);
}
