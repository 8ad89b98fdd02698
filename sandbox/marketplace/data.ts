// Deterministic seed data of the marketplace sandbox: two sellers, each with products, orders (one per status and
// more), shipments, trouble tickets and their messages, shaped as BrandLovers Marketplace v1 answers.
import type {
  Order as OrderDto,
  Product as ProductDto,
  ProductStatus as ProductStatusDto,
  SellerItem as SellerItemDto,
  ShipmentStatus as ShipmentStatusDto,
  Ticket as TicketDto,
  TicketMessage as TicketMessageDto,
} from '@gateway/upstream-types/overlays/marketplace';

export interface SellerData {
  id: string;
  name: string;
  products: ProductDto[];
  orders: OrderDto[];
  shippedShipments: ShipmentStatusDto[];
  deliveredShipments: ShipmentStatusDto[];
  tickets: TicketDto[];
  messages: Map<string, TicketMessageDto[]>;
}

const START = Date.UTC(2026, 2, 2, 9, 0, 0);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(START + hours * HOUR).toISOString();

const CATALOGUE: Array<[title: string, brand: string, category: string, price: number]> = [
  ['Chaleira Elétrica Inox 1,7 L', 'Aurora', 'Cozinha', 18990],
  ['Jogo de Panelas Cerâmica 5 peças', 'Aurora', 'Cozinha', 45900],
  ['Toalha de Banho Algodão Egípcio', 'Linho Fino', 'Cama, Mesa e Banho', 7990],
  ['Luminária de Mesa LED', 'Lumen', 'Iluminação', 12990],
  ['Cafeteira Italiana 6 xícaras', 'Aurora', 'Cozinha', 9990],
  ['Jogo de Lençol Queen 300 fios', 'Linho Fino', 'Cama, Mesa e Banho', 21990],
  ['Garrafa Térmica 1 L', 'Termix', 'Utilidades', 8490],
  ['Tábua de Corte Bambu', 'Verde Casa', 'Cozinha', 5990],
  ['Difusor de Aromas Ultrassônico', 'Lumen', 'Decoração', 15990],
];
const COLOURS = ['Preto', 'Branco', 'Cinza', 'Azul', 'Verde'];
// Statuses of the product lists; "suspended" is one the gateway does not know (it must survive as UNKNOWN).
const PRODUCT_STATUSES = ['SELLING', 'SELLING', 'APPROVED', 'PENDING', 'NEW', 'DECLINED', 'SELLING', 'suspended'];
// Upstream order statuses by list; "onHold" is one the gateway does not know.
export const ORDER_STATUSES = [
  'new',
  'approved',
  'sent',
  'delivered',
  'canceled',
  'partiallySent',
  'partiallyDelivered',
] as const;
const CUSTOMERS: Array<[name: string, city: string, state: string, zip: string, street: string]> = [
  ['Mariana Souza', 'São Paulo', 'SP', '01310-100', 'Avenida Paulista'],
  ['Rafael Lima', 'Rio de Janeiro', 'RJ', '22070-011', 'Avenida Atlântica'],
  ['Beatriz Costa', 'Belo Horizonte', 'MG', '30130-010', 'Avenida Afonso Pena'],
  ['Lucas Almeida', 'Curitiba', 'PR', '80020-310', 'Rua XV de Novembro'],
  ['Fernanda Rocha', 'Porto Alegre', 'RS', '90010-150', 'Rua dos Andradas'],
];
const COURIERS: Array<[name: string, taxId: string]> = [
  ['Correios', '34.028.316/0001-03'],
  ['Jadlog', '04.884.082/0001-35'],
  ['Total Express', '73.939.449/0001-93'],
];

