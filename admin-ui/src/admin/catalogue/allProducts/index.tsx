import { Route } from 'react-router-dom';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { AllProductsList } from './AllProductsList';
import { ProductDetailPage } from './ProductDetailPage';

/** all-products-management: the administrators' product approval (products:approve). */
export default {
  list: AllProductsList,
  icon: FactCheckIcon,
  recordRepresentation: 'name',
};

export const allProductsRoutes = [
  <Route key="detail" path="product-detail/:productId" element={<ProductDetailPage />} />,
];
