import { RecordRedirect } from '../../src/components/forms';

/** /view-shipping-agent and /edit-shipping-agent (spec 001 section 2): the record comes in the navigation state. */
export const ViewShippingAgent = () => <RecordRedirect resource="shipping-agents" type="show" />;
export const EditShippingAgent = () => <RecordRedirect resource="shipping-agents" type="edit" />;
