/** The generated views, one chunk of the build loaded when an entity's screen is first shown. */
export { EntityList } from './EntityList';
export { EntityShow } from './EntityShow';
export { EntityCreate, EntityEdit } from './EntityForm';
export { withEntity } from './EntityContext';
export { RecordRedirect } from '../components/forms';
