import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class AffiliationRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The input provider asked (an active input provider of your country)' })
  @IsUUID()
  inputProviderId: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class PlaceResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

class RequestingUserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
}

class InputProviderSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty() fullName: string;
}

export class AffiliationRequestResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'DECLINED'] }) status: string;
  @ApiProperty() isPending: boolean;
  @ApiProperty() isAffiliated: boolean;
  @ApiProperty({ format: 'date-time' }) requestDate: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) approvedDate: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedDate: string | null;
  @ApiProperty({ example: 'RETAILER', description: "The requesting dealer's kind" }) type: string;
  @ApiProperty({ description: "The requesting dealer's first and last name" }) fullName: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) state: PlaceResponse | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) city: PlaceResponse | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) country: PlaceResponse | null;
  @ApiProperty({ type: RequestingUserResponse }) requestingUser: RequestingUserResponse;
  @ApiProperty({ type: InputProviderSummaryResponse }) inputProvider: InputProviderSummaryResponse;
}

export class StandingResponse {
  @ApiProperty({
    format: 'uuid',
    description: 'The other side: the input provider (asked by a dealer) or the dealer (asked by an input provider)',
  })
  id: string;
  @ApiProperty({
    enum: ['NONE', 'PENDING', 'APPROVED', 'DECLINED'],
    description: 'Of the latest request between the two',
  })
  status: string;
  @ApiProperty() isAffiliated: boolean;
  @ApiProperty() isPending: boolean;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) requestId: string | null;
}

export class CountResponse {
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'DECLINED'] }) status: string;
  @ApiProperty() count: number;
}
