import { useEffect, useState, type ReactNode } from 'react';
import QRCode from 'qrcode';
import { Badge } from '../components/Badge';
import { BrandMark } from '../components/BrandMark';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Dialog } from '../components/Dialog';
import { EmptyState } from '../components/EmptyState';
import { Html } from '../components/Html';
import { Icon } from '../components/icons/Icon';
import { iconShapes, type IconName } from '../components/icons/iconShapes';
import { InstallHint } from '../components/InstallHint';
import { LinkButton } from '../components/LinkButton';
import { OfflineBanner } from '../components/OfflineBanner';
import { PageHeader } from '../components/PageHeader';
import { ProgressBar } from '../components/ProgressBar';
import { QrPanel } from '../components/QrPanel';
import { Skeleton } from '../components/Skeleton';
import { Spinner } from '../components/Spinner';
import { StrengthMeter, type StrengthScore } from '../components/StrengthMeter';
import { ToastRegion, type ToastView } from '../components/ToastRegion';
import { SampleForm } from './SampleForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery-section">
      <h2 className="gallery-section__title">{title}</h2>
      <div className="gallery-section__body">{children}</div>
    </section>
  );
}

const SAMPLE_HTML =
  '<h2>House rules</h2><p>Members and guests must be <strong>18 or over</strong>. Photo ID may be requested at any time.</p><ul><li>Smart casual dress after 7pm</li><li>No photography on the gaming floor</li></ul>';

