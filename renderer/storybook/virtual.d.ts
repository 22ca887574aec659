declare module 'virtual:storybook-site-data' {
  const data: import('../resolve/types').ValidatedSite;
  export default data;
}
