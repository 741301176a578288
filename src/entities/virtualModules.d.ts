declare module 'virtual:entity-surfaces' {
  import type { DeclaredSurface } from '../../domain/entities/surface';
  const surfaces: readonly DeclaredSurface[];
  export default surfaces;
}
