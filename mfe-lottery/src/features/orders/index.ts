export { MyOrders } from './MyOrders';