function products(prefix: string, count: number): ProductDto[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, brand, category, price] = CATALOGUE[index % CATALOGUE.length]!;
    const colour = COLOURS[index % COLOURS.length]!;
    const sku = `${prefix}-${String(index + 1).padStart(4, '0')}`;
    return {
      skuSellerId: sku,
      title: `${title} ${colour}`,
      description: `${title} na cor ${colour.toLowerCase()}, da linha ${brand}.`,
      brand,
      categories: [category, 'Casa'],
      attributes: [
        { name: 'Cor', value: colour },
        { name: 'Garantia', value: `${3 + (index % 4) * 3} meses` },
      ],
      price: { default: price + 2000, offer: price },
      stock: (index * 7) % 23,
      status: PRODUCT_STATUSES[index % PRODUCT_STATUSES.length]!,
      images: [`https://img.brandlovers.example/${sku}/1.jpg`, `https://img.brandlovers.example/${sku}/2.jpg`],
      videos: index % 3 === 0 ? [`https://video.brandlovers.example/${sku}.mp4`] : [],
      gtin: [`789${String(1_000_000_000 + index * 7919).slice(0, 10)}`],
      productGroupId: `${prefix}-G${Math.floor(index / COLOURS.length) + 1}`,
      dimensions: { weight: 350 + index * 25, length: 200 + index, width: 150, height: 120 + (index % 5) * 10 },
      giftWrap: { available: index % 2 === 0, messageSupport: index % 4 === 0, value: index % 2 === 0 ? 990 : 0 },
      errors:
        PRODUCT_STATUSES[index % PRODUCT_STATUSES.length] === 'DECLINED'
          ? [{ type: 'IMAGE', message: 'Image resolution below 800x800', skuSellerId: sku }]
          : [],
    };
  });
}

