export { ContainerProvider } from './ContainerProvider';
export { useService } from './useService';
