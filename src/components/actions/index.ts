export { useOneAtATime, useReload } from './useOneAtATime';
