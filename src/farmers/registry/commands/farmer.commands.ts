import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SendInvitationCommand } from '../../../affiliation';
import { Clock } from '../../../kernel/clock/clock';
import { workingRole } from '../../../kernel/auth/platform-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { EventStore } from '../../../kernel/events/event-store';
import { timeOrderedUuid } from '../../../kernel/ids/time-ordered-uuid';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import { IMAGE_TYPES, KnownType } from '../../../kernel/storage/content-type';
import { StorageService, StoredFile } from '../../../kernel/storage/storage.service';
import {
  decideDelete,
  decideEnrol,
  decideUpdate,
  FarmerConsent,
  FarmerFacts,
  FarmerPersonal,
  FarmerState,
  FarmerStream,
  farmerStreamId,
  farmerSubject,
  PERSONAL_FIELDS,
  PersonalField,
  sameFacts,
} from '../domain/farmer';
import { FarmerScope } from '../queries/farmer-scope';
import { FarmerRow, FarmerView, FarmerViews } from '../queries/farmer.views';
import { CheckedFarmer, FarmerInput, FarmerInputChecker } from './farmer-input';
import { FarmerIdentities, LikelyDuplicate, likelyDuplicateOf } from './farmer-identity';

/** The files a farmer form may carry (bytes as received; their content is checked before anything is kept). */
export interface FarmerFiles {
  picture?: Buffer | null;
  consentForm?: Buffer | null;
}

export const PICTURE_AREA = 'farmer-pictures';
export const CONSENT_AREA = 'farmer-consent-forms';
export const PICTURE_TYPES: KnownType[] = IMAGE_TYPES;
export const CONSENT_FORM_TYPES: KnownType[] = ['application/pdf', ...IMAGE_TYPES];

/** Enrols a farmer; a retry of the same enrolment (same id, same caller, same details) answers the farmer, `created` false. */
export class EnrolFarmerCommand extends Command<EnrolledFarmer> {
  constructor(
    readonly actor: Actor,
    readonly input: FarmerInput,
    readonly files: FarmerFiles = {},
  ) {
    super();
  }
}

/** Replaces a farmer's details; the picture and the consent form are kept unless new ones are sent. */
export class UpdateFarmerCommand extends Command<FarmerView> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly input: FarmerInput,
    readonly files: FarmerFiles = {},
  ) {
    super();
  }
}

/** Deletes a farmer: their personal details become unreadable in the log, and their picture and consent form go. */
export class DeleteFarmerCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
  ) {
    super();
  }
}

export interface EnrolledFarmer {
  farmer: FarmerView;
  /** False when the same enrolment had already been made (a retry). */
  created: boolean;
  /** A farmer of the list with the same name in the same LGA (another phone): enrolled anyway, said in the answer. */
  likelyDuplicate: LikelyDuplicate | null;
}

/** The personal details of a read-model row. */
function personalOf(row: FarmerRow): FarmerPersonal {
  const consent: FarmerConsent | null =
    row.consent_first_name !== null ||
    row.consent_id_number !== null ||
    row.consent_form_key !== null ||
    row.consent_authorisation
      ? {
          firstName: row.consent_first_name ?? '',
          idNumber: row.consent_id_number ?? '',
          formKey: row.consent_form_key,
          formType: row.consent_form_type,
          authorisation: row.consent_authorisation,
          personalDataTransfer: row.consent_data_transfer,
          accountCreation: row.consent_account_creation,
        }
      : null;
  return { fullName: row.full_name, email: row.email, phone: row.phone, address: row.address, consent };
}

const sameConsent = (a: FarmerConsent | null, b: FarmerConsent | null, compareForm: boolean) =>
  a === b ||
  (!!a &&
    !!b &&
    a.firstName === b.firstName &&
    a.idNumber === b.idNumber &&
    a.authorisation === b.authorisation &&
    a.personalDataTransfer === b.personalDataTransfer &&
    a.accountCreation === b.accountCreation &&
    (!compareForm || a.formKey === b.formKey));

/** The personal fields that differ between two sets of details. */
function changedPersonal(before: FarmerPersonal, after: FarmerPersonal): PersonalField[] {
  return PERSONAL_FIELDS.filter((field) =>
    field === 'consent' ? !sameConsent(before.consent, after.consent, true) : before[field] !== after[field],
  );
}

