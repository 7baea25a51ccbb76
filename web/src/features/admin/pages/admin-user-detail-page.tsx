export { default } from './admin-user-notifications-page';
