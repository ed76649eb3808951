import { useBasename } from 'react-admin';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The spec's catalogue routes under the console's base (for links). */
export function useCataloguePaths() {
  const basename = useBasename();
  return {
    products: `${basename}/products`,
    productCreate: `${basename}/products/create`,
    productEdit: (id: string | number) => `${basename}/products/edit/${seg(id)}`,
    productDelete: (id: string | number) => `${basename}/products/delete/${seg(id)}`,
    productDetail: (id: string | number) => `${basename}/all-products-management/product-detail/${seg(id)}`,
    allProducts: `${basename}/all-products-management`,
    categoryCreate: `${basename}/categories/create`,
    categoryEdit: (id: string | number) => `${basename}/categories/edit/${seg(id)}`,
    categoryDelete: (id: string | number) => `${basename}/categories/delete/${seg(id)}`,
    input: (id: string | number) => `${basename}/inputs/${seg(id)}`,
    inputs: `${basename}/inputs`,
    myProducts: `${basename}/myproducts`,
    myProductEdit: (id: string | number) => `${basename}/myproducts/edit/${seg(id)}`,
  };
}
