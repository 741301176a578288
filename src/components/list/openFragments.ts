import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/**
 * Children with fragments opened, one by one: DataTable counts its columns (an expanded row
 * spans them all) and MUI's Menu takes no fragment, yet a screen often gives either as one.
 */
export const openFragments = (node: ReactNode): ReactNode[] =>
  Children.toArray(node).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? openFragments(child.props.children)
      : [child],
  );
