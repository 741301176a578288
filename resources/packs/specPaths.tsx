import { RecordRedirect } from '../../src/components/forms';

/** The specifications' pack paths (/view-pack, /edit-pack, /edit-Pack), for the route table. */
export const ViewPackPath = () => <RecordRedirect resource="packs" type="show" />;
export const EditPackPath = () => <RecordRedirect resource="packs" type="edit" />;
