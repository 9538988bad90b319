import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { CameraStore } from '../../../core/desk/CameraStore';
import { deskMessages } from '../../../core/desk/deskMessages';

/** The camera's picture, scanning while the desk is on screen; released when the page closes. */
export const CameraScanner = observer(function CameraScanner({ camera }: { camera: CameraStore }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    void camera.start(element);
    return () => camera.stop();
  }, [camera]);

  const { note, hint } = camera;
  return (
    <div className="desk__camera">
      {/* The aiming frame: where to hold the code, drawn over the picture, not part of it. */}
      <div className="desk__viewfinder" hidden={note !== null}>
        <video
          ref={video}
          className="desk__video"
          muted
          playsInline
          aria-label={deskMessages.cameraView}
        />
        {camera.state === 'scanning' && <span className="desk__aim" aria-hidden="true" />}
      </div>
      {hint !== null && <p className="desk__camera-hint">{hint}</p>}
      {note !== null && (
        <p className="desk__camera-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
});
