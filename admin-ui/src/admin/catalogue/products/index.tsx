import { Route } from 'react-router-dom';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ProductCreate } from './ProductCreate';
import { ProductDelete } from './ProductDelete';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

/** products (a seller's own) and products/create; the spec's edit/{id} and delete/{id} are `productRoutes`. */
export default {
  list: ProductList,
  create: ProductCreate,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
};

export const productRoutes = [
  <Route key="edit" path="edit/:id" element={<ProductEdit />} />,
  <Route key="delete" path="delete/:id" element={<ProductDelete />} />,
];
