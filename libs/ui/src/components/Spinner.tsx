export function Spinner({ size = 'sm', label }: { size?: 'sm' | 'lg'; label?: string }) {
  return (
    <span
      className={`ui-spinner${size === 'lg' ? ' ui-spinner--lg' : ''}`}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Centred spinner for a page or panel that is loading. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="ui-page-loader">
      <Spinner size="lg" label={label} />
    </div>
  );
}
