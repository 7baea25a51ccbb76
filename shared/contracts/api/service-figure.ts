import { contract } from '../contract';
import { ServiceFigure } from '../effectiveness';

/** Public and the same for everyone: cached an hour by CloudFront and browsers (`cacheSeconds`). */
export const serviceFigure = contract({
  method: 'GET',
  path: '/public/figure',
  response: ServiceFigure,
  successStatus: 200,
  cacheSeconds: 3600,
});
