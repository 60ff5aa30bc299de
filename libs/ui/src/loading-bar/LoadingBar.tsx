import { useLoadingBar } from './loading-bar';

/** 2 px bar in the primary colour at the top of the page. */
export function LoadingBar() {
  const { active, progress } = useLoadingBar((s) => s);
  return (
    <div className="ui-loading-bar" data-testid="loading-bar" data-active={active} aria-hidden="true">
      <div
        className="ui-loading-bar__fill"
        style={{ transform: `scaleX(${active ? progress : 0})`, opacity: active && progress < 1 ? 1 : 0 }}
      />
    </div>
  );
}
