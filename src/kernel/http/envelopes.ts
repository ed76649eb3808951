/** The response shapes every client relies on (see the HTTP conventions in the README). */

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface MutationResult<T> {
  success: true;
  message: string;
  data: T;
}

export interface PageRequest {
  page: number;
  size: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' };
}

export function pageOf<T>(content: T[], totalElements: number, request: PageRequest): Page<T> {
  return {
    content,
    page: request.page,
    size: request.size,
    totalElements,
    totalPages: request.size > 0 ? Math.ceil(totalElements / request.size) : 0,
  };
}

export function mutation<T>(message: string, data: T): MutationResult<T> {
  return { success: true, message, data };
}
