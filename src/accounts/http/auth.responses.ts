import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PersonResponse } from './people.dto';

/** What signing in and activating answer. */
export class SignedInResponse {
  @ApiProperty() accessToken: string;
  @ApiProperty({ type: PersonResponse }) user: PersonResponse;
  @ApiProperty({ description: 'Seconds the access token lasts', example: 900 }) expiresIn: number;
  @ApiPropertyOptional({
    description: 'Mobile clients only (client: mobile): the refresh token; a browser gets it as an httpOnly cookie',
  })
  refreshToken?: string;
}

export class SignedUpResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['WAITING_CONFIRMATION', 'WAITING_APPROVAL'] }) status: string;
}

/** A password change ends the other sessions and answers a new access token for the one that asked. */
export class PasswordChangedResponse {
  @ApiProperty({ description: 'A new access token for the session that asked (the other sessions are ended)' })
  accessToken: string;
}
