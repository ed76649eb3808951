import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { AllUsersList, UsersByRoleList } from './UserList';
import { ExtensionAgentList } from './ExtensionAgentList';
import { UserShow } from './UserShow';

/** All users: list and the person's page (details, history). */
export const users = { list: AllUsersList, show: UserShow, icon: PeopleIcon, recordRepresentation: 'email' };

/** users/distributors, users/wholesalers, users/retailers, users/inputproviders. */
export const usersByRole = { list: UsersByRoleList, show: UserShow, icon: PeopleIcon, recordRepresentation: 'email' };

export const extensionAgents = {
  list: ExtensionAgentList,
  show: UserShow,
  icon: SupportAgentIcon,
  recordRepresentation: 'email',
};
