// The use cases of abuse that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { clientSubject, refuseWhenFull, throttle, type ClientAddress } from './use-cases/throttle';
