import fastifyMultipart from '@fastify/multipart';
import { IsOptional, IsString } from 'class-validator';
import Fastify, { FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { readMultipartFiles, readMultipartForm } from './multipart';

class ReportDto {
  @IsString() title: string;
  @IsOptional() @IsString({ each: true }) tags?: string[];
}

const BOUNDARY = '----kasuwa-test-boundary';

function body(parts: ({ name: string; value: string } | { name: string; file: Buffer })[], end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
      );
      chunks.push(part.file, Buffer.from('\r\n'));
    }
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('readMultipartFiles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 10, fields: 50 } });
    const answer = async (read: () => Promise<unknown>) => {
      try {
        return { ok: true, ...((await read()) as object) };
      } catch (error) {
        if (error instanceof DomainError)
          return { ok: false, code: error.code, status: error.status, params: error.params, errors: error.errors };
        throw error;
      }
    };
    app.post('/report', (request) =>
      answer(async () => {
        const form = await readMultipartFiles(request, ReportDto, {
          photos: { maxCount: 3, maxBytes: 100 },
          waybill: { maxBytes: 1000 },
        });
        return {
          fields: form.fields,
          photos: form.files.photos.map((b) => b.length),
          waybill: form.files.waybill.map((b) => b.length),
        };
      }),
    );
    app.post('/profile', (request) =>
      answer(async () => {
        const form = await readMultipartForm(request, ReportDto, 'photo', 100);
        return { fields: form.fields, photo: form.file?.length ?? null };
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    app
      .inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } })
      .then((r) => ({ status: r.statusCode, body: r.json<unknown>() }));

  it('reads several file fields, each with its own count, and repeated text fields as a list', async () => {
    const { body: answer } = await post(
      '/report',
      body([
        { name: 'title', value: 'Harvest' },
        { name: 'tags', value: 'maize' },
        { name: 'tags', value: 'rice' },
        { name: 'photos', file: Buffer.alloc(10) },
        { name: 'photos', file: Buffer.alloc(20) },
        { name: 'waybill', file: Buffer.alloc(500) },
      ]),
    );
    expect(answer).toEqual({
      ok: true,
      fields: { title: 'Harvest', tags: ['maize', 'rice'] },
      photos: [10, 20],
      waybill: [500],
    });
  });

  it('refuses too many files in a field, a file too large for its field, and a file in a field it does not know', async () => {
    const photos = Array.from({ length: 4 }, () => ({ name: 'photos', file: Buffer.alloc(5) }));
    expect((await post('/report', body([{ name: 'title', value: 'x' }, ...photos]))).body).toMatchObject({
      code: 'UPLOAD_TOO_MANY_FILES',
      status: 400,
      params: { field: 'photos', max: 3 },
    });
    expect((await post('/report', body([{ name: 'photos', file: Buffer.alloc(101) }]))).body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
    });
    expect((await post('/report', body([{ name: 'waybill', file: Buffer.alloc(1001) }]))).body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
      params: { max: 0 },
    });
    expect((await post('/report', body([{ name: 'avatar', file: Buffer.alloc(5) }]))).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'avatar', message: 'UNKNOWN_FIELD' }],
    });
  });

  it('keeps the one-file form as it was', async () => {
    expect(
      (
        await post(
          '/profile',
          body([
            { name: 'title', value: 'Me' },
            { name: 'photo', file: Buffer.alloc(50) },
          ]),
        )
      ).body,
    ).toEqual({ ok: true, fields: { title: 'Me' }, photo: 50 });
    expect((await post('/profile', body([{ name: 'title', value: 'Me' }]))).body).toEqual({
      ok: true,
      fields: { title: 'Me' },
      photo: null,
    });
    const two = await post(
      '/profile',
      body([
        { name: 'photo', file: Buffer.alloc(5) },
        { name: 'photo', file: Buffer.alloc(5) },
      ]),
    );
    expect(two.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'photo', message: 'UNKNOWN_FIELD' }],
    });
  });

  it('answers a form without a boundary, or with a truncated body, as unreadable rather than failing', async () => {
    const noBoundary = await post('/report', body([{ name: 'title', value: 'x' }]), 'multipart/form-data');
    expect(noBoundary.body).toMatchObject({ ok: false, code: 'MULTIPART_UNREADABLE', status: 400 });
    const truncated = await post(
      '/report',
      body(
        [
          { name: 'title', value: 'x' },
          { name: 'photos', file: Buffer.alloc(50) },
        ],
        false,
      ).subarray(0, 150),
    );
    expect(truncated.body).toMatchObject({ ok: false, code: 'MULTIPART_UNREADABLE', status: 400 });
    const cutInHeaders = await post('/report', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`));
    expect(cutInHeaders.body).toMatchObject({ ok: false, code: 'MULTIPART_UNREADABLE', status: 400 });
  });

  it('asks for multipart when the form is sent as something else', async () => {
    expect((await post('/report', Buffer.from('{"title":"x"}'), 'application/json')).body).toMatchObject({
      code: 'MULTIPART_EXPECTED',
      status: 415,
    });
  });
});
