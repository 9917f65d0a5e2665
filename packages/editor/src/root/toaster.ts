// The toaster's own chunk (Radix Toast and its styles), loaded by ToasterOnDemand.
export { Toaster as default } from '@landing/ui';
