import { Navigate } from 'react-router-dom';

/** Packs are listed with the products (spec 001 "Product list"): /packs is the product list. */
export const PackList = () => <Navigate to="/products" replace />;

export default PackList;
