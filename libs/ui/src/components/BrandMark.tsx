/** The product's logo mark: a camera on the primary colour. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="ui-brand-mark">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path
        d="M9 11.5h9.5a2 2 0 0 1 2 2V20a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2v-6.5a2 2 0 0 1 2-2zM20.5 15l4.5-3v9l-4.5-3"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
