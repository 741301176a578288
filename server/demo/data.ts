/** Demo master data: made-up companies and people, realistic enough to try every screen. */
const times = { pickupStartTime: '09:00', pickupEndTime: '17:00' };

// Warehouse zip codes are numeric (spec 001), so the warehouses stand where postal codes are.
export const demoWarehouses = [
  {
    name: 'Berlin Central',
    contactPerson: 'Amelia Hart',
    email: 'warehouse@demo.test',
    contactPhone: '+49 30 5557 0018',
    streetName: 'Gradestrasse',
    streetNumber: '114',
    city: 'Berlin',
    country: 'DE',
    zipCode: '12347',
    ...times,
    maxWeight: 30,
    maxLength: 1.2,
    maxWidth: 0.8,
    maxHeight: 0.8,
    maxLWH: 2.5,
    shippingType: 'International+Domestic Shipping',
  },
  {
    name: 'Hamburg North',
    contactPerson: 'Oliver Dunn',
    email: 'hamburg@demo.test',
    contactPhone: '+49 40 5558 0230',
    streetName: 'Am Sandtorkai',
    streetNumber: '8',
    city: 'Hamburg',
    country: 'DE',
    zipCode: '20457',
    ...times,
    minWeight: 5,
    maxWeight: 120,
    maxLength: 2.5,
    shippingType: 'Domestic Shipping',
  },
  {
    name: 'Antwerp Hub',
    contactPerson: 'Sanne de Vries',
    email: 'antwerp@demo.test',
    contactPhone: '+32 3 555 0147',
    streetName: 'Noorderlaan',
    streetNumber: '21',
    city: 'Antwerpen',
    country: 'BE',
    zipCode: '2030',
    ...times,
    // Heavy freight abroad: light parcels go through Berlin.
    minWeight: 30,
    maxWeight: 200,
    shippingType: 'International Shipping',
  },
];

const body =
  '<p>Hello,</p><p>Please find our orders below.</p><p>{{table}}</p><p>Kind regards,<br>The operations team</p>';

export const demoSuppliers = [
  {
    skuPrefix: 'NT',
    name: 'Northwind Textiles',
    contactPerson: 'Priya Shah',
    contactEmail: 'supplier@demo.test',
    contactPhone: '+44 113 496 0871',
    streetName: 'Kirkstall Road',
    streetNumber: '52',
    city: 'Leeds',
    country: 'GB',
    zipCode: 'LS3 1LH',
    dropShippingAvailable: true,
    notificationDays: 1,
    notificationTime: '10:00',
    emailSubject: 'Purchase order from Demo Shop',
    customeEmail: body,
    ...times,
  },
  {
    skuPrefix: 'BH',
    name: 'Brightside Homeware',
    contactPerson: 'Tom Gallagher',
    contactEmail: 'brightside@demo.test',
    contactPhone: '+353 1 555 0199',
    streetName: 'Pearse Street',
    streetNumber: '17',
    city: 'Dublin',
    country: 'IE',
    zipCode: 'D02 YX88',
    dropShippingAvailable: false,
    notificationDays: 2,
    notificationTime: '08:30',
    emailSubject: 'New purchase order',
    customeEmail: body,
  },
  {
    skuPrefix: 'AL',
    name: 'Alpine Living GmbH',
    contactPerson: 'Lena Baumann',
    contactEmail: 'alpine@demo.test',
    contactPhone: '+49 89 5550 1234',
    streetName: 'Landsberger Strasse',
    streetNumber: '301',
    city: 'Munich',
    country: 'DE',
    zipCode: '80687',
    dropShippingAvailable: true,
    notificationDays: 3,
    notificationTime: '14:00',
    emailSubject: 'Bestellung / Purchase order',
    customeEmail: body,
  },
  {
    skuPrefix: 'CK',
    name: 'Coastal Kitchenware',
    contactPerson: 'Sam Whitfield',
    contactEmail: 'coastal@demo.test',
    contactPhone: '+44 1273 555 012',
    streetName: 'Western Road',
    streetNumber: '90',
    city: 'Brighton',
    country: 'GB',
    zipCode: 'BN1 2LB',
    dropShippingAvailable: true,
    notificationDays: 1,
    notificationTime: '16:30',
    emailSubject: 'Purchase order',
    customeEmail: body,
  },
];

const agentBody =
  '<p>Hello,</p><p>Please collect the following parcels.</p><p>{{table}}</p><p>Thank you.</p>';

