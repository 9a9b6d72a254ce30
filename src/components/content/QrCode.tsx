export interface QrCodeProps {
  /** The modules, one string of 0 (light) and 1 (dark) per row, as the server draws them. */
  rows: readonly string[];
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** The quiet zone scanners need around the code, in modules. */
const QUIET = 4;

/**
 * A QR code drawn as one SVG path from its modules: dark on white in either colour scheme (what
 * scanners read), with its quiet zone. Nothing is fetched: the modules come with the data.
 */
export function QrCode({ rows, label, size = 200 }: QrCodeProps) {
  const width = (rows[0]?.length ?? 0) + QUIET * 2;
  const path = rows
    .flatMap((row, y) =>
      [...row].map((module, x) => (module === '1' ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : '')),
    )
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
