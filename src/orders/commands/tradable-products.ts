import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DeliveryMethodFacts, GetProductForTradeQuery, ProductFacts } from '../../catalogue';
import { RequestContexts } from '../../kernel/context/request-context';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { KernelErrors } from '../../kernel/errors/kernel.errors';
import { TradingParty } from '../domain/trading-parties';

/** The products a buyer may ask a price for or order: public ones (the catalogue says which), not their own. */
@Injectable()
export class TradableProducts {
  constructor(private readonly queries: QueryBus) {}

  /** The product, when `buyer` may trade it; `ownCode` names the refusal for one's own product. */
  async forBuyer(
    productId: string,
    buyer: TradingParty,
    ownCode: 'QUOTATION_OWN_PRODUCT' | 'ORDER_OWN_PRODUCT',
  ): Promise<ProductFacts> {
    const product: ProductFacts | null = await this.queries.execute(new GetProductForTradeQuery(productId));
    if (!product || !product.isPublic) throw new NotFoundError('PRODUCT_NOT_FOUND');
    if (buyer.ids.includes(product.ownerId)) throw new DomainError(ownCode);
    return product;
  }

  /** One of the delivery methods the product's seller offers; anything else is a 400 naming them. */
  deliveryMethod(product: ProductFacts, deliveryMethodId: number): DeliveryMethodFacts {
    const method = product.deliveryMethods.find((m) => m.id === deliveryMethodId);
    if (method) return method;
    const french = RequestContexts.currentOrSystem().language === 'fr';
    const methods = product.deliveryMethods.map((m) => `${m.id} (${french ? m.nameFr : m.name})`).join(', ');
    throw new DomainError(KernelErrors.VALIDATION_FAILED, { methods }, [
      { field: 'deliveryMethodId', message: 'ORDER_DELIVERY_METHOD_NOT_OFFERED' },
    ]);
  }
}
