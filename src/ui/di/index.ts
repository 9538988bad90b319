export { ContainerProvider } from './ContainerProvider';
export { useService } from './useService';
export { useFeatureService } from './useFeatureService';
