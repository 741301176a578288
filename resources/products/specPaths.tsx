import { RecordRedirect } from '../../src/components/forms';

/**
 * The specifications' product paths, for the route table (src/routes.ts): they receive the
 * record through navigation state and land on /products/:id/show or /products/:id (edit).
 */
export const ViewProductPath = () => <RecordRedirect resource="products" type="show" />;
export const EditProductPath = () => <RecordRedirect resource="products" type="edit" />;
