import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** A button that opens another screen: 'Add Product', 'Edit Product', 'Add Stock'... */
export const LinkButton = ({
  to,
  label,
  icon,
  variant = 'contained',
}: {
  to: string;
  label: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined';
}) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} variant={variant} startIcon={icon}>
      {translate(label, { _: label })}
    </Button>
  );
};
