import BadgeIcon from '@mui/icons-material/Badge';
import { StaffList } from './StaffList';
import { StaffCreate } from './StaffCreate';

export default {
  list: StaffList,
  create: StaffCreate,
  icon: BadgeIcon,
};
