import MenuItem from '@mui/material/MenuItem';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Order } from './types';

/** View Details: the order details screen, given the order as navigation state. */
export const ViewOrderMenuItem = ({ path = '/view-shopify-order' }: { path?: string }) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!order) return null;
  return (
    <MenuItem onClick={() => navigate(`${path}?id=${encodeURIComponent(order._id)}`, { state: { order } })}>
      {translate('app.list.view_details')}
    </MenuItem>
  );
};
