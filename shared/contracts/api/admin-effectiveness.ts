import { contract } from '../contract';
import { AdminEffectiveness, AdminEffectivenessQuery } from '../effectiveness';

export const adminEffectiveness = contract({
  method: 'GET',
  path: '/admin/effectiveness',
  query: AdminEffectivenessQuery,
  response: AdminEffectiveness,
  successStatus: 200,
});
