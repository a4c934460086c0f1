import { useId } from 'react';
import { CylindersShape, PipelineShape, palette, TruckShape } from './shapes.tsx';

export { NigeriaHubMap } from './nigeria-hub-map.tsx';

// Decorative pictures: the text beside them says the same, so they are hidden from screen readers.
const svgStyle = { width: '100%', height: 'auto', display: 'block' } as const;

export function CngTruck() {
  return (
    <svg viewBox="0 0 320 130" aria-hidden="true" focusable="false" style={svgStyle}>
      <TruckShape transform="translate(6 2)" />
    </svg>
  );
}

export function Pipeline() {
  return (
    <svg viewBox="0 0 320 115" aria-hidden="true" focusable="false" style={svgStyle}>
      <PipelineShape />
    </svg>
  );
}

export function GasCylinders() {
  return (
    <svg viewBox="0 0 190 160" aria-hidden="true" focusable="false" style={svgStyle}>
      <CylindersShape transform="translate(3 2)" />
    </svg>
  );
}

/** The landing page's opening picture: gas leaves the pipeline by truck and cylinder. */
export function HeroScene() {
  const clipId = useId();
  return (
    <svg viewBox="0 0 560 330" aria-hidden="true" focusable="false" style={svgStyle}>
      <defs>
        <clipPath id={clipId}>
          <rect width="560" height="330" rx="18" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="560" height="330" fill="#eef6f1" />
        <circle cx="468" cy="72" r="44" fill={palette.gold} opacity="0.9" />
        <path d="M0 196 C90 160 170 172 260 188 S430 156 560 182 V330 H0 Z" fill="#dcebe3" />
        <path d="M0 236 C120 218 240 230 330 240 S480 226 560 236 V330 H0 Z" fill="#c5ddd0" />
        {/* compressor station */}
        <rect x="104" y="70" width="10" height="56" fill={palette.steelDark} />
        <rect x="30" y="124" width="100" height="76" rx="4" fill="#f7faf8" stroke={palette.steelDark} />
        <path d="M24 128 L80 96 L136 128 Z" fill={palette.brandDark} />
        <rect x="46" y="150" width="22" height="50" fill={palette.brand} />
        <rect x="80" y="146" width="34" height="20" rx="2" fill="#d9eef7" />
        <PipelineShape transform="translate(130 100)" width={410} />
        <rect x="0" y="280" width="560" height="34" fill="#55625c" />
        <path d="M12 297 H548" stroke="#f4f7f5" strokeWidth="3" strokeDasharray="22 18" />
        <TruckShape transform="translate(244 166)" />
        <CylindersShape transform="translate(28 196) scale(0.55)" />
      </g>
    </svg>
  );
}

/** A price board with a daily line: the idea of a published rate, without figures. */
const rateBars = [46, 58, 40, 66, 54, 72, 62].map((height, day) => ({ x: 46 + day * 36, height }));
const ratePoints = [88, 80, 84, 70, 74, 60, 56].map((y, day) => ({ x: 55 + day * 36, y }));

export function DailyRate() {
  return (
    <svg viewBox="0 0 320 170" aria-hidden="true" focusable="false" style={svgStyle}>
      <rect x="8" y="8" width="304" height="154" rx="10" fill="#ffffff" stroke={palette.steelDark} />
      <rect x="8" y="8" width="304" height="28" rx="10" fill={palette.brand} />
      <rect x="8" y="26" width="304" height="10" fill={palette.brand} />
      <circle cx="26" cy="22" r="5" fill={palette.gold} />
      <rect x="40" y="18" width="90" height="8" rx="4" fill="#ffffff" opacity="0.85" />
      <path d="M32 142 H292 M32 50 V142" stroke="#b9c4bf" strokeWidth="1.5" />
      {rateBars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={142 - bar.height}
          width="18"
          height={bar.height}
          rx="3"
          fill={palette.brandLight}
        />
      ))}
      <polyline
        points={ratePoints.map((point) => `${point.x},${point.y}`).join(' ')}
        fill="none"
        stroke={palette.goldDark}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {ratePoints.map((point) => (
        <circle
          key={point.x}
          cx={point.x}
          cy={point.y}
          r="4"
          fill="#ffffff"
          stroke={palette.goldDark}
          strokeWidth="2.5"
        />
      ))}
    </svg>
  );
}
