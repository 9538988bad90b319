import { useState, type ReactNode } from 'react';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GalleryApp } from './GalleryApp';
import { GalleryAuth } from './GalleryAuth';
import { GalleryShowcase } from './GalleryShowcase';
import NotFoundScreen from '../screens/NotFoundScreen';
import '../theme/tokens.css';
import './ComponentGallery.css';

/*
 * Development-only preview (mounted at /dev/gallery by the app in dev mode).
 * ?view=components|mobile|desktop|auth|notfound, &path=/offers for the app shells,
 * &page=<info slug> with view=auth, &offline=1, &dialog=problem|update|confirm.
 * The app shells run in a memory router so clicking around never leaves the gallery.
 */
export default function ComponentGallery() {
  const params = new URLSearchParams(useSearch());
  const view = params.get('view') ?? 'overview';
  const [memory] = useState(() => memoryLocation({ path: params.get('path') ?? '/' }));

  if (view === 'components')
    return <GalleryShowcase openDialog={params.get('dialog') ?? undefined} />;
  if (view === 'notfound') return <NotFoundScreen />;

  const inMemory = (content: ReactNode) => <Router hook={memory.hook}>{content}</Router>;
  if (view === 'mobile' || view === 'desktop') {
    return inMemory(<GalleryApp variant={view} offline={params.get('offline') === '1'} />);
  }
  if (view === 'auth') return inMemory(<GalleryAuth infoSlug={params.get('page') ?? undefined} />);
  return <GalleryOverview />;
}

function GalleryOverview() {
  const here = typeof window === 'undefined' ? '' : window.location.pathname;
  const frames = [
    { view: 'mobile', width: 390, height: 780, scale: 1, label: 'Mobile layout' },
    { view: 'mobile&path=/more', width: 390, height: 780, scale: 1, label: 'Mobile: More' },
    { view: 'auth', width: 390, height: 780, scale: 1, label: 'Auth layout (mobile)' },
    { view: 'desktop', width: 1280, height: 800, scale: 0.6, label: 'Desktop layout' },
  ];
  return (
    <div className="gallery-overview">
      <h1>Met Rewards gallery</h1>
      <p>
        <a href={`${here}?view=components`}>All components</a> ·{' '}
        <a href={`${here}?view=desktop&path=/info/met-rewards-explained`}>Info pages</a> ·{' '}
        <a href={`${here}?view=auth&page=faqs`}>Public info page</a> ·{' '}
        <a href={`${here}?view=notfound`}>Not found</a>
      </p>
      <div className="gallery-overview__frames">
        {frames.map((frame) => (
          <figure key={frame.view} className="gallery-overview__frame">
            <div
              className="gallery-overview__box"
              style={{ width: frame.width * frame.scale, height: frame.height * frame.scale }}
            >
              <iframe
                title={frame.label}
                src={`${here}?view=${frame.view}`}
                width={frame.width}
                height={frame.height}
                style={{ transform: `scale(${frame.scale})` }}
              />
            </div>
            <figcaption>{frame.label}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