export function GalleryShowcase({ openDialog }: { openDialog?: string }) {
  const [dialog, setDialog] = useState<string | null>(openDialog ?? null);
  const [toasts, setToasts] = useState<ToastView[]>([
    { id: 't1', message: 'Opted in to Winter Wheel', kind: 'success', count: 1 },
    { id: 't2', message: 'Network error, check your connection', kind: 'error', count: 3 },
  ]);
  const [qr, setQr] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void QRCode.toDataURL('MET-VOUCHER-0012345', { margin: 0, width: 480 }).then(setQr);
  }, []);

  const addToast = () =>
    setToasts((list) => {
      const same = list.find((toast) => toast.message === 'Saved your interests');
      if (same)
        return list.map((toast) => (toast === same ? { ...toast, count: toast.count + 1 } : toast));
      return [
        ...list,
        { id: `t${Date.now()}`, message: 'Saved your interests', kind: 'info', count: 1 },
      ];
    });

  return (
    <div className="gallery">
      <PageHeader
        title="Component gallery"
        subtitle="Met Rewards UI foundation"
        backHref="/"
        backLabel="Home"
      />

      <Section title="Buttons">
        <div className="gallery-row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger" icon="trash">
            Delete account
          </Button>
          <Button busy={busy} onClick={() => setBusy(true)}>
            {busy ? 'Saving' : 'Save changes'}
          </Button>
          <Button busy>Busy keeps width</Button>
          <Button disabled>Disabled</Button>
          <Button size="sm" variant="secondary" icon="qr">
            Small
          </Button>
          <LinkButton href="/offers" variant="secondary" trailingIcon="chevron">
            Link button
          </LinkButton>
        </div>
        <Button fullWidth icon="wheel">
          Full width
        </Button>
      </Section>

      <Section title="Form fields">
        <Card>
          <SampleForm showErrors={openDialog === undefined} />
        </Card>
      </Section>

      <Section title="Password strength">
        <div className="gallery-grid">
          {([null, 0, 1, 2, 3, 4] as const).map((score: StrengthScore | null) => (
            <StrengthMeter
              key={String(score)}
              score={score}
              label={score === null ? 'Password strength' : `Score ${score}`}
              advice={score !== null && score < 3 ? ['Avoid common words and names'] : []}
            />
          ))}
        </div>
      </Section>

      <Section title="Cards, badges, progress">
        <div className="gallery-grid">
          <Card tone="feature" eyebrow="King of Hearts" title="Reward Points">
            <p className="sample-balance__value">96,210</p>
            <ProgressBar value={89.1} label="Progress to King of Spades" valueText="89.1%" />
          </Card>
          <Card title="Card title" eyebrow="Eyebrow" footer={<Button size="sm">Action</Button>}>
            <p>Crisp white cards in light mode, raised midnight in dark.</p>
            <div className="gallery-row">
              <Badge>Neutral</Badge>
              <Badge tone="gold">Ace</Badge>
              <Badge tone="success">Won</Badge>
              <Badge tone="danger">Ended</Badge>
              <Badge tone="info">Info</Badge>
            </div>
          </Card>
          <Card tone="muted" title="Muted card">
            <ProgressBar value={0} label="Progress to Queen" valueText="0 of 18,000" />
            <ProgressBar value={100} label="Ace" valueText="Top tier" />
          </Card>
        </div>
      </Section>

      <Section title="Skeletons and spinner">
        <div className="gallery-grid">
          <Card title="Loading text">
            <Skeleton variant="text" lines={3} />
          </Card>
          <Card title="Lines and block">
            <Skeleton variant="line" width="60%" height="1.25rem" />
            <Skeleton variant="block" aspectRatio="16 / 9" />
          </Card>
          <Card title="Spinner">
            <div className="gallery-row">
              <Spinner size="1.5rem" label="Loading" />
              <Spinner size="2.5rem" />
            </div>
          </Card>
        </div>
      </Section>

      <Section title="QR panel">
        <div className="gallery-qr">
          <QrPanel
            src={qr}
            alt="QR code for Dinner for two at The Grill"
            caption={
              <>
                <strong>Voucher 0012345</strong>
                <span>Show this at the cash desk</span>
              </>
            }
          />
          <QrPanel src={null} alt="QR code loading" caption="Reserved square while loading" />
        </div>
      </Section>

      <Section title="Empty state, prose">
        <div className="gallery-grid">
          <EmptyState
            icon="offers"
            title="No offers right now"
            message="New offers arrive every week. We will let you know."
            action={
              <LinkButton href="/events" variant="secondary">
                See what’s on
              </LinkButton>
            }
          />
          <Card title="Html (sanitised CMS content)">
            <Html sanitisedHtml={SAMPLE_HTML} />
          </Card>
        </div>
      </Section>

      <Section title="Banners and install hints">
        <OfflineBanner offline lastUpdated="at 10:42 on 1st Mar 2026" />
        <OfflineBanner offline />
        <InstallHint platform="android" onInstall={() => undefined} onDismiss={() => undefined} />
        <InstallHint platform="ios" onDismiss={() => undefined} />
        <InstallHint platform="desktop" onInstall={() => undefined} onDismiss={() => undefined} />
      </Section>

      <Section title="Toasts">
        <div className="gallery-toasts">
          <ToastRegion
            toasts={toasts}
            onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
          />
        </div>
        <div className="gallery-row">
          <Button variant="secondary" onClick={addToast}>
            Add a repeated toast
          </Button>
        </div>
      </Section>

      <Section title="Dialogs">
        <div className="gallery-row">
          <Button variant="secondary" onClick={() => setDialog('problem')}>
            Problem dialog
          </Button>
          <Button variant="secondary" onClick={() => setDialog('update')}>
            Persistent update dialog
          </Button>
          <Button variant="secondary" onClick={() => setDialog('confirm')}>
            Confirm dialog
          </Button>
        </div>
        <Dialog
          open={dialog === 'problem'}
          title="Problem"
          tone="problem"
          onDismiss={() => setDialog(null)}
          actions={<Button onClick={() => setDialog(null)}>OK</Button>}
        >
          <p>Incorrect password, please try again.</p>
        </Dialog>
        <Dialog
          open={dialog === 'update'}
          title="Update available"
          persistent
          actions={<Button onClick={() => setDialog(null)}>Refresh now</Button>}
        >
          <p>A new version of Met Rewards is ready. Refresh to start using it.</p>
        </Dialog>
        <Dialog
          open={dialog === 'confirm'}
          title="Delete your account?"
          onDismiss={() => setDialog(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => setDialog(null)}>
                Delete
              </Button>
            </>
          }
        >
          <p>This removes your online login. Your casino membership and points are not deleted.</p>
        </Dialog>
      </Section>

      <Section title="Icons and brand">
        <ul className="gallery-icons">
          {(Object.keys(iconShapes) as IconName[]).map((name) => (
            <li key={name}>
              <Icon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
        <div className="gallery-row">
          <BrandMark size="4rem" label="Met Rewards" />
          <span className="gallery-brand-on-dark">
            <BrandMark size="4rem" variant="glyph" />
          </span>
        </div>
      </Section>
    </div>
  );
}
