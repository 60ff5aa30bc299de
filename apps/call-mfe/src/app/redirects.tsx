import { Navigate, useParams } from '@platform/router';

/** join/{alias} and call/{alias} are the spec's older spellings of /j/{alias} and /c/{alias}. */
function Redirect({ to }: { to: 'j' | 'c' }) {
  const { alias = '' } = useParams();
  return <Navigate to={`/${to}/${alias}`} replace />;
}

export const ToJoinPage = () => <Redirect to="j" />;
export const ToCallPage = () => <Redirect to="c" />;
