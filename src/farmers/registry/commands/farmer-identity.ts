import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';

/** The key a phone number is kept under in `farmer_import_keys`, the same as the spreadsheet import's. */
export const phoneKey = (phone: string) => `phone:${phone}`;

/**
 * One farmer per phone number in an owner's list (the agent the farmers belong to), whether enrolled by a form or brought
 * in by a spreadsheet: an enrolment claims its phone in `farmer_import_keys` (where the import keeps its rows' keys), so
 * that the import recognises the farmer as already there, and a second enrolment with the phone is refused naming the
 * farmer who has it. Farmers enrolled before enrolments claimed their phone are found in the farmers table.
 */
@Injectable()
export class FarmerIdentities {
  /**
   * Claims `phone` in `ownerId`'s list for `farmerId` (in the caller's transaction), or refuses with 409 naming the farmer
   * who has it. A phone the farmer no longer has is let go; a deleted farmer's phone is free again.
   */
  async claimPhone(
    manager: EntityManager,
    ownerId: string,
    farmerId: string,
    phone: string | null,
    now: string,
  ): Promise<void> {
    if (phone) {
      const key = phoneKey(phone);
      const [enrolled] = await manager.query<FarmerName[]>(
        `SELECT id, full_name FROM farmers WHERE created_by = $1 AND phone = $2 AND id <> $3 LIMIT 1`,
        [ownerId, phone, farmerId],
      );
      if (enrolled) throw taken(enrolled);
      const [kept] = await manager.query<{ farmer_id: string }[]>(
        `SELECT farmer_id FROM farmer_import_keys WHERE owner_id = $1 AND natural_key = $2 FOR UPDATE`,
        [ownerId, key],
      );
      if (kept && kept.farmer_id !== farmerId) {
        const [holder] = await manager.query<FarmerName[]>(`SELECT id, full_name FROM farmers WHERE id = $1`, [
          kept.farmer_id,
        ]);
        if (holder) throw taken(holder);
        await manager.query(
          `UPDATE farmer_import_keys SET farmer_id = $3, import_id = $4, created_at = $5 WHERE owner_id = $1 AND natural_key = $2`,
          [ownerId, key, farmerId, `enrolment:${farmerId}`, now],
        );
      } else if (!kept) {
        const claimed = await manager.query<{ farmer_id: string }[]>(
          `INSERT INTO farmer_import_keys (owner_id, natural_key, farmer_id, import_id, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING farmer_id`,
          [ownerId, key, farmerId, `enrolment:${farmerId}`, now],
        );
        // Claimed by another enrolment or import a moment ago: the command is decided again (and then refused).
        if (claimed.length === 0)
          throw new DomainError(KernelErrors.CONCURRENCY_CONFLICT, { streamId: key, expected: 'free' });
      }
    }
    await manager.query(
      `DELETE FROM farmer_import_keys WHERE farmer_id = $1 AND natural_key LIKE 'phone:%' AND natural_key <> $2`,
      [farmerId, phone ? phoneKey(phone) : ''],
    );
  }
}

export interface LikelyDuplicate {
  id: string;
  fullName: string;
}

/** Another farmer of the owner's list with the same name in the same LGA (another phone, or none): likely the same person. */
export async function likelyDuplicateOf(
  manager: EntityManager,
  ownerId: string,
  farmerId: string,
  fullName: string,
  cityId: number,
): Promise<LikelyDuplicate | null> {
  const [found] = await manager.query<FarmerName[]>(
    `SELECT id, full_name FROM farmers WHERE created_by = $1 AND city_id = $2 AND lower(full_name) = lower($3) AND id <> $4 ORDER BY created_at LIMIT 1`,
    [ownerId, cityId, fullName, farmerId],
  );
  return found ? { id: found.id, fullName: found.full_name } : null;
}

/** A farmer's row as the phone and duplicate checks read it. */
interface FarmerName {
  id: string;
  full_name: string;
}

const taken = (farmer: FarmerName) =>
  new DomainError(FarmersErrors.FARMER_PHONE_TAKEN, { name: farmer.full_name, farmerId: farmer.id }, [
    { field: 'phone', message: FarmersErrors.FARMER_PHONE_TAKEN },
  ]);
