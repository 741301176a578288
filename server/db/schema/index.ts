export * from './auth';
export * from './masterData';
export * from './stock';
export * from './settings';
export * from './orders';
export * from './purchasing';
export * from './pickups';
export * from './system';
