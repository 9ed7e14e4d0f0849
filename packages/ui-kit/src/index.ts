export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { deltaTone, formatDelta, StatCard, type DeltaTone, type StatCardProps } from './stat-card/stat-card';
