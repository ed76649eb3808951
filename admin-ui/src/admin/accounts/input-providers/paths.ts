import { useBasename } from 'react-admin';

/** The spec's routes: users/inputproviders/invite, users/inputproviders/edit/{id}, users/inputproviders/{id}. */
export function useInputProviderPaths() {
  const basename = useBasename();
  const list = `${basename}/users/inputproviders`;
  const id = (value: string | number) => encodeURIComponent(String(value));
  return {
    list,
    invite: `${list}/invite`,
    edit: (value: string | number) => `${list}/edit/${id(value)}`,
    show: (value: string | number) => `${list}/${id(value)}`,
  };
}

/** The same routes without the console's base, for react-admin's redirect functions. */
export const inputProviderRoute = (value: string | number) =>
  `/users/inputproviders/${encodeURIComponent(String(value))}`;
