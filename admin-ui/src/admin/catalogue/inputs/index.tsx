import { Route } from 'react-router-dom';
import GrassIcon from '@mui/icons-material/Grass';
import { InputDetailPage } from './InputDetailPage';
import { InputList } from './InputList';

/** inputs: the input providers' products a dealer can sell (inputs:list). */
export default {
  list: InputList,
  icon: GrassIcon,
};

export const inputRoutes = [<Route key="detail" path=":productId" element={<InputDetailPage />} />];
