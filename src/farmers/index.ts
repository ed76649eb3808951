export { FarmersModule } from './farmers.module';
