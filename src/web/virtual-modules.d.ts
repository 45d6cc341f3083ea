declare module 'virtual:public-en-catalogue' {
  const catalogue: Record<string, unknown>
  export default catalogue
}
