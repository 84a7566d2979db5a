import { useLocation } from 'react-router-dom';

/** Stands in for the page a screen redirects to, so a story shows where the user would land. */
export function LandingProbe() {
  const location = useLocation();
  return (
    <p style={{ padding: 24 }}>
      Redirected to <code data-testid="landing">{location.pathname}</code>
    </p>
  );
}
