import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { PlatformManagerList } from './PlatformManagerList';

export default {
  list: PlatformManagerList,
  icon: ManageAccountsIcon,
};
