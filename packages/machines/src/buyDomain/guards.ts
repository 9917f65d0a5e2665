import { sanitizeSubdomain } from '../helpers/sanitizeSubdomain.ts';

/** A full domain: ends in a dot plus two or more letters (spec §5). */
export const FULL_DOMAIN_NAME = /\.[a-z]{2,}$/i;

export const isFullDomainName = (name: string) => FULL_DOMAIN_NAME.test(name.trim());

/** The base name the search asks for: the entry cleaned by the full subdomain rule. */
export const baseNameOf = (name: string) => sanitizeSubdomain(name);

/** Check is allowed once a name is entered (the machine also refuses it in `buy`). */
export const hasBaseName = (name: string) => baseNameOf(name) !== '';
