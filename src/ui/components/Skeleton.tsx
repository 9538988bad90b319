import { classNames } from './classNames';
import './Skeleton.css';

interface SkeletonProps {
  /**
   * text: `lines` lines of body text (the last one shorter); line: one bar of `height`;
   * block: a box of `width` x `height` (images, QR codes, cards).
   */
  variant?: 'text' | 'line' | 'block';
  /** CSS length; reserve the final content's size so nothing moves when data arrives. */
  width?: string;
  height?: string;
  lines?: number;
  /** CSS aspect-ratio for blocks whose height follows their width, e.g. '1' or '16 / 9'. */
  aspectRatio?: string;
  radius?: 'sm' | 'md' | 'lg' | 'pill' | 'circle';
  className?: string;
}

/*
 * Decorative placeholder, hidden from assistive tech: the region that is loading should
 * carry aria-busy="true" (and a visually hidden "Loading" if nothing else says so).
 */
export function Skeleton({
  variant = 'line',
  width = '100%',
  height,
  lines = 3,
  aspectRatio,
  radius,
  className,
}: SkeletonProps) {
  if (variant === 'text') {
    return (
      <span className={classNames('skeleton-text', className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="skeleton skeleton--line"
            style={{
              width: index === lines - 1 && lines > 1 ? '62%' : '100%',
              height: height ?? '1em',
            }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={classNames(
        'skeleton',
        `skeleton--${variant}`,
        radius && `skeleton--radius-${radius}`,
        className,
      )}
      style={{
        width,
        height: height ?? (variant === 'line' ? '1em' : aspectRatio ? undefined : '8rem'),
        aspectRatio,
      }}
      aria-hidden="true"
    />
  );
}
