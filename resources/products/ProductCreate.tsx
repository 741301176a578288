import { CreateBase } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { ProductForm } from './ProductForm';

/** Add Product (spec 001): on success the server's message shows and the form goes back. */
export const ProductCreate = () => (
  <CreateBase resource="products">
    <ScreenHeading title="app.screens.add_product" />
    <ProductForm />
  </CreateBase>
);

export default ProductCreate;
