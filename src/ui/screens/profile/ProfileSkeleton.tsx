import { Skeleton } from '../../components/Skeleton';

/** The profile's shape while the member loads. */
export function ProfileSkeleton() {
  return (
    <div className="profile-screen__grid" aria-busy="true">
      <span className="visually-hidden">Loading your profile</span>
      <Skeleton variant="block" height="13rem" radius="lg" />
      <Skeleton variant="block" height="13rem" radius="lg" />
      <Skeleton variant="block" height="11rem" radius="lg" />
      <Skeleton variant="block" height="13rem" radius="lg" />
    </div>
  );
}
