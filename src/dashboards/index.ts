export { DashboardsModule } from './dashboards.module';
