// The signed-in areas load lazily (router.tsx). On a busy machine the first load of an area can
// take longer than a findBy waits, so a test file that renders an area loads it first:
//
//   beforeAll(() => preloadAreas('admin', 'supplier'), 60_000);

const areas = {
  admin: () => import('../src/routes/admin.tsx'),
  supplier: () => import('../src/routes/supplier.tsx'),
  offtaker: () => import('../src/routes/offtaker.tsx'),
  driver: () => import('../src/routes/driver.tsx'),
};

export async function preloadAreas(...names: (keyof typeof areas)[]) {
  await Promise.all(names.map((name) => areas[name]()));
}
