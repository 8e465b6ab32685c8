// The polyfill is a script with no exports: importing it installs the search on Element.prototype.
declare module 'spatial-navigation-polyfill';
