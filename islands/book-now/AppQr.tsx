/**
 * A store's QR code, for a visitor on a computer to open the store on their phone. Hidden on small
 * or touch screens (CSS), and lazy, so a phone never downloads it.
 */
export function AppQr({ src, store }: { src: string; store: string }) {
  return (
    <figure className="choice-qr">
      <img src={src} alt={`QR code: ${store}`} width="160" height="160" loading="lazy" />
      <figcaption>Scan with your phone's camera</figcaption>
    </figure>
  );
}
