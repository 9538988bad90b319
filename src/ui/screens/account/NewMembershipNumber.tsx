import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import './MembershipNumber.css';

const COPIED_FOR_MS = 3000;

/** The new membership number, large, with a button that copies it. */
export function MembershipNumber({ value }: { value: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyNumber = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="membership-number">
      <p className="membership-number__label">Your membership number</p>
      <p className="membership-number__value">{value}</p>
      <Button
        variant="secondary"
        size="sm"
        icon={copy === 'copied' ? 'check' : 'document'}
        onClick={() => void copyNumber()}
      >
        {copy === 'copied' ? 'Copied' : 'Copy number'}
      </Button>
      <p className="membership-number__status" role="status">
        {copy === 'copied' && 'Membership number copied'}
        {copy === 'failed' && 'Copying is not available here: please write the number down.'}
      </p>
    </div>
  );
}
