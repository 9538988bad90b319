import type { CSSProperties } from 'react';
import type { Prize } from '../../../core/games/Prize';
import {
  labelFontSize,
  labelIsFlipped,
  labelLines,
  pointAt,
  segmentAngle,
  segmentPath,
  SPIN_DURATION_MS,
  uprightLabelTransform,
} from './wheelGeometry';
import './Wheel.css';

interface WheelProps {
  prizes: readonly Prize[];
  /** Drawn faded, e.g. when the game has ended. */
  muted?: boolean;
  /** Degrees, clockwise; the segment under the pointer follows from wheelGeometry. */
  rotation: number;
  /** True while the disc turns to `rotation` (a CSS transition); false jumps there. */
  spinning: boolean;
  onSpinEnd: () => void;
}

const RADIUS = 92;
const LABEL_END = RADIUS - 8;
/** From just outside the hub to LABEL_END. */
const LABEL_SPACE = LABEL_END - 21;

/** Fewer segments leave room for larger type. */
function labelSize(count: number): number {
  if (count <= 6) return 8;
  if (count <= 9) return 7;
  return 6;
}

function segmentTone(index: number, count: number): string {
  // With an odd count the last slice would touch the first in the same colour.
  if (count % 2 === 1 && index === count - 1) return 'wheel__segment--gold';
  return index % 2 === 0 ? 'wheel__segment--midnight' : 'wheel__segment--emerald';
}

/** The Spin To Win wheel: one segment per prize, a pointer at 12 o'clock. */
export function Wheel({ prizes, muted = false, rotation, spinning, onSpinEnd }: WheelProps) {
  const count = prizes.length;
  const fontSize = labelSize(count);
  const discStyle = {
    transform: `rotate(${rotation}deg)`,
    '--wheel-spin-duration': `${SPIN_DURATION_MS}ms`,
  } as CSSProperties;
  // Labels are set upright for where the wheel comes to rest (during a spin, where it will stop).
  const flipped = (index: number) => labelIsFlipped(index, count, rotation);
  const description = `Prize wheel with ${count} segments: ${prizes.map((p) => p.name).join(', ')}`;

  return (
    <div className={muted ? 'wheel wheel--muted' : 'wheel'} role="img" aria-label={description}>
      <div
        className={spinning ? 'wheel__disc wheel__disc--spinning' : 'wheel__disc'}
        style={discStyle}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && event.propertyName === 'transform') {
            onSpinEnd();
          }
        }}
        data-testid="wheel-disc"
        data-rotation={rotation}
      >
        <svg viewBox="-100 -100 200 200" className="wheel__svg" aria-hidden="true">
          <circle r={RADIUS + 6} className="wheel__rim" />
          {prizes.map((prize, index) => {
            const lines = labelLines(prize.name, fontSize, LABEL_SPACE);
            const size = labelFontSize(lines, fontSize, LABEL_SPACE);
            return (
              <g key={index}>
                <path
                  d={segmentPath(index, count, RADIUS)}
                  className={`wheel__segment ${segmentTone(index, count)}`}
                />
                <g transform={uprightLabelTransform(index, count, rotation)}>
                  <text
                    className="wheel__label"
                    fontSize={size}
                    textAnchor={flipped(index) ? 'start' : 'end'}
                    x={flipped(index) ? -LABEL_END : LABEL_END}
                  >
                    {lines.map((line, lineIndex) => (
                      <tspan
                        key={lineIndex}
                        x={flipped(index) ? -LABEL_END : LABEL_END}
                        y={(lineIndex - (lines.length - 1) / 2) * size * 1.1}
                        dominantBaseline="central"
                      >
                        {line}
                      </tspan>
                    ))}
                  </text>
                </g>
              </g>
            );
          })}
          {prizes.map((_, index) => {
            const peg = pointAt(index * segmentAngle(count), RADIUS + 3);
            return <circle key={index} cx={peg.x} cy={peg.y} r={1.8} className="wheel__peg" />;
          })}
          <circle r={17} className="wheel__hub" />
          <circle r={11} className="wheel__hub-inner" />
        </svg>
      </div>
      <svg viewBox="-12 0 24 24" className="wheel__pointer" aria-hidden="true">
        <path d="M -10 2 L 10 2 L 0 22 Z" />
      </svg>
    </div>
  );
}
