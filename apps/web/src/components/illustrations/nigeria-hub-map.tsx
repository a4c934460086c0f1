import { hubs as allHubs, type HubInfo } from '@gas/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// A simple map of Nigeria (an equirectangular sketch, not a survey) with the six logistics hubs.
// Coordinates are longitude/latitude projected at 34 px per degree.

const outline =
  'M9.9 259.4 L11.2 238 L11.2 204 L11.9 170 L25.5 149.6 L39.1 125.8 L45.9 105.4 L40.8 78.2 L42.5 54.4 L57.8 17.7 L85 8.5 L105.4 5.1 L136 13.6 L153 30.6 L183.6 22.1 L210.8 32.3 L241.4 40.8 L265.2 27.2 L292.4 22.1 L326.4 30.6 L343.4 32.3 L370.6 13.6 L381.8 9.9 L396.8 31.3 L401.2 51 L416.5 61.2 L414.8 81.6 L394.4 102 L384.2 112.2 L374 129.2 L368.9 149.6 L357 170 L340 183.6 L333.2 204 L319.6 234.6 L306 251.6 L292.4 256.7 L278.8 241.4 L261.8 241.4 L248.2 258.4 L234.6 268.6 L221 285.6 L217.6 306 L209.1 319.6 L197.2 321.3 L173.4 324.7 L156.4 326.4 L132.6 329.8 L119 328.1 L105.4 316.2 L98.6 299.2 L88.4 282.2 L74.8 265.2 L54.4 258.4 L34 257.7 Z';
const niger =
  'M40.8 78.2 L61.2 105.4 L74.8 136 L81.6 166.6 L105.4 178.5 L125.8 190.4 L147.9 210.8 L147.9 238 L148.9 266.9 L139.4 295.8 L125.8 319.6';
const benue = 'M357 159.8 L306 159.8 L258.4 183.6 L231.2 204 L207.4 213.2 L176.8 210.8 L147.9 210.8';

const positions: Record<
  string,
  { x: number; y: number; labelDx: number; labelDy: number; anchor: 'start' | 'end' }
> = {
  AJK: { x: 144.5, y: 219, labelDx: -12, labelDy: 4, anchor: 'end' },
  PHC: { x: 156.7, y: 312.1, labelDx: 12, labelDy: 4, anchor: 'start' },
  LOS: { x: 33.3, y: 254.3, labelDx: 4, labelDy: 22, anchor: 'start' },
  KAD: { x: 171.4, y: 118.3, labelDx: 12, labelDy: 4, anchor: 'start' },
  MIU: { x: 365.8, y: 73.1, labelDx: -12, labelDy: 4, anchor: 'end' },
  KAN: { x: 208.1, y: 68, labelDx: 12, labelDy: 4, anchor: 'start' },
};
const abuja = { x: 173.1, y: 168 };

type NigeriaHubMapProps = {
  hubs?: readonly HubInfo[];
  /** The hub to emphasise, e.g. the one open in the list beside the map. */
  activeCode?: string | null;
};

export function NigeriaHubMap({ hubs = allHubs, activeCode = null }: NigeriaHubMapProps) {
  const { t } = useTranslation('components');
  const titleId = useId();
  const descId = useId();
  const operational = hubs.filter((hub) => hub.isOperational).map((hub) => hub.name);
  const ajaokuta = positions.AJK!;

  return (
    <svg
      viewBox="-8 -8 440 350"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <title id={titleId}>{t('map.title')}</title>
      <desc id={descId}>
        {t('map.hubs', {
          hubs: hubs.map((hub) => hub.name).join(', '),
          operational: operational.join(', ') || t('map.none'),
        })}
        {t('map.corridor')}
      </desc>
      <path d={outline} fill="#e7f1ec" stroke="#6f8f80" strokeWidth="1.5" strokeLinejoin="round" />
      <path
        d={niger}
        fill="none"
        stroke="#8fbfd9"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={benue}
        fill="none"
        stroke="#8fbfd9"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Truck routes from the first hub */}
      {hubs
        .filter((hub) => hub.code !== 'AJK' && positions[hub.code])
        .map((hub) => {
          const to = positions[hub.code]!;
          const midX = (ajaokuta.x + to.x) / 2;
          const midY = (ajaokuta.y + to.y) / 2 - 18;
          return (
            <path
              key={hub.code}
              d={`M${ajaokuta.x} ${ajaokuta.y} Q${midX} ${midY} ${to.x} ${to.y}`}
              fill="none"
              stroke="#b89a2e"
              strokeWidth="1.5"
              strokeDasharray="2 5"
              strokeLinecap="round"
            />
          );
        })}

      {/* AKK pipeline corridor: Ajaokuta - Abuja - Kaduna - Kano */}
      <path
        d={`M${ajaokuta.x} ${ajaokuta.y} L${abuja.x} ${abuja.y} L171.4 118.3 L208.1 68`}
        fill="none"
        stroke="#0b6b45"
        strokeWidth="3"
        strokeDasharray="9 6"
        strokeLinecap="round"
      />
      <rect x={abuja.x - 4} y={abuja.y - 4} width="8" height="8" fill="#4d5a54" />
      <text x={abuja.x + 10} y={abuja.y + 4} fontSize="12" fill="#34403a">
        Abuja
      </text>

      {hubs.map((hub) => {
        const at = positions[hub.code];
        if (!at) return null;
        const isActive = hub.code === activeCode;
        return (
          <g key={hub.code}>
            {hub.isOperational && <circle cx={at.x} cy={at.y} r="15" fill="#0b6b45" opacity="0.18" />}
            {isActive && <circle cx={at.x} cy={at.y} r="11" fill="none" stroke="#b8860b" strokeWidth="2.5" />}
            <circle
              cx={at.x}
              cy={at.y}
              r={hub.isOperational ? 7.5 : 6}
              fill={hub.isOperational ? '#0b6b45' : '#ffffff'}
              stroke="#0b6b45"
              strokeWidth="2.5"
            />
            <text
              x={at.x + at.labelDx}
              y={at.y + at.labelDy}
              textAnchor={at.anchor}
              fontSize="13"
              fontWeight={hub.isOperational || isActive ? 700 : 600}
              fill="#17201c"
              stroke="#ffffff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {hub.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
