export { AuthLayout } from './AuthLayout';
export { DesktopLayout } from './DesktopLayout';
export { MemberSummary } from './MemberSummary';
export { MenuList } from './MenuList';
export { MobileLayout } from './MobileLayout';
export { currentMenuEntry, currentTabId } from './currentMenuEntry';
export {
  menuEntries,
  menuGroups,
  tabEntries,
  type MenuEntry,
  type MenuGroupId,
} from './menuEntries';
export { useIsMobile, MOBILE_MEDIA_QUERY } from './useIsMobile';
