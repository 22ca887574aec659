declare module 'virtual:storybook-site-data' {
  const data: import('../page/SiteData').SiteData;
  export default data;
}
