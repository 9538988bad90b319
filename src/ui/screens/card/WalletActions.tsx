import { cardMessages } from '../../../core/card/cardMessages';
import type { WalletOffer } from '../../../core/card/walletOffer';
import { QrCode } from './QrCode';
import { AppleWalletButton, GoogleWalletButton } from './WalletButtons';

/**
 * The ways to carry the card beyond the app: the wallet this device keeps passes in, and on a
 * computer a QR that opens the card on a phone. Nothing shows for a wallet with no link.
 */
export function WalletActions({ offer }: { offer: WalletOffer }) {
  const { appleUrl, googleUrl, phoneHandoffUrl } = offer;
  return (
    <>
      {(appleUrl !== null || googleUrl !== null) && (
        <section className="card-wallets" aria-labelledby="card-wallets-heading">
          <h2 id="card-wallets-heading" className="card-section__title card-wallets__title">
            {cardMessages.walletsHeading}
          </h2>
          <div className="card-wallets__buttons">
            {appleUrl !== null && (
              // Same tab: Safari opens a .pkpass as the 'Add to Apple Wallet' sheet.
              <AppleWalletButton href={appleUrl} download={offer.appleDownloads} />
            )}
            {googleUrl !== null && <GoogleWalletButton href={googleUrl} />}
          </div>
          {offer.sample && (
            <p className="card-wallets__sample" role="note">
              <strong className="card-wallets__sample-label">{cardMessages.samplePass}</strong>{' '}
              {cardMessages.samplePassNote}
            </p>
          )}
        </section>
      )}
      {phoneHandoffUrl !== null && (
        <section className="card-handoff" aria-labelledby="card-handoff-heading">
          <QrCode
            className="card-handoff__qr"
            value={phoneHandoffUrl}
            label={cardMessages.phoneHandoffAlt}
          />
          <div>
            <h2 id="card-handoff-heading" className="card-section__title">
              {cardMessages.onYourPhone}
            </h2>
            <p className="card-handoff__text">{cardMessages.phoneHandoff}</p>
          </div>
        </section>
      )}
    </>
  );
}
