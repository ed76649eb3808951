import { Route } from 'react-router-dom';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { MyProductEdit } from './MyProductEdit';
import { MyProductList } from './MyProductList';

/** myproducts: a dealer's own catalogue (catalog:manage). */
export default {
  list: MyProductList,
  icon: StorefrontIcon,
  recordRepresentation: (record: { product?: { name?: string } }) => record.product?.name ?? '',
};

export const myProductRoutes = [<Route key="edit" path="edit/:id" element={<MyProductEdit />} />];
