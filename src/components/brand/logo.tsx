/** The college emblem: an open book under a rising sun, in a shield. Drawn for this site. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <path d="M32 3 57 11v19c0 15.5-10.6 26.6-25 31C17.6 56.6 7 45.5 7 30V11Z" fill="#0b4a47" />
      <path
        d="M32 3 57 11v19c0 15.5-10.6 26.6-25 31C17.6 56.6 7 45.5 7 30V11Z"
        fill="none"
        stroke="#ecbc45"
        strokeWidth="2.5"
      />
      <circle cx="32" cy="25" r="7" fill="#ecbc45" />
      <g stroke="#ecbc45" strokeWidth="2" strokeLinecap="round">
        <path d="M32 12v3M21.5 16.5l2.1 2.1M42.5 16.5l-2.1 2.1M18 25h3M43 25h3" />
      </g>
      <path
        d="M14 33c6-2.5 12-2 18 2 6-4 12-4.5 18-2v14c-6-2.5-12-2-18 2-6-4-12-4.5-18-2Z"
        fill="#fff"
      />
      <path d="M32 35v14" stroke="#0b4a47" strokeWidth="1.5" />
    </svg>
  );
}