/** Keeps the uploaded files (content checked); removes what was kept when a later one is refused. */
async function keepFiles(
  storage: StorageService,
  files: FarmerFiles,
): Promise<{ picture: StoredFile | null; consentForm: StoredFile | null }> {
  const picture = files.picture ? await storage.save(PICTURE_AREA, files.picture, { accept: PICTURE_TYPES }) : null;
  try {
    const consentForm = files.consentForm
      ? await storage.save(CONSENT_AREA, files.consentForm, { accept: CONSENT_FORM_TYPES })
      : null;
    return { picture, consentForm };
  } catch (error) {
    if (picture) await storage.remove(picture.key);
    throw error;
  }
}

async function removeAll(storage: StorageService, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) if (key) await storage.remove(key).catch(() => undefined);
}

/** Runs `work` again once when `again` says the failure came from a concurrent writer. */
async function retryOnce<T>(work: () => Promise<T>, again: (error: unknown) => boolean): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!again(error)) throw error;
    return work();
  }
}

/** Sends the affiliation module's invitation to the farmer (its own rules: already registered 409, pending 422). */
async function invite(commands: CommandBus, actor: Actor, checked: CheckedFarmer): Promise<string> {
  const invitation: { id: string } = await commands.execute(
    new SendInvitationCommand(actor, {
      fullName: checked.personal.fullName,
      email: checked.personal.email,
      phoneNumber: checked.personal.phone,
      storeAddress: checked.personal.address,
      stateId: checked.facts.stateId,
      cityId: checked.facts.cityId,
      type: 'FARMER',
    }),
  );
  return invitation.id;
}

@CommandHandler(EnrolFarmerCommand)
export class EnrolFarmerHandler implements ICommandHandler<EnrolFarmerCommand, EnrolledFarmer> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
    private readonly checker: FarmerInputChecker,
    private readonly views: FarmerViews,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly identities: FarmerIdentities,
  ) {}

  async execute({ actor, input, files }: EnrolFarmerCommand): Promise<EnrolledFarmer> {
    const farmerId = input.id?.toLowerCase() ?? timeOrderedUuid();
    const checked = await this.checker.check(actor, input, !!files.consentForm, this.dataSource.manager);
    const kept = await keepFiles(this.storage, files);
    let invitationId: string | null;
    try {
      // Sent once the files are kept (a refused file sends nothing), and never for a retry of an enrolment made.
      const enrolled = (await this.store.readStream(farmerStreamId(farmerId))).length > 0;
      invitationId =
        checked.consentRequired && input.inviteToPlatform && !enrolled
          ? await invite(this.commands, actor, checked)
          : null;
    } catch (error) {
      await removeAll(this.storage, [kept.picture?.key, kept.consentForm?.key]);
      throw error;
    }
    const consent: FarmerConsent | null = checked.consent
      ? { ...checked.consent, formKey: kept.consentForm?.key ?? null, formType: kept.consentForm?.contentType ?? null }
      : null;
    const personal: FarmerPersonal = { ...checked.personal, consent };
    const facts: FarmerFacts = { ...checked.facts, pictureKey: kept.picture?.key ?? null };
    try {
      // Two copies of the same request at once: the second decides again once the first has committed (it lost the
      // race to the stream, or read the farmer's row before the first committed and its stream after).
      let sawNoFarmer = false;
      const again = (error: unknown) => {
        const code = (error as { code?: string }).code;
        return code === 'CONCURRENCY_CONFLICT' || (code === FarmersErrors.FARMER_ALREADY_EXISTS && sawNoFarmer);
      };
      const created = await retryOnce(
        () =>
          this.dataSource.transaction(async (manager) => {
            const current = await this.views.row(farmerId, manager);
            sawNoFarmer = current === null;
            const sameAsExisting = (state: FarmerState) =>
              !!current &&
              !!state.facts &&
              sameFacts(state.facts, facts) &&
              changedPersonal({ ...personalOf(current), consent: null }, { ...personal, consent: null }).length === 0 &&
              sameConsent(personalOf(current).consent, consent, false);
            // One farmer per phone in the agent's list (the import's rule too): a phone taken answers 409 naming the farmer.
            await this.identities.claimPhone(manager, actor.id, farmerId, personal.phone, this.clock.nowIso());
            const sealed = await this.vault.seal(farmerSubject(farmerId), personal, manager).catch(() => null);
            const events = await FarmerStream.execute(
              this.store,
              farmerId,
              (state) =>
                decideEnrol(
                  state,
                  {
                    farmerId,
                    createdBy: actor.id,
                    createdByRole: workingRole(actor.roles),
                    ...facts,
                    // A deleted farmer's key is gone and cannot seal again: the decision refuses that id before using it.
                    personal: sealed!,
                    invitedToPlatform: invitationId !== null,
                    invitationId,
                    now: this.clock.nowIso(),
                  },
                  sameAsExisting,
                ),
              manager,
            );
            return events.length > 0;
          }),
        again,
      );
      if (!created) await removeAll(this.storage, [kept.picture?.key, kept.consentForm?.key]);
      const likelyDuplicate = created
        ? await likelyDuplicateOf(this.dataSource.manager, actor.id, farmerId, personal.fullName, facts.cityId)
        : null;
      return { farmer: await this.views.one(farmerId), created, likelyDuplicate };
    } catch (error) {
      await removeAll(this.storage, [kept.picture?.key, kept.consentForm?.key]);
      throw error;
    }
  }
}

