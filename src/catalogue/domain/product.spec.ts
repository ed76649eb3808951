import { decider } from '../../kernel/testing/given-when-then';
import {
  decideApproval,
  decideCertification,
  decideDeleteProduct,
  decideProductStatus,
  decideRecommendation,
  decideRemovePhotos,
  decideSubmitProduct,
  decideUpdateProduct,
  evolveProduct,
  initialProductState,
  PhotosAdded,
  PhotosRemoved,
  ProductApproved,
  ProductCertificationChanged,
  ProductDeleted,
  ProductDetails,
  ProductRecommendationChanged,
  ProductRejected,
  ProductReturnedToPending,
  ProductSubmitted,
  ProductUnpublished,
  ProductUpdated,
} from './product';

const NOW = '2026-01-01T00:00:00.000Z';
const LATER = '2026-01-02T00:00:00.000Z';
const details: ProductDetails = {
  name: 'Golden Maize',
  description: 'Hybrid maize seed',
  storageCondition: 'Dry place',
  categoryId: 2,
  subCategoryId: 7,
  typeId: 1,
  formId: 1,
  sizeIds: [1],
  deliveryMethodIds: [1],
  usageIds: [1],
  price: '12500.50',
  quantity: 10,
  location: 'Ikeja, Lagos',
  latitude: 6.6,
  longitude: 3.35,
};
const photo = (photoId: string) => ({ photoId, storageKey: `products/${photoId}.png` });

const product = decider(evolveProduct, initialProductState);
const submitted = [
  ProductSubmitted.create({ productId: 'p1', ownerId: 'seller', countryId: 1, ...details, at: NOW }),
  PhotosAdded.create({ productId: 'p1', photos: [photo('ph1'), photo('ph2')], at: NOW }),
];

describe('submitting a product', () => {
  it('records the product and its photos', () => {
    product
      .given()
      .when((s) =>
        decideSubmitProduct(s, {
          productId: 'p1',
          ownerId: 'seller',
          countryId: 1,
          ...details,
          photos: [photo('ph1'), photo('ph2')],
          now: NOW,
        }),
      )
      .then(...submitted);
  });

  it('needs a photo, and happens once', () => {
    product
      .given()
      .when((s) =>
        decideSubmitProduct(s, { productId: 'p1', ownerId: 'seller', countryId: 1, ...details, photos: [], now: NOW }),
      )
      .thenFails('VALIDATION_FAILED');
    product
      .given(submitted)
      .when((s) =>
        decideSubmitProduct(s, {
          productId: 'p1',
          ownerId: 'seller',
          countryId: 1,
          ...details,
          photos: [photo('ph3')],
          now: NOW,
        }),
      )
      .thenFails('PRODUCT_ALREADY_EXISTS');
  });
});

