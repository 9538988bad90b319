import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { deletionReceiptReference } from '../../../core/navigation/deletionReceipt';
import { pathTo } from '../../../core/navigation/routes';
import { deletionMessages as text } from '../../../core/settings/deletionMessages';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { AccountStatus } from '../account/AccountStatus';
import '../account/AccountScreens.css';
import './DeletionReceiptScreen.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the Clipboard API; false where the browser has none or refuses it. */
async function copyText(value: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== 'function') return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/** 'DEL-7K2M9QXA', able to break after 'DEL-' only. */
function ReferenceText({ reference }: { reference: string }) {
  const [prefix, rest] = [reference.slice(0, 4), reference.slice(4)];
  return (
    <>
      <span className="deletion-receipt__code-part">{prefix}</span>
      <wbr />
      <span className="deletion-receipt__code-part">{rest}</span>
    </>
  );
}

/**
 * /account/deleted: the deleted online login's receipt, signed out and unhurried (a toast went
 * before the member could note it). The reference large, a Copy button, and what happens next.
 */
const DeletionReceiptScreen = observer(function DeletionReceiptScreen() {
  const reference = deletionReceiptReference(useSearch());
  const [copy, setCopy] = useState<CopyState>('idle');
  const referenceRef = useRef<HTMLParagraphElement>(null);

  const copyReference = async (value: string) => {
    const copied = await copyText(value);
    setCopy(copied ? 'copied' : 'failed');
    // Without a clipboard the reference is selected, so the device's own Copy is one tap away.
    if (!copied && referenceRef.current) {
      window.getSelection()?.selectAllChildren(referenceRef.current);
    }
  };

  return (
    <div className="account-screen deletion-receipt">
      <AccountStatus title={text.heading} icon="check" />
      {reference === null ? (
        <p className="deletion-receipt__emailed">{text.noReference}</p>
      ) : (
        <section className="deletion-receipt__reference" aria-labelledby="deletion-reference-label">
          <h2 id="deletion-reference-label" className="deletion-receipt__label">
            {text.referenceLabel}
          </h2>
          <p ref={referenceRef} className="deletion-receipt__code">
            <ReferenceText reference={reference} />
          </p>
          <Button variant="secondary" icon="document" onClick={() => void copyReference(reference)}>
            {text.copy}
          </Button>
          <p className="deletion-receipt__copy-status" role="status">
            {copy === 'copied' ? text.copied : copy === 'failed' ? text.copyFailed : ''}
          </p>
          <p className="deletion-receipt__emailed">{text.emailed}</p>
        </section>
      )}
      <section className="deletion-receipt__next" aria-labelledby="deletion-next-heading">
        <h2 id="deletion-next-heading" className="deletion-receipt__next-heading">
          {text.nextHeading}
        </h2>
        <ul className="deletion-receipt__list">
          {text.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('login')} fullWidth>
          {text.done}
        </LinkButton>
        <LinkButton href={pathTo('createLogin')} variant="ghost" fullWidth>
          {text.createLogin}
        </LinkButton>
      </div>
    </div>
  );
});

export default DeletionReceiptScreen;
