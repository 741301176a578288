import { RecordRedirect } from '../../src/components/forms';

/** /view-supplier and /edit-supplier (spec 001 section 2): the record comes in the navigation state. */
export const ViewSupplier = () => <RecordRedirect resource="suppliers" type="show" />;
export const EditSupplier = () => <RecordRedirect resource="suppliers" type="edit" />;
