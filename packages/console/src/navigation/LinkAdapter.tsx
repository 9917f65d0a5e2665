import { createContext, useContext, type ReactNode } from 'react';

export type ConsoleLinkProps = {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
};

/** Screens never import a router: the host decides how a link renders and navigates. */
export type LinkAdapter = (props: ConsoleLinkProps) => ReactNode;

const plainLink: LinkAdapter = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const LinkContext = createContext<LinkAdapter>(plainLink);

export function LinkAdapterProvider({
  link,
  children,
}: {
  link: LinkAdapter;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={link}>{children}</LinkContext.Provider>;
}

export function ConsoleLink(props: ConsoleLinkProps) {
  const renderLink = useContext(LinkContext);
  return renderLink(props);
}
