import type { QrMatrix } from '../../../shared/schemas/certificates';

/** The QR code the server computed, drawn as one SVG path with a quiet zone of 4 modules. */
export function CertificateQr({ qr, label }: { qr: QrMatrix; label: string }) {
  const side = qr.size + 8;
  return (
    <svg
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={label}
      className="h-40 w-40 shrink-0 bg-white"
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#0f172a" />
    </svg>
  );
}
