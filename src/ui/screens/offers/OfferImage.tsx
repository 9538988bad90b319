interface OfferImageProps {
  src: string;
  className?: string;
}

/*
 * Decorative: the title beside it already names the offer. The frame keeps a 16:9 space and a
 * brand gradient, so nothing moves while the image loads and a missing image is not a hole.
 */
export function OfferImage({ src, className }: OfferImageProps) {
  return (
    <div className={className ? `offer-image ${className}` : 'offer-image'}>
      {src && <img src={src} alt="" width={640} height={360} loading="lazy" decoding="async" />}
    </div>
  );
}
