import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import './NewMembershipNumber.css';

const COPIED_FOR_MS = 3000;

/**
 * The membership number a join has just given, large, with a button that copies it (its own
 * class: the shared MembershipNumber's would style every number on the card and profile).
 */
export function NewMembershipNumber({ value }: { value: string }) {
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
    <div className="new-membership-number">
      <p className="new-membership-number__label">Your membership number</p>
      <p className="new-membership-number__value">{value}</p>
      <Button
        variant="secondary"
        size="sm"
        icon={copy === 'copied' ? 'check' : 'document'}
        onClick={() => void copyNumber()}
      >
        {copy === 'copied' ? 'Copied' : 'Copy number'}
      </Button>
      <p className="new-membership-number__status" role="status">
        {copy === 'copied' && 'Membership number copied'}
        {copy === 'failed' && 'Copying is not available here: please write the number down.'}
      </p>
    </div>
  );
}
