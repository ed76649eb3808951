import { Route } from 'react-router-dom';
import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate';
import { CategoryDelete } from './CategoryDelete';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

/** categories and categories/create; the spec's edit/{categoryId} and delete/{categoryId} are `categoryRoutes`. */
export default {
  list: CategoryList,
  create: CategoryCreate,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export const categoryRoutes = [
  <Route key="edit" path="edit/:id" element={<CategoryEdit />} />,
  <Route key="delete" path="delete/:id" element={<CategoryDelete />} />,
];
