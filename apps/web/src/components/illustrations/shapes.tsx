// Drawn shapes shared by the illustrations, each a <g> placed with a transform.

export const palette = {
  brand: '#0b6b45',
  brandDark: '#064a30',
  brandLight: '#cde8dc',
  gold: '#f4c542',
  goldDark: '#b8860b',
  steel: '#c9d4cf',
  steelDark: '#7d8f87',
  ink: '#26322d',
  tyre: '#222a27',
} as const;

/** A CNG tube trailer with its tractor, facing right; about 300 x 120. */
export function TruckShape({ transform }: { transform?: string }) {
  const wheels = [52, 82, 180, 250, 278];
  return (
    <g transform={transform}>
      <ellipse cx="160" cy="118" rx="150" ry="6" fill="#000" opacity="0.08" />
      {/* trailer frame and tubes */}
      <rect x="18" y="92" width="206" height="9" rx="2" fill={palette.ink} />
      {[36, 54, 72].map((y) => (
        <g key={y}>
          <rect
            x="24"
            y={y}
            width="192"
            height="17"
            rx="8.5"
            fill={palette.steel}
            stroke={palette.steelDark}
          />
          <rect x="24" y={y + 3} width="192" height="3" fill="#fff" opacity="0.45" />
        </g>
      ))}
      {[30, 120, 210].map((x) => (
        <rect key={x} x={x} y="32" width="6" height="62" fill={palette.brandDark} />
      ))}
      <rect x="92" y="50" width="48" height="24" rx="3" fill={palette.brand} stroke="#fff" strokeWidth="2" />
      <text x="116" y="67" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        CNG
      </text>
      {/* tractor */}
      <path d="M226 100 V58 a6 6 0 0 1 6 -6 H268 L292 74 V100 Z" fill={palette.brand} />
      <path d="M262 58 H268 L286 74 H262 Z" fill="#d9eef7" stroke={palette.brandDark} strokeWidth="1.5" />
      <rect x="234" y="62" width="20" height="14" rx="2" fill="#d9eef7" />
      <rect x="288" y="86" width="8" height="8" rx="2" fill={palette.gold} />
      <rect x="222" y="96" width="76" height="6" rx="2" fill={palette.ink} />
      {wheels.map((x) => (
        <g key={x}>
          <circle cx={x} cy="106" r="11.5" fill={palette.tyre} />
          <circle cx={x} cy="106" r="4.5" fill="#b9c4bf" />
        </g>
      ))}
    </g>
  );
}

/** An above-ground pipeline run with supports, flanges and a valve; about 320 x 110. */
export function PipelineShape({ transform, width = 320 }: { transform?: string; width?: number }) {
  const flanges = [];
  for (let x = 60; x < width - 20; x += 100) flanges.push(x);
  return (
    <g transform={transform}>
      {flanges.map((x) => (
        <path key={`s${x}`} d={`M${x - 24} 108 L${x - 16} 78 H${x - 4} L${x + 4} 108 Z`} fill="#9aaba3" />
      ))}
      <rect x="0" y="58" width={width} height="20" rx="10" fill={palette.steel} stroke={palette.steelDark} />
      <rect x="0" y="62" width={width} height="4" fill="#fff" opacity="0.5" />
      {flanges.map((x) => (
        <rect key={`f${x}`} x={x} y="53" width="9" height="30" rx="2" fill={palette.steelDark} />
      ))}
      {/* valve */}
      <rect x={width / 2 - 16} y="50" width="32" height="36" rx="4" fill={palette.brand} />
      <rect x={width / 2 - 3} y="24" width="6" height="28" fill={palette.brandDark} />
      <circle cx={width / 2} cy="22" r="14" fill="none" stroke={palette.goldDark} strokeWidth="4" />
      <path
        d={`M${width / 2 - 14} 22 H${width / 2 + 14} M${width / 2} 8 V36`}
        stroke={palette.goldDark}
        strokeWidth="3"
      />
    </g>
  );
}

/** A group of upright gas cylinders; about 180 x 150. */
export function CylindersShape({ transform }: { transform?: string }) {
  const cylinders = [
    { x: 10, h: 112, fill: palette.brand },
    { x: 52, h: 132, fill: palette.gold },
    { x: 94, h: 120, fill: '#5f8f7a' },
    { x: 136, h: 98, fill: palette.brand },
  ];
  return (
    <g transform={transform}>
      <ellipse cx="92" cy="150" rx="92" ry="6" fill="#000" opacity="0.08" />
      {cylinders.map(({ x, h, fill }) => {
        const top = 148 - h;
        return (
          <g key={x}>
            <rect x={x + 12} y={top - 12} width="12" height="10" rx="2" fill={palette.steelDark} />
            <rect x={x + 8} y={top - 4} width="20" height="6" rx="2" fill={palette.ink} />
            <path d={`M${x} ${top + 18} a18 18 0 0 1 36 0 V148 H${x} Z`} fill={fill} />
            <rect x={x + 5} y={top + 14} width="5" height={h - 26} rx="2.5" fill="#fff" opacity="0.3" />
            <rect x={x} y={top + h * 0.55} width="36" height="7" fill="#fff" opacity="0.85" />
          </g>
        );
      })}
    </g>
  );
}
