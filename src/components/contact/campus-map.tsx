import type { Messages } from 'next-intl';

/** The words drawn on the map (messages/*.json → `CampusMap`). */
type Labels = Messages['CampusMap'];

/*
 * Geometry of the drawn map (viewBox units, north up). A map is not mirrored in right-to-left
 * pages: geography keeps its sides, so x grows eastwards in both languages. Every label is
 * centred on its point (textAnchor middle), because start and end swap sides in Arabic.
 */
const W = 680;
const H = 440;
const obeidKhatim = { x: 104, width: 40 }; // north–south main road, west edge
const mashtal = { y: 300, height: 36 }; // east–west main road
const street35 = { x: 478, width: 22 }; // north–south side street, east of the campus
const street17 = { y: 52, height: 22 }; // east–west side street, north of the campus
const campus = { x: 214, y: 92, width: 250, height: 196 };

const textClass = 'fill-slate-800 dark:fill-slate-100';
const roadLabelClass = 'fill-slate-700 font-bold dark:fill-slate-200';

/** A small bus: the minibus stops. */
function BusStop({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x - 11} ${y - 9})`}>
      <rect
        width="22"
        height="18"
        rx="4"
        className="fill-sky-700 stroke-white dark:fill-sky-400 dark:stroke-slate-900"
        strokeWidth="1.5"
      />
      <rect x="4" y="4" width="14" height="6" rx="1" className="fill-white dark:fill-slate-900" />
      <circle cx="6" cy="14" r="1.6" className="fill-white dark:fill-slate-900" />
      <circle cx="16" cy="14" r="1.6" className="fill-white dark:fill-slate-900" />
    </g>
  );
}

/**
 * The campus and the streets around it, drawn by us (no map tiles, no external request). The
 * drawing is one image to assistive technology: its accessible name is the layout in words,
 * and the directions are also written out next to it.
 */
export function CampusMap({
  label,
  labels,
  className = 'h-auto w-full',
}: {
  label: string;
  labels: Labels;
  className?: string;
}) {
  const gate1 = { x: campus.x + campus.width / 2, y: campus.y + campus.height };
  const gate2 = { x: campus.x + campus.width, y: campus.y + 44 };
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      focusable="false"
      className={className}
      fontSize="16"
    >
      {/* Land and the city blocks around the campus. */}
      <rect width={W} height={H} className="fill-stone-100 dark:fill-slate-800" />
      <g className="fill-stone-200 dark:fill-slate-700">
        <rect x="8" y="8" width={obeidKhatim.x - 16} height={mashtal.y - 16} rx="6" />
        <rect
          x="8"
          y={mashtal.y + mashtal.height + 8}
          width={obeidKhatim.x - 16}
          height="96"
          rx="6"
        />
        <rect
          x={obeidKhatim.x + obeidKhatim.width + 8}
          y="8"
          width={street35.x - 160}
          height="36"
          rx="6"
        />
        <rect x={street35.x + street35.width + 8} y="8" width={W - 516} height="36" rx="6" />
        <rect x={street35.x + street35.width + 8} y="82" width={W - 516} height="210" rx="6" />
        <rect
          x={street35.x + street35.width + 8}
          y={mashtal.y + mashtal.height + 8}
          width={W - 516}
          height="96"
          rx="6"
        />
      </g>

      {/* Roads: the two main roads wider and tinted, the side streets white. */}
      <g
        className="fill-white stroke-stone-300 dark:fill-slate-600 dark:stroke-slate-500"
        strokeWidth="1"
      >
        <rect x={street35.x} y="0" width={street35.width} height={H} />
        <rect
          x={obeidKhatim.x + obeidKhatim.width}
          y={street17.y}
          width={W}
          height={street17.height}
        />
      </g>
      <g
        className="fill-amber-100 stroke-amber-300 dark:fill-amber-950 dark:stroke-amber-800"
        strokeWidth="1"
      >
        <rect x={obeidKhatim.x} y="0" width={obeidKhatim.width} height={H} />
        <rect x="0" y={mashtal.y} width={W} height={mashtal.height} />
      </g>
      {/* Centre lines of the main roads. */}
      <g
        className="stroke-amber-400 dark:stroke-amber-600"
        strokeWidth="1.5"
        strokeDasharray="10 8"
      >
        <path
          d={`M${obeidKhatim.x + obeidKhatim.width / 2} 0V${mashtal.y}M${obeidKhatim.x + obeidKhatim.width / 2} ${mashtal.y + mashtal.height}V${H}`}
        />
        <path
          d={`M0 ${mashtal.y + mashtal.height / 2}H${obeidKhatim.x}M${obeidKhatim.x + obeidKhatim.width} ${mashtal.y + mashtal.height / 2}H${W}`}
        />
      </g>

      {/* The campus: its wall, the main building, the gates and the visitors' car park. */}
      <rect
        {...campus}
        rx="8"
        className="fill-brand-100 stroke-brand-700 dark:fill-brand-950 dark:stroke-brand-300"
        strokeWidth="3"
      />
      <text
        x={campus.x + 100}
        y={campus.y + 30}
        textAnchor="middle"
        fontSize="17"
        className="fill-brand-900 font-bold dark:fill-brand-100"
      >
        {labels.campus}
      </text>
      <rect
        x={campus.x + 46}
        y={campus.y + 64}
        width="156"
        height="70"
        rx="4"
        className="fill-brand-700 dark:fill-brand-400"
      />
      <text
        x={campus.x + 124}
        y={campus.y + 104}
        textAnchor="middle"
        className="fill-white font-bold dark:fill-slate-950"
      >
        {labels.mainBuilding}
      </text>
      {/* Visitors' car park, inside Gate 2. */}
      <rect
        x={campus.x + campus.width - 58}
        y={campus.y + 24}
        width="48"
        height="68"
        rx="4"
        className="fill-white stroke-sky-700 dark:fill-slate-800 dark:stroke-sky-400"
        strokeWidth="2"
      />
      <text
        x={campus.x + campus.width - 34}
        y={campus.y + 68}
        textAnchor="middle"
        fontSize="30"
        className="fill-sky-700 font-bold dark:fill-sky-400"
      >
        P
      </text>
      {/* Gates: gold bars in the wall. */}
      <g className="fill-gold-400 stroke-gold-600" strokeWidth="1">
        <rect x={gate1.x - 18} y={gate1.y - 5} width="36" height="10" rx="2" />
        <rect x={gate2.x - 5} y={gate2.y - 14} width="10" height="28" rx="2" />
      </g>
      <text x={gate1.x} y={gate1.y - 12} textAnchor="middle" className={`${textClass} font-bold`}>
        {labels.gate1}
      </text>
      {/* Gate 2 and the car park are labelled east of Street 35, where there is room. */}
      <g className={textClass} fontSize="15">
        <text
          x={street35.x + street35.width + 74}
          y={gate2.y - 6}
          textAnchor="middle"
          className="font-bold"
        >
          {labels.gate2}
        </text>
        <text x={street35.x + street35.width + 74} y={gate2.y + 12} textAnchor="middle">
          {labels.parking}
        </text>
      </g>
      <path
        d={`M${street35.x + street35.width + 10} ${gate2.y}H${gate2.x + 8}`}
        className="stroke-slate-600 dark:stroke-slate-300"
        strokeWidth="1.5"
        markerEnd="url(#map-arrow)"
      />

      {/* Opposite the main gate: the college's commercial complex. */}
      <rect
        x={campus.x + 30}
        y={mashtal.y + mashtal.height + 30}
        width={campus.width - 60}
        height="48"
        rx="4"
        className="fill-amber-200 stroke-amber-600 dark:fill-amber-800 dark:stroke-amber-500"
        strokeWidth="1.5"
      />
      <text
        x={campus.x + campus.width / 2}
        y={mashtal.y + mashtal.height + 59}
        textAnchor="middle"
        className="fill-slate-900 font-bold dark:fill-amber-50"
      >
        {labels.complex}
      </text>

      {/* The corner of Obeid Khatim and Al-Mashtal: the mosque (south-east) and the petrol station (north-east). */}
      <g>
        <rect
          x={obeidKhatim.x + obeidKhatim.width + 8}
          y={mashtal.y + mashtal.height + 12}
          width="40"
          height="34"
          rx="3"
          className="fill-slate-300 dark:fill-slate-500"
        />
        <path
          d={`M${obeidKhatim.x + obeidKhatim.width + 16} ${mashtal.y + mashtal.height + 12}a12 12 0 0 1 24 0z`}
          className="fill-brand-600 dark:fill-brand-300"
        />
        <rect
          x={obeidKhatim.x + obeidKhatim.width + 42}
          y={mashtal.y + mashtal.height + 2}
          width="5"
          height="44"
          className="fill-white stroke-slate-500"
          strokeWidth="1"
        />
        <text
          x={obeidKhatim.x + obeidKhatim.width + 28}
          y={mashtal.y + mashtal.height + 64}
          textAnchor="middle"
          className={textClass}
        >
          {labels.mosque}
        </text>
      </g>
      <g>
        <rect
          x={obeidKhatim.x + obeidKhatim.width + 8}
          y={mashtal.y - 62}
          width="36"
          height="44"
          rx="3"
          className="fill-rose-200 stroke-rose-700 dark:fill-rose-900 dark:stroke-rose-300"
          strokeWidth="1.5"
        />
        <path
          d={`M${obeidKhatim.x + obeidKhatim.width + 18} ${mashtal.y - 26}v-22h12v22zm12 -18h4v14`}
          className="fill-rose-700 stroke-rose-700 dark:fill-rose-300 dark:stroke-rose-300"
          strokeWidth="1.5"
        />
        <text
          x={obeidKhatim.x + obeidKhatim.width + 26}
          y={mashtal.y - 70}
          textAnchor="middle"
          fontSize="14"
          className={textClass}
        >
          {labels.fuel}
        </text>
      </g>

      {/* Minibus stops: at the main gate, and on Obeid Khatim Street by the mosque. */}
      <BusStop x={gate1.x + 44} y={mashtal.y + mashtal.height / 2} />
      <text
        x={gate1.x + 44}
        y={mashtal.y + mashtal.height + 18}
        textAnchor="middle"
        fontSize="14"
        className={textClass}
      >
        {labels.busStopGate}
      </text>
      <BusStop x={obeidKhatim.x + obeidKhatim.width / 2} y={mashtal.y + mashtal.height + 30} />
      <text
        x={obeidKhatim.x / 2}
        y={mashtal.y + mashtal.height + 34}
        textAnchor="middle"
        fontSize="14"
        className={textClass}
      >
        {labels.busStopJunction}
      </text>

      {/* Street names. */}
      <text
        x={W - 92}
        y={mashtal.y + mashtal.height / 2 + 5}
        textAnchor="middle"
        className={roadLabelClass}
      >
        {labels.mashtalStreet}
      </text>
      <text
        transform={`translate(${obeidKhatim.x + obeidKhatim.width / 2 + 5} 150) rotate(-90)`}
        textAnchor="middle"
        className={roadLabelClass}
      >
        {labels.obeidKhatimStreet}
      </text>
      <text
        transform={`translate(${street35.x + street35.width / 2 + 4} 250) rotate(-90)`}
        textAnchor="middle"
        fontSize="13"
        className={roadLabelClass}
      >
        {labels.street35}
      </text>
      <text
        x={campus.x + campus.width / 2}
        y={street17.y + street17.height / 2 + 4}
        textAnchor="middle"
        fontSize="13"
        className={roadLabelClass}
      >
        {labels.street17}
      </text>

      {/* North arrow. */}
      <g transform={`translate(${W - 40} ${H - 58})`}>
        <circle
          r="22"
          className="fill-white stroke-slate-500 dark:fill-slate-900 dark:stroke-slate-300"
          strokeWidth="1.5"
        />
        <path d="M0 -16L8 8L0 3L-8 8Z" className="fill-slate-800 dark:fill-slate-100" />
        <text y="-26" textAnchor="middle" className={`${textClass} font-bold`}>
          {labels.north}
        </text>
      </g>

      <defs>
        <marker
          id="map-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" className="fill-slate-600 dark:fill-slate-300" />
        </marker>
      </defs>
    </svg>
  );
}