describe("a seller's changes", () => {
  it('replace the details and add the new photos', () => {
    product
      .given(submitted)
      .when((s) =>
        decideUpdateProduct(s, {
          productId: 'p1',
          ownerId: 'seller',
          ...details,
          price: '13000',
          photos: [photo('ph3')],
          now: LATER,
        }),
      )
      .then(
        ProductUpdated.create({ productId: 'p1', ...details, price: '13000', at: LATER }),
        PhotosAdded.create({ productId: 'p1', photos: [photo('ph3')], at: LATER }),
      );
  });

  it('unpublish, remove photos but never the last one, and delete', () => {
    product
      .given(submitted)
      .when((s) => decideProductStatus(s, { productId: 'p1', ownerId: 'seller', status: 'UNPUBLISHED', now: LATER }))
      .then(ProductUnpublished.create({ productId: 'p1', at: LATER }));
    product
      .given(submitted)
      .when((s) => decideRemovePhotos(s, { productId: 'p1', ownerId: 'seller', photoIds: ['ph1', 'ph1'], now: LATER }))
      .then(PhotosRemoved.create({ productId: 'p1', photoIds: ['ph1'], at: LATER }));
    product
      .given(submitted)
      .when((s) => decideRemovePhotos(s, { productId: 'p1', ownerId: 'seller', photoIds: ['ph1', 'ph2'], now: LATER }))
      .thenFails('PRODUCT_LAST_PHOTO');
    product
      .given(submitted)
      .when((s) => decideRemovePhotos(s, { productId: 'p1', ownerId: 'seller', photoIds: ['other'], now: LATER }))
      .thenFails('PRODUCT_PHOTO_NOT_FOUND');
    product
      .given(submitted)
      .when((s) => decideDeleteProduct(s, { productId: 'p1', ownerId: 'seller', now: LATER }))
      .then(ProductDeleted.create({ productId: 'p1', at: LATER }));
  });

  it("are refused on another seller's product, an unknown one and a deleted one", () => {
    product
      .given(submitted)
      .when((s) => decideDeleteProduct(s, { productId: 'p1', ownerId: 'someone else', now: LATER }))
      .thenFails('PRODUCT_NOT_FOUND');
    product
      .given()
      .when((s) => decideProductStatus(s, { productId: 'p1', ownerId: 'seller', status: 'PUBLISHED', now: LATER }))
      .thenFails('PRODUCT_NOT_FOUND');
    product
      .given(submitted, ProductDeleted.create({ productId: 'p1', at: LATER }))
      .when((s) => decideUpdateProduct(s, { productId: 'p1', ownerId: 'seller', ...details, photos: [], now: LATER }))
      .thenFails('PRODUCT_NOT_FOUND');
  });
});

describe("an administrator's decisions", () => {
  it('approve, reject with a reason, or send back to pending', () => {
    product
      .given(submitted)
      .when((s) => decideApproval(s, { productId: 'p1', approvalStatus: 'APPROVED', reason: 'ignored', now: LATER }))
      .then(ProductApproved.create({ productId: 'p1', reason: null, at: LATER }));
    product
      .given(submitted)
      .when((s) =>
        decideApproval(s, { productId: 'p1', approvalStatus: 'REJECTED', reason: ' No label photo ', now: LATER }),
      )
      .then(ProductRejected.create({ productId: 'p1', reason: 'No label photo', at: LATER }));
    product
      .given(submitted)
      .when((s) => decideApproval(s, { productId: 'p1', approvalStatus: 'REJECTED', reason: '  ', now: LATER }))
      .thenFails('VALIDATION_FAILED');
    product
      .given(submitted)
      .when((s) => decideApproval(s, { productId: 'p1', approvalStatus: 'PENDING', reason: null, now: LATER }))
      .then(ProductReturnedToPending.create({ productId: 'p1', reason: null, at: LATER }));
  });

  it('toggle the highlights, and record nothing when a flag is already so', () => {
    product
      .given(submitted)
      .when((s) => decideRecommendation(s, { productId: 'p1', now: LATER }))
      .then(ProductRecommendationChanged.create({ productId: 'p1', recommended: true, at: LATER }));
    const recommended = [
      ...submitted,
      ProductRecommendationChanged.create({ productId: 'p1', recommended: true, at: LATER }),
    ];
    product
      .given(recommended)
      .when((s) => decideRecommendation(s, { productId: 'p1', recommended: true, now: LATER }))
      .thenNothing();
    product
      .given(recommended)
      .when((s) => decideRecommendation(s, { productId: 'p1', now: LATER }))
      .then(ProductRecommendationChanged.create({ productId: 'p1', recommended: false, at: LATER }));
    product
      .given(submitted)
      .when((s) => decideCertification(s, { productId: 'p1', certified: true, now: LATER }))
      .then(ProductCertificationChanged.create({ productId: 'p1', certified: true, at: LATER }));
    product
      .given(submitted)
      .when((s) => decideCertification(s, { productId: 'p1', certified: false, now: LATER }))
      .thenNothing();
    product
      .given()
      .when((s) => decideCertification(s, { productId: 'p1', now: LATER }))
      .thenFails('PRODUCT_NOT_FOUND');
  });
});
