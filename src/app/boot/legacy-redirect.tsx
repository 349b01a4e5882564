import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * Links that other systems and old bookmarks carry use the hash-bang form (`#!/message`): the
 * router sees `/!/message` and this route sends it on to `/message`, keeping the query.
 */
export function LegacyRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
