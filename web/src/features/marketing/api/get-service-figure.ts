import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** GET /public/figure: NagText's own figure, or null below 1,000 occurrences (the page then shows nothing). */
export const getServiceFigure = () => api(contracts.serviceFigure);

let asked: ReturnType<typeof getServiceFigure> | null = null;

/**
 * One ask per visit (the answer is cached an hour by the browser and CloudFront too). The public pages have no query
 * client (react-query loads with the app's pages only), so this is a plain promise kept for the page's life; a
 * failed ask is forgotten, so the next visit to the page asks again.
 */
export function serviceFigureOnce(): ReturnType<typeof getServiceFigure> {
  asked ??= getServiceFigure().catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}

/** For tests: forget the answer kept for this page's life. */
export const forgetServiceFigure = () => {
  asked = null;
};