export const demoAgents = [
  {
    name: 'Royal Parcel Service',
    contactPerson: 'Grace Holloway',
    contactEmail: 'pickups@royalparcel.demo.test',
    contactPhone: '442079460321',
    trackingUrl: 'https://track.royalparcel.example/?id=',
    streetName: 'Mount Pleasant',
    streetNumber: '1',
    city: 'London',
    country: 'GB',
    notificationDays: 1,
    notificationTime: '07:00',
    emailSubject: 'Pickup request',
    customeEmail: agentBody,
  },
  {
    name: 'EuroFreight Express',
    contactPerson: 'Jan Kowalski',
    contactEmail: 'ops@eurofreight.demo.test',
    contactPhone: '31105550110',
    trackingUrl: 'https://eurofreight.example/track/',
    streetName: 'Maasvlakte Boulevard',
    streetNumber: '40',
    city: 'Rotterdam',
    country: 'NL',
    notificationDays: 2,
    notificationTime: '09:30',
    emailSubject: 'Pickup order',
    customeEmail: agentBody,
  },
  {
    name: 'SwiftCourier',
    contactPerson: 'Maya Patel',
    contactEmail: 'dispatch@swiftcourier.demo.test',
    contactPhone: '441614960555',
    trackingUrl: 'https://swiftcourier.example/t/',
    streetName: 'Oxford Road',
    streetNumber: '250',
    city: 'Manchester',
    country: 'GB',
    notificationDays: 1,
    notificationTime: '12:00',
    emailSubject: 'Collection request',
    customeEmail: agentBody,
    activated: false,
  },
];

type DemoProduct = {
  supplier: string;
  internalSku: string;
  supplierSku: string;
  internalProductName: string;
  supplierProductName: string;
  units: number;
  unitsInclude: number;
  weight: number;
  length: number;
  width: number;
  height: number;
};
const p = (
  supplier: string,
  n: number,
  internalProductName: string,
  supplierProductName: string,
  weight: number,
  length: number,
  width: number,
  height: number,
  unitsInclude = 1,
): DemoProduct => ({
  supplier,
  internalSku: `DS-${supplier}-${String(n).padStart(3, '0')}`,
  supplierSku: `${supplier}${1000 + n}`,
  internalProductName,
  supplierProductName,
  units: 1,
  unitsInclude,
  weight,
  length,
  width,
  height,
});

export const demoProducts: DemoProduct[] = [
  p('NT', 1, 'Linen Duvet Cover, Double', 'Duvet cover linen 200x200 natural', 1.4, 0.4, 0.3, 0.08),
  p('NT', 2, 'Linen Pillowcases (pair)', 'Pillowcase linen 50x75 natural x2', 0.5, 0.3, 0.25, 0.04, 2),
  p('NT', 3, 'Waffle Bath Towel', 'Towel waffle 70x140 stone', 0.6, 0.35, 0.25, 0.06),
  p('NT', 4, 'Wool Throw Blanket', 'Throw merino 130x180 charcoal', 1.1, 0.45, 0.35, 0.1),
  p('BH', 1, 'Stoneware Dinner Plate', 'Plate stoneware 27cm sand', 0.7, 0.3, 0.3, 0.04),
  p('BH', 2, 'Stoneware Dinner Set (12 pc)', 'Dinner set 12pc sand', 8.5, 0.5, 0.4, 0.35, 12),
  p('BH', 3, 'Glass Carafe 1L', 'Carafe borosilicate 1000ml', 0.45, 0.12, 0.12, 0.28),
  p('AL', 1, 'Oak Side Table', 'Beistelltisch Eiche massiv', 9.8, 0.6, 0.5, 0.2),
  p('AL', 2, 'Pine Storage Bench', 'Sitzbank Kiefer mit Stauraum', 24, 1.3, 0.45, 0.3),
  p('AL', 3, 'Felt Seat Pads (set of 4)', 'Sitzauflage Filz rund 4er', 0.8, 0.4, 0.4, 0.1, 4),
  p('CK', 1, 'Cast Iron Skillet 26cm', 'Skillet cast iron 26cm', 3.1, 0.48, 0.28, 0.08),
  p('CK', 2, 'Chef Knife 20cm', 'Knife chef 8in German steel', 0.35, 0.36, 0.08, 0.04),
  p('CK', 3, 'Maple Chopping Board', 'Board maple end-grain 40x30', 2.2, 0.42, 0.32, 0.05),
  p('CK', 4, 'Copper Saucepan Set', 'Saucepan set copper 3pc', 6.4, 0.55, 0.35, 0.25, 3),
];

export const demoPacks = [
  {
    internalSku: 'DS-PACK-BED',
    internalProductName: 'Bedroom Bundle (duvet cover, pillowcases, throw)',
    items: ['DS-NT-001', 'DS-NT-002', 'DS-NT-004'],
  },
  {
    internalSku: 'DS-PACK-COOK',
    internalProductName: 'Cook Starter Pack (skillet, knife, board)',
    items: ['DS-CK-001', 'DS-CK-002', 'DS-CK-003'],
  },
];

export const demoStock = [
  { warehouse: 0, sku: 'DS-NT-001', units: 40 },
  { warehouse: 0, sku: 'DS-NT-002', units: 75 },
  { warehouse: 0, sku: 'DS-BH-001', units: 120 },
  { warehouse: 0, sku: 'DS-CK-002', units: 18 },
  { warehouse: 1, sku: 'DS-AL-002', units: 6 },
  { warehouse: 1, sku: 'DS-BH-002', units: 14 },
  { warehouse: 2, sku: 'DS-AL-001', units: 9 },
  { warehouse: 2, sku: 'DS-CK-001', units: 25 },
];
