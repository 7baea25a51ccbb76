/** The NagText mark: a speech bubble with an exclamation point, drawn like public/favicon.svg. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M16 17h32a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H31l-10 8v-8h-5a6 6 0 0 1-6-6V23a6 6 0 0 1 6-6z" fill="#fff" />
      <rect x="29" y="22" width="6" height="12" rx="3" fill="currentColor" />
      <circle cx="32" cy="39.5" r="3.2" fill="currentColor" />
    </svg>
  );
}