function orders(sellerId: string, sellerName: string, prefix: string, count: number, catalogue: ProductDto[]) {
  return Array.from({ length: count }, (_, index): OrderDto => {
    const status = index === count - 1 ? 'onHold' : ORDER_STATUSES[index % ORDER_STATUSES.length]!;
    const [name, city, state, zipCode, street] = CUSTOMERS[index % CUSTOMERS.length]!;
    const address = {
      recipientName: name,
      address: street,
      number: String(100 + index * 11),
      complement: index % 2 === 0 ? `Apto ${10 + index}` : '',
      neighbourhood: 'Centro',
      city,
      state,
      countryId: 'BR',
      zipCode,
      reference: index % 3 === 0 ? 'Próximo à estação do metrô' : undefined,
    };
    // Items draw on the first six products only, so orders share SKUs (fan-out tests count distinct ones).
    const items = Array.from({ length: 1 + (index % 3) }, (_, position) => {
      const product = catalogue[(index + position * 2) % 6]!;
      return {
        id: `${prefix}-${index + 1}-${position + 1}`,
        skuSellerId: product.skuSellerId,
        name: product.title,
        salePrice: product.price!.offer,
        sent:
          ['sent', 'delivered', 'partiallyDelivered'].includes(status) ||
          (status === 'partiallySent' && position === 0),
        freight: {
          type: 'Normal',
          ETA: at(index * 5 + 96),
          defaultAmount: 1990,
          chargedAmount: position === 0 ? 1490 : 0,
          transitTime: 4 * 86_400,
          crossDockingTime: 86_400,
          scheduledPeriod: 'Comercial',
          additionalInfo: 'Entregar em horário comercial',
        },
        giftWrap: {
          available: position === 0,
          messageSupport: position === 0,
          value: position === 0 ? 990 : 0,
          giftCard: position === 0 ? { from: 'Ana', to: name, message: 'Feliz aniversário!' } : undefined,
        },
        promotions:
          index % 4 === 0 ? [{ id: `PROMO-${index}`, name: 'Semana da Casa', type: 'PERCENTAGE', amount: 1000 }] : [],
      };
    });
    const itemsAmount = items.reduce((sum, item) => sum + (item.salePrice ?? 0), 0);
    const discount = index % 4 === 0 ? 1000 : 0;
    const shipped = ['sent', 'delivered', 'partiallySent', 'partiallyDelivered'].includes(status);
    const [courier, taxID] = COURIERS[index % COURIERS.length]!;
    return {
      orderId: `${prefix}-${String(index + 1).padStart(5, '0')}`,
      orderMarketplaceId: `BL-${2_026_000 + index * 37}`,
      createdAt: at(index * 5),
      approvedAt: status === 'new' || status === 'canceled' ? undefined : at(index * 5 + 2),
      updatedAt: at(index * 5 + 30),
      status,
      totalAmount: itemsAmount + 1490 - discount,
      totalItemsAmount: itemsAmount,
      totalShippingAmount: 1490,
      totalDiscountAmount: discount,
      freight: items[0]!.freight,
      customer: {
        id: `CUS-${1000 + (index % CUSTOMERS.length)}`,
        name,
        documentNumber: `${String(123_456_789 + index).padStart(9, '0')}-0${index % 10}`,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com.br`,
        type: 'Consumer',
        phones: [{ number: `+55 11 9${String(8000_0000 + index * 1234).slice(0, 8)}`, type: 'mobile' }],
      },
      billingAddress: address,
      shippingAddress: address,
      items,
      shipments: shipped
        ? [
            {
              id: `SHP-${prefix}-${index + 1}`,
              sellerShipmentId: `${prefix}-ENV-${index + 1}`,
              status: status === 'delivered' || status === 'partiallyDelivered' ? 'DELIVERED' : 'SHIPPED',
              occurredAt: at(index * 5 + 26),
              number: `BR${String(400_000_000 + index * 97)}BR`,
              trackingUrl: `https://rastreio.example/${prefix}-${index + 1}`,
              cte: `35${String(index).padStart(42, '7')}`,
              description: 'Postado na agência central',
              courier: { name: courier, taxID },
              invoice: {
                number: String(5000 + index),
                serie: '1',
                accessKey: `3526${String(index).padStart(40, '1')}`,
                cnpj: '12.345.678/0001-90',
                issuedAt: at(index * 5 + 25),
                linkDanfe: `https://nfe.example/danfe/${5000 + index}`,
                linkXml: `https://nfe.example/xml/${5000 + index}`,
              },
              items: items.map((item) => ({ skuSellerId: item.skuSellerId, quantity: 1 })),
            },
          ]
        : [],
      seller: { id: sellerId, name: sellerName },
    };
  });
}

const SHIPPED_STATUSES = ['APPROVED', 'PENDING', 'NEW', 'DECLINED'];

function shipmentLists(all: OrderDto[]) {
  const shippedShipments: ShipmentStatusDto[] = [];
  const deliveredShipments: ShipmentStatusDto[] = [];
  all.forEach((order, index) => {
    for (const shipment of order.shipments ?? []) {
      const entry: ShipmentStatusDto = {
        shipmentId: shipment.id,
        trackingUrl: shipment.trackingUrl,
        items: shipment.items,
        errors: [],
      };
      if (shipment.status === 'DELIVERED') {
        deliveredShipments.push({
          ...entry,
          status: order.status === 'delivered' ? 'DELIVERED' : 'PARTIALLY_DELIVERED',
        });
      } else {
        const status = SHIPPED_STATUSES[index % SHIPPED_STATUSES.length]!;
        shippedShipments.push({
          ...entry,
          status,
          errors: status === 'DECLINED' ? [{ type: 'INVOICE', message: 'Invoice access key does not match' }] : [],
        });
      }
    }
  });
  // Newest first, as the upstream lists them.
  return { shippedShipments: shippedShipments.reverse(), deliveredShipments: deliveredShipments.reverse() };
}

const TICKET_STATUSES = ['OPEN', 'OPEN', 'CLOSED', 'REOPENED'];
const SUBJECTS = ['Atraso na entrega', 'Produto com defeito', 'Troca de tamanho', 'Nota fiscal', 'Item faltando'];

