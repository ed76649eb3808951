import { Route } from 'react-router-dom';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { SalesmanCreate } from './SalesmanCreate';
import { SalesmanDelete } from './SalesmanDelete';
import { SalesmanEdit } from './SalesmanEdit';
import { SalesmanList } from './SalesmanList';

/** salesmen (list) and salesmen/create; the spec's edit/{id} and delete/{id} are `salesmenRoutes`. */
export default {
  list: SalesmanList,
  create: SalesmanCreate,
  icon: PointOfSaleIcon,
  recordRepresentation: (record: { firstname?: string; lastname?: string }) =>
    `${record.firstname ?? ''} ${record.lastname ?? ''}`.trim(),
};

export const salesmenRoutes = [
  <Route key="edit" path="edit/:id" element={<SalesmanEdit />} />,
  <Route key="delete" path="delete/:id" element={<SalesmanDelete />} />,
];
