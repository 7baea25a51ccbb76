import Pagination from '@mui/material/Pagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface PageLinksProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}

/** Previous, numbered pages, next, shown only when there is more than one page. */
export function PageLinks({ page, pageCount, onChange, label }: PageLinksProps) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_, next) => onChange(next)}
      color="primary"
      siblingCount={wide ? 1 : 0}
      boundaryCount={1}
      aria-label={label}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
    />
  );
}
