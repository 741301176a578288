import { RecordRedirect } from '../../src/components/forms';

/** /view-warehouse and /edit-warehouse (spec 001 section 2): the record comes in the navigation state. */
export const ViewWarehouse = () => <RecordRedirect resource="warehouses" type="show" />;
export const EditWarehouse = () => <RecordRedirect resource="warehouses" type="edit" />;
