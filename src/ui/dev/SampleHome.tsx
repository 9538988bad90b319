import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Icon } from '../components/icons/Icon';
import { InstallHint } from '../components/InstallHint';
import { LinkButton } from '../components/LinkButton';
import { ProgressBar } from '../components/ProgressBar';
import { Skeleton } from '../components/Skeleton';

/** Sample member home used by the gallery to judge the layouts with realistic content. */
export function SampleHome({ wide = false }: { wide?: boolean }) {
  return (
    <div className="sample-home">
      <div className="sample-greeting">
        <p className="sample-greeting__hello">Good evening, Charlotte</p>
        <p className="sample-muted">Metro Casino Leeds</p>
      </div>
      <div className={wide ? 'sample-home__grid sample-home__grid--wide' : 'sample-home__grid'}>
        <Card tone="feature" eyebrow="Queen member" title="Your Met Rewards">
          <div className="sample-balance">
            <div>
              <p className="sample-balance__label">Reward Points</p>
              <p className="sample-balance__value">12,450</p>
            </div>
            <div>
              <p className="sample-balance__label">Loyalty points</p>
              <p className="sample-balance__value sample-balance__value--small">3,280</p>
            </div>
          </div>
          <ProgressBar
            value={34.6}
            label="Progress to Queen of Spades"
            valueText="12,450 of 36,000 Reward Points"
          />
          <p className="sample-small">Loyalty points expire on 31st Mar 2027</p>
        </Card>
        <InstallHint platform="android" onInstall={() => undefined} onDismiss={() => undefined} />
        <Card
          eyebrow="Spin To Win"
          title="Winter Wheel"
          footer={
            <Button icon="wheel" fullWidth>
              Spin now
            </Button>
          }
        >
          <div className="sample-row">
            <Badge tone="gold">Opted in</Badge>
            <Badge tone="danger">Last day</Badge>
          </div>
          <p>
            One spin a day until midnight. Prizes include free play, dining credit and bonus points.
          </p>
        </Card>
        <section className="sample-section" aria-labelledby="sample-offers">
          <div className="sample-section__head">
            <h2 id="sample-offers">My Exclusive Offers</h2>
            <LinkButton href="/offers" variant="ghost" size="sm" trailingIcon="chevron">
              See all
            </LinkButton>
          </div>
          <ul className="sample-offers">
            <li>
              <Card
                as="article"
                headingLevel={3}
                eyebrow="Dining"
                title="Dinner for two at The Grill"
              >
                <p className="sample-muted">
                  Two courses and a glass of prosecco each. Valid until 14th Dec 2026.
                </p>
                <div className="sample-row">
                  <Badge tone="success">New</Badge>
                  <span className="sample-qr-hint">
                    <Icon name="qr" size="1.1rem" /> Show QR at reception
                  </span>
                </div>
              </Card>
            </li>
            <li>
              <Card as="article" headingLevel={3} eyebrow="Gaming" title="£10 free play on slots">
                <p className="sample-muted">
                  Use on any slot machine, any day. Valid until 31st Dec 2026.
                </p>
              </Card>
            </li>
            <li aria-busy="true">
              <div className="card sample-skeleton-card">
                <Skeleton variant="line" width="45%" height="0.75rem" />
                <Skeleton variant="line" width="80%" height="1.125rem" />
                <Skeleton variant="text" lines={2} />
                <span className="visually-hidden">Loading offers</span>
              </div>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
