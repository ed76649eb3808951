export { FeaturePhonesModule } from './feature-phones.module';
