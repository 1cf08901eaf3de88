/**
 * Drawn illustrations for the home page and the news: inline SVG, so they cost no request,
 * scale to any screen and never shift the layout. Each is decorative or gets its alt text
 * from the content files through `label`.
 */
interface IllustrationProps {
  label?: string;
  className?: string;
}

function Frame({ label, className, children }: IllustrationProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 180"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      {children}
    </svg>
  );
}

/** The campus at sunrise: the main building, a dome, palm trees. */
export function CampusIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect width="320" height="180" fill="#d4eeeb" />
      <circle cx="250" cy="52" r="26" fill="#f3d27a" />
      <path d="M0 150h320v30H0z" fill="#a9ddd7" />
      <path d="M60 150V80h200v70z" fill="#fff" />
      <path d="M50 82h220l-10-14H60z" fill="#165a56" />
      <path d="M140 68a20 20 0 0 1 40 0z" fill="#ecbc45" />
      <g fill="#72c3bb">
        <path d="M75 95h20v18H75zM105 95h20v18h-20zM195 95h20v18h-20zM225 95h20v18h-20zM75 122h20v18H75zM105 122h20v18h-20zM195 122h20v18h-20zM225 122h20v18h-20z" />
      </g>
      <path d="M145 150v-42h30v42z" fill="#165a56" />
      <g fill="#196f69">
        <path d="M25 150h5V110h-5z" />
        <path d="M27 110c-14-4-20 2-22 6 8-4 14-4 22-6zm0 0c14-4 20 2 22 6-8-4-14-4-22-6zm0 0c-6-10-16-10-20-8 8 0 14 4 20 8zm0 0c6-10 16-10 20-8-8 0-14 4-20 8z" />
        <path d="M290 150h5V106h-5z" />
        <path d="M292 106c-14-4-20 2-22 6 8-4 14-4 22-6zm0 0c14-4 20 2 22 6-8-4-14-4-22-6zm0 0c-6-10-16-10-20-8 8 0 14 4 20 8zm0 0c6-10 16-10 20-8-8 0-14 4-20 8z" />
      </g>
    </Frame>
  );
}

/** A new hospital building with a crane: for the new medical building news. */
function BuildingIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect width="320" height="180" fill="#eef8f7" />
      <path d="M0 155h320v25H0z" fill="#a9ddd7" />
      <path d="M90 155V60h140v95z" fill="#fff" stroke="#165a56" strokeWidth="3" />
      <g fill="#72c3bb">
        <path d="M105 75h22v16h-22zM137 75h22v16h-22zM193 75h22v16h-22zM105 101h22v16h-22zM193 101h22v16h-22zM105 127h22v16h-22zM193 127h22v16h-22z" />
      </g>
      <path
        d="M160 100h10v-10h10v10h10v10h-10v10h-10v-10h-10z"
        fill="#d9534f"
        transform="translate(-10 0)"
      />
      <path d="M140 155v-25h40v25z" fill="#165a56" />
      <path d="M262 155V30M262 30h-60M262 30l-20 18" stroke="#ecbc45" strokeWidth="4" fill="none" />
      <path d="M210 30v22" stroke="#64748b" strokeWidth="2" />
      <rect x="203" y="52" width="14" height="10" fill="#b97c15" />
    </Frame>
  );
}

/** Two hands shaking over a globe: for the international cooperation news. */
function CooperationIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect width="320" height="180" fill="#e0f2fe" />
      <circle cx="160" cy="90" r="62" fill="#fff" stroke="#165a56" strokeWidth="3" />
      <path
        d="M98 90h124M160 28c-26 30-26 94 0 124M160 28c26 30 26 94 0 124M108 58h104M108 122h104"
        stroke="#72c3bb"
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M60 120l40-22 30 14 30-8 30 8 30-14 40 22-40 18-30-8-30 10-30-10-30 8z"
        fill="#ecbc45"
      />
      <path d="M130 112l30 14 30-14" stroke="#b97c15" strokeWidth="3" fill="none" />
    </Frame>
  );
}

/** A robot with a trophy: for the robotics competition news. */
function RobotIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect width="320" height="180" fill="#ede9fe" />
      <path d="M0 160h320v20H0z" fill="#c4b5fd" />
      <path d="M150 30v14" stroke="#165a56" strokeWidth="4" />
      <circle cx="150" cy="28" r="6" fill="#ecbc45" />
      <rect x="110" y="44" width="80" height="56" rx="12" fill="#165a56" />
      <circle cx="133" cy="70" r="9" fill="#a9ddd7" />
      <circle cx="167" cy="70" r="9" fill="#a9ddd7" />
      <path d="M135 88h30" stroke="#a9ddd7" strokeWidth="4" strokeLinecap="round" />
      <rect x="118" y="104" width="64" height="48" rx="8" fill="#238a82" />
      <path d="M118 116H92M182 116h26" stroke="#165a56" strokeWidth="8" strokeLinecap="round" />
      <path d="M130 152v8M170 152v8" stroke="#165a56" strokeWidth="8" />
      <path
        d="M222 70h36v14a18 18 0 0 1-36 0zM232 102h16v22h-16zM224 124h32v8h-32z"
        fill="#ecbc45"
      />
      <path
        d="M222 76h-8a8 8 0 0 0 8 10M258 76h8a8 8 0 0 1-8 10"
        stroke="#ecbc45"
        strokeWidth="3"
        fill="none"
      />
    </Frame>
  );
}

export const newsIllustrations = {
  'new-medical-building': BuildingIllustration,
  'harvard-cooperation': CooperationIllustration,
  'robotics-competition-win': RobotIllustration,
} as const;
