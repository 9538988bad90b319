export function loadRouteTable(): Promise<{ id: string; pattern: string; access: string }[]>;
