/** Demo data for the content widgets: filled in by the element that needs it. */
export async function noticeRoutes(route) {
  void route;
}
