import { CreateBase } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { PackForm } from './PackForm';

/** Add Pack (spec 001): on success the server's message shows and the form goes back. */
export const PackCreate = () => (
  <CreateBase resource="packs">
    <ScreenHeading title="app.screens.add_pack" />
    <PackForm />
  </CreateBase>
);

export default PackCreate;
