import type { ComponentType } from 'react';
import { CreateBase, EditBase, Loading, Navigate, ShowBase, useRecordContext } from 'react-admin';
import { ScreenHeading } from '../components/ScreenHeading';

/** The add screen of a resource whose form is its own: the heading, then the form. */
export function createView(resource: string, title: string, Form: ComponentType) {
  const Create = () => (
    <CreateBase resource={resource}>
      <ScreenHeading title={title} />
      <Form />
    </CreateBase>
  );
  return Create;
}

/**
 * The edit or detail screen of a resource whose view is its own: the record loaded and handed
 * to `View`, unless `elsewhere` gives the path of the screen it belongs on (a pack's id opened
 * on a product screen: products and packs share one list).
 */
export function recordView<R>(
  kind: 'edit' | 'show',
  resource: string,
  title: string,
  View: ComponentType<{ record: R }>,
  elsewhere: (record: R) => string | null = () => null,
) {
  const Loaded = () => {
    const record = useRecordContext() as R | undefined;
    if (!record) return <Loading />;
    const path = elsewhere(record);
    return path ? <Navigate to={path} replace /> : <View record={record} />;
  };
  const body = (
    <>
      <ScreenHeading title={title} />
      <Loaded />
    </>
  );
  const Screen = () =>
    kind === 'edit' ? (
      <EditBase resource={resource} mutationMode="pessimistic" redirect={false}>
        {body}
      </EditBase>
    ) : (
      <ShowBase resource={resource}>{body}</ShowBase>
    );
  return Screen;
}
