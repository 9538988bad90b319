import { classNames } from './classNames';
import './MembershipNumber.css';

interface MembershipNumberProps {
  number: string;
  /** The surface's own class (its colour and place); the typography is this component's. */
  className?: string;
  testId?: string;
}

/** The membership number as written on the card and on Profile: one typography everywhere. */
export function MembershipNumber({ number, className, testId }: MembershipNumberProps) {
  return (
    <strong className={classNames('membership-number', className)} data-testid={testId}>
      {number}
    </strong>
  );
}