function tickets(prefix: string, count: number, all: OrderDto[]) {
  const list: TicketDto[] = [];
  const messages = new Map<string, TicketMessageDto[]>();
  for (let index = 0; index < count; index += 1) {
    const order = all[index % all.length]!;
    const ticketId = `${prefix}-${String(index + 1).padStart(4, '0')}`;
    const status = index === count - 1 ? 'ESCALATED' : TICKET_STATUSES[index % TICKET_STATUSES.length]!;
    list.push({
      ticketId,
      subject: SUBJECTS[index % SUBJECTS.length],
      description: `${SUBJECTS[index % SUBJECTS.length]} no pedido ${order.orderMarketplaceId}`,
      type: index % 2 === 0 ? 'COMPLAINT' : 'QUESTION',
      priority: ['LOW', 'MEDIUM', 'HIGH'][index % 3],
      status,
      createdAt: at(index * 7 + 40),
      updatedAt: at(index * 7 + 52),
      closedAt: status === 'CLOSED' ? at(index * 7 + 60) : undefined,
      sla: at(index * 7 + 112),
      customer: { name: order.customer?.name, phoneNumber: order.customer?.phones?.[0]?.number },
      metadata: [{ key: 'orderId', value: order.orderId }],
    });
    // The first ticket has a long thread, so its messages span several pages.
    const length = index === 0 ? 12 : index % 4;
    messages.set(
      ticketId,
      Array.from({ length }, (_, position) => ({
        id: `${ticketId}-M${position + 1}`,
        body:
          position % 2 === 0
            ? `Cliente: mensagem ${position + 1} sobre ${SUBJECTS[index % SUBJECTS.length]!.toLowerCase()}.`
            : `Loja: resposta ${position + 1}, estamos verificando.`,
        createdAt: at(index * 7 + 41 + position),
        visibility: position === length - 1 && length > 2 ? 'INTERNAL' : position === 5 ? 'BROADCAST' : 'CUSTOMER',
      })),
    );
  }
  return { tickets: list, messages };
}

function sellerData(
  id: string,
  name: string,
  prefix: string,
  sizes: { products: number; orders: number; tickets: number },
) {
  const catalogue = products(prefix, sizes.products);
  const all = orders(id, name, `${prefix}O`, sizes.orders, catalogue);
  return {
    id,
    name,
    products: catalogue,
    orders: all,
    ...shipmentLists(all),
    ...tickets(`${prefix}T`, sizes.tickets, all),
  };
}

export function productStatus(product: ProductDto): ProductStatusDto {
  return {
    skuSellerId: product.skuSellerId,
    status: product.status,
    price: product.price,
    stock: product.stock,
    errors: product.errors,
  };
}

export function sellerItem(product: ProductDto): SellerItemDto {
  return {
    skuSellerId: product.skuSellerId,
    title: product.title,
    brand: product.brand,
    status: [{ active: (product.stock ?? 0) > 0 }],
    prices: product.price ? [product.price] : [],
    stocks: [{ quantity: product.stock, reserved: (product.stock ?? 0) % 3, crossDockingTime: 86_400 }],
    attributes: product.attributes,
    product: { id: `BLP-${product.skuSellerId}`, href: `/products/BLP-${product.skuSellerId}` },
    images: (product.images ?? []).map((url, index) => ({ url, type: 'jpg', main: index === 0 })),
    dimensions: product.dimensions,
    giftWrap: product.giftWrap,
    gtin: product.gtin,
    urls: [{ skuSellerId: product.skuSellerId, url: `https://www.brandlovers.example/p/${product.skuSellerId}` }],
  };
}

export const SELLERS = {
  main: () => sellerData('SL-1001', 'Casa Aurora Utilidades', 'CA', { products: 45, orders: 37, tickets: 23 }),
  second: () => sellerData('SL-2002', 'Loja Vento Sul', 'VS', { products: 6, orders: 5, tickets: 3 }),
};
