import { contract } from '../contract';
import { AccountExport } from '../your-data';

export const exportAccountData = contract({
  method: 'GET',
  path: '/user/export',
  response: AccountExport,
  successStatus: 200,
});
