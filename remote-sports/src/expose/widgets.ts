// Widgets are small and on every main-layout page, so they are not split from the module.
export { SportsMenu } from '../features/sports-menu/sports-menu';
