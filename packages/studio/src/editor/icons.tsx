// The block list's three small pictures, drawn here: no font of every operator's machine has the
// symbols (⧉ showed as an empty box), and an icon library is more than three pictures need.

const SIZE = 16;

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Six dots: a handle to drag. */
export function GripIcon() {
  return (
    <Icon>
      {[4, 8, 12].flatMap((y) =>
        [6, 10].map((x) => <circle key={`${x}${y}`} cx={x} cy={y} r="0.8" fill="currentColor" />),
      )}
    </Icon>
  );
}

/** Two sheets: duplicate. */
export function CopyIcon() {
  return (
    <Icon>
      <rect x="5" y="5" width="8" height="8" rx="1" />
      <path d="M3 10.5V4a1 1 0 0 1 1-1h6.5" />
    </Icon>
  );
}

/** A bin: remove. */
export function TrashIcon() {
  return (
    <Icon>
      <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5" />
    </Icon>
  );
}