@CommandHandler(UpdateFarmerCommand)
export class UpdateFarmerHandler implements ICommandHandler<UpdateFarmerCommand, FarmerView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
    private readonly checker: FarmerInputChecker,
    private readonly scope: FarmerScope,
    private readonly views: FarmerViews,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly identities: FarmerIdentities,
  ) {}

  async execute({ actor, farmerId, input, files }: UpdateFarmerCommand): Promise<FarmerView> {
    await this.scope.require(actor, farmerId, 'CHANGE');
    const before = (await this.views.row(farmerId))!;
    const checked = await this.checker.check(
      actor,
      input,
      !!files.consentForm || !!before.consent_form_key,
      this.dataSource.manager,
    );
    const kept = await keepFiles(this.storage, files);
    try {
      const invitationId =
        checked.consentRequired && input.inviteToPlatform && !before.invited_to_platform
          ? await invite(this.commands, actor, checked)
          : null;
      const replaced = await this.dataSource.transaction(async (manager) => {
        await this.scope.require(actor, farmerId, 'CHANGE', manager);
        const current = (await this.views.row(farmerId, manager))!;
        const currentPersonal = personalOf(current);
        const consent: FarmerConsent | null = checked.consent
          ? {
              ...checked.consent,
              formKey: kept.consentForm?.key ?? currentPersonal.consent?.formKey ?? null,
              formType: kept.consentForm?.contentType ?? currentPersonal.consent?.formType ?? null,
            }
          : null;
        const personal: FarmerPersonal = { ...checked.personal, consent };
        await this.identities.claimPhone(manager, current.created_by, farmerId, personal.phone, this.clock.nowIso());
        const personalFields = changedPersonal(currentPersonal, personal);
        const sealed = personalFields.length
          ? await this.vault.seal(
              farmerSubject(farmerId),
              Object.fromEntries(personalFields.map((f) => [f, personal[f]])),
              manager,
            )
          : null;
        const facts: FarmerFacts = { ...checked.facts, pictureKey: kept.picture?.key ?? current.picture_key };
        await FarmerStream.execute(
          this.store,
          farmerId,
          (state) =>
            decideUpdate(state, {
              farmerId,
              updatedBy: actor.id,
              facts,
              personal: sealed,
              personalFields,
              invitationId,
              now: this.clock.nowIso(),
            }),
          manager,
        );
        return [
          kept.picture && current.picture_key !== facts.pictureKey ? current.picture_key : null,
          currentPersonal.consent?.formKey && currentPersonal.consent.formKey !== consent?.formKey
            ? currentPersonal.consent.formKey
            : null,
        ];
      });
      await removeAll(this.storage, replaced);
      return this.views.one(farmerId);
    } catch (error) {
      await removeAll(this.storage, [kept.picture?.key, kept.consentForm?.key]);
      throw error;
    }
  }
}

@CommandHandler(DeleteFarmerCommand)
export class DeleteFarmerHandler implements ICommandHandler<DeleteFarmerCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly storage: StorageService,
    private readonly scope: FarmerScope,
    private readonly views: FarmerViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, farmerId }: DeleteFarmerCommand): Promise<{ id: string }> {
    const files = await this.dataSource.transaction(async (manager) => {
      await this.scope.require(actor, farmerId, 'CHANGE', manager);
      const row = (await this.views.row(farmerId, manager))!;
      await FarmerStream.execute(
        this.store,
        farmerId,
        (state) => decideDelete(state, { farmerId, deletedBy: actor.id, now: this.clock.nowIso() }),
        manager,
      );
      // The key goes in the same transaction: what the log holds about the farmer is unreadable from now on.
      await this.vault.forget(farmerSubject(farmerId), manager);
      return [row.picture_key, row.consent_form_key];
    });
    await removeAll(this.storage, files);
    return { id: farmerId };
  }
}
