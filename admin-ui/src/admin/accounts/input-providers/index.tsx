import { Route } from 'react-router-dom';
import FactoryIcon from '@mui/icons-material/Factory';
import { InputProviderEdit } from './InputProviderEdit';
import { InputProviderInvite } from './InputProviderInvite';
import { InputProviderList } from './InputProviderList';
import { InputProviderShow } from './InputProviderShow';

/** users/inputproviders: the administrators' input provider list (GET admin/ip). */
export default {
  list: InputProviderList,
  icon: FactoryIcon,
  recordRepresentation: 'company',
};

/** The spec's other routes: invite, edit/{id} and the record's page {id}. */
export const inputProviderRoutes = [
  <Route key="invite" path="invite" element={<InputProviderInvite />} />,
  <Route key="edit" path="edit/:id" element={<InputProviderEdit />} />,
  <Route key="show" path=":id" element={<InputProviderShow />} />,
];
