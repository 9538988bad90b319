import { describe, expect, it } from 'vitest';
import {
  labelFontSize,
  labelIsFlipped,
  labelLines,
  landingRotation,
  normaliseAngle,
  segmentPath,
  SPIN_TURNS,
  textWidthEm,
  uprightLabelTransform,
} from '../../../src/ui/screens/games/wheelGeometry';
import { segmentAtPointer } from '../../support/segmentAtPointer';

const PRIZE_COUNTS = Array.from({ length: 11 }, (_, offset) => offset + 2);
const STARTING_ROTATIONS = [0, 37.5, 725, -90];

describe('landingRotation', () => {
  for (const count of PRIZE_COUNTS) {
    it(`puts every one of ${count} segments under the pointer`, () => {
      for (let index = 0; index < count; index += 1) {
        for (const current of STARTING_ROTATIONS) {
          const landed = landingRotation(current, index, count, SPIN_TURNS);

          expect(segmentAtPointer(landed, count)).toBe(index);
        }
      }
    });
  }

  it('stays inside the segment at the largest jitter either way', () => {
    for (const count of PRIZE_COUNTS) {
      for (let index = 0; index < count; index += 1) {
        for (const jitter of [-1, -0.5, 0.5, 1, 5]) {
          const landed = landingRotation(12, index, count, SPIN_TURNS, jitter);

          expect(segmentAtPointer(landed, count)).toBe(index);
        }
      }
    }
  });

  it('always turns forward at least the asked number of full turns, and less than one more', () => {
    for (const current of STARTING_ROTATIONS) {
      const landed = landingRotation(current, 3, 8, SPIN_TURNS);

      expect(landed - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
      expect(landed - current).toBeLessThan((SPIN_TURNS + 1) * 360);
    }
  });

  it('jumps straight to the segment with no full turns (reduced motion)', () => {
    const landed = landingRotation(0, 5, 8, 0);

    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(360);
    expect(segmentAtPointer(landed, 8)).toBe(5);
  });

  it('lands the first of eight segments at minus its centre angle', () => {
    expect(normaliseAngle(landingRotation(0, 0, 8, 0))).toBe(360 - 22.5);
  });
});

describe('segmentPath', () => {
  it('draws a quarter slice from 12 to 3 o’clock for the first of four segments', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 0 0 L 0 -100 A 100 100 0 0 1 100 0 Z');
  });
});

/** The wheel's label space (Wheel.tsx: from just outside the hub to 8 units inside the rim). */
const LABEL_SPACE = 63;
/**
 * The demo prizes' widths in ems as Chromium sets them in DejaVu Sans Bold (the widest common
 * system fallback), label letter-spacing included: measured with canvas measureText.
 */
const DEJAVU_BOLD_WIDTH_EM: Record<string, number> = {
  'Summer hamper': 9.482,
  '£10 Free Play': 7.754,
  'Better luck': 6.339,
  'next time': 5.492,
  'Dinner for two': 8.308,
  'Free drink': 5.846,
  'Free cocktail': 7.323,
  'Hot chocolate': 7.925,
  'Double points': 7.975,
  'Free dessert': 7.171,
  Supercalifragilistic: 10.828,
};

describe('labelLines', () => {
  it.each([
    ['Free drink', 8, ['Free drink']],
    ['Better luck next time', 8, ['Better luck', 'next time']],
    ['£10 Free Play', 8, ['£10 Free Play']],
    ['Supercalifragilistic', 8, ['Supercalifragilistic']],
    ['Dinner for two people', 7, ['Dinner for', 'two people']],
    // A character count called this short enough for one line; its wide letters ran into the hub.
    ['Summer hamper', 8, ['Summer', 'hamper']],
  ])('sets %j at size %i as %j', (name, fontSize, expected) => {
    expect(labelLines(name, fontSize, LABEL_SPACE)).toEqual(expected);
  });
});

describe('label widths', () => {
  it.each(Object.entries(DEJAVU_BOLD_WIDTH_EM))(
    'never measures %j narrower than the widest common fallback font sets it',
    (text, dejaVuWidth) => {
      expect(textWidthEm(text)).toBeGreaterThanOrEqual(dejaVuWidth);
    },
  );

  it.each(['Summer hamper', '£10 Free Play', 'Better luck next time', 'Dinner for two'])(
    'sets %j within the label space on a six-prize wheel',
    (name) => {
      const lines = labelLines(name, 8, LABEL_SPACE);
      const size = labelFontSize(lines, 8, LABEL_SPACE);

      for (const line of lines) expect(textWidthEm(line) * size).toBeLessThanOrEqual(LABEL_SPACE);
      expect(size).toBeGreaterThanOrEqual(8 * 0.85);
    },
  );
});

describe('wheel labels at rest', () => {
  it('turn half a turn on the left half of the wheel, so none reads upside down', () => {
    // Six segments, centres at 30, 90, 150, 210, 270 and 330 degrees from 12 o'clock.
    expect([0, 1, 2, 3, 4, 5].map((index) => labelIsFlipped(index, 6, 0))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(uprightLabelTransform(0, 6, 0)).toBe('rotate(-60)');
    expect(uprightLabelTransform(3, 6, 0)).toBe('rotate(300)');
  });

  it('follow where the wheel comes to rest, not where it started', () => {
    // Turned by 180 degrees, segment 0 (centre 30) rests at 210: on the left.
    expect(labelIsFlipped(0, 6, 180)).toBe(true);
    expect(labelIsFlipped(3, 6, 180 + 360 * 6)).toBe(false);
  });
});
