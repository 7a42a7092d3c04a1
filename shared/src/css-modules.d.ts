// CSS imports for TypeScript. Consumers compile this package's source, so src/index.ts references this
// file and they need no declaration of their own for it (duplicates are harmless under skipLibCheck).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
