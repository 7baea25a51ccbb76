import { Navigate } from 'react-router-dom';
import { PageLoader } from './page-loader';

interface GoingToProps {
  /** Where the browser is sent (replacing the current entry). */
  to: string;
  /** What the next page is, in words: "Opening your reminders". */
  label: string;
}

/**
 * A redirect that says where it goes while the next page's code loads. `<Navigate>` alone renders nothing, and
 * navigations run in a transition that keeps the current screen until the next page is ready: the screen kept
 * was an empty page between header and footer for as long as the download took.
 */
export function GoingTo({ to, label }: GoingToProps) {
  return (
    <>
      <Navigate to={to} replace />
      <PageLoader label={label} minHeight="100vh" />
    </>
  );
}
