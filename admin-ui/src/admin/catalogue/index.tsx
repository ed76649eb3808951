import { Resource } from 'react-admin';
import allProducts, { allProductsRoutes } from './allProducts';
import categories, { categoryRoutes } from './categories';
import inputs, { inputRoutes } from './inputs';
import myProducts, { myProductRoutes } from './myproducts';
import products, { productRoutes } from './products';
import reviews from './reviews';

/** The catalogue's resources, with the spec's routes (registered by ../AdminApp.tsx). */
export const catalogueResources = [
  <Resource key="products" name="products" {...products}>
    {productRoutes}
  </Resource>,
  <Resource key="all-products-management" name="all-products-management" {...allProducts}>
    {allProductsRoutes}
  </Resource>,
  <Resource key="categories" name="categories" {...categories}>
    {categoryRoutes}
  </Resource>,
  <Resource key="reviews" name="reviews" {...reviews} />,
  <Resource key="inputs" name="inputs" {...inputs}>
    {inputRoutes}
  </Resource>,
  <Resource key="myproducts" name="myproducts" {...myProducts}>
    {myProductRoutes}
  </Resource>,
];
