import { Route } from 'react-router-dom';
import BadgeIcon from '@mui/icons-material/Badge';
import { StaffList } from './StaffList';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';

/**
 * An organisation's staff: staff (input providers) and dealers/staff (distributors and wholesalers), the same screens
 * on the role's own staff path (dataProvider's staffPath). The spec's edit path, `edit/{id}`, is `staffRoutes`.
 */
export default {
  list: StaffList,
  create: StaffCreate,
  icon: BadgeIcon,
};

export const staffRoutes = [<Route key="edit" path="edit/:id" element={<StaffEdit />} />];
