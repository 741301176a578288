import { dataProvider } from '../../dataProvider';

/**
 * The order details screen's read (GET /get-order), until that screen reads the order through
 * react-admin's useGetOne; every other order call is a method of the dataProvider.
 */
export const getOrder = (id: string) => dataProvider.getOrder({ id });
