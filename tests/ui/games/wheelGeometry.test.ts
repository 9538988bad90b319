import { describe, expect, it } from 'vitest';
import {
  labelIsFlipped,
  labelLines,
  landingRotation,
  normaliseAngle,
  segmentAtPointer,
  segmentPath,
  SPIN_TURNS,
  uprightLabelTransform,
} from '../../../src/ui/screens/games/wheelGeometry';

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

describe('labelLines', () => {
  it.each([
    ['Free drink', 14, ['Free drink']],
    ['Better luck next time', 14, ['Better luck', 'next time']],
    ['£10 Free Play', 14, ['£10 Free Play']],
    ['Supercalifragilistic', 8, ['Supercalifragilistic']],
    ['Dinner for two people', 12, ['Dinner for', 'two people']],
  ])('splits %j at %i characters into %j', (name, maxChars, expected) => {
    expect(labelLines(name, maxChars)).toEqual(expected);
  });
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
