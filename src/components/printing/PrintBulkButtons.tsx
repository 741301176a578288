import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useGetMany, useListContext, useLocale, useTranslate } from 'react-admin';
import { warehouseLines } from '../../../domain/orderLines';
import { isLanguage } from '../../../domain/preferences';
import { pickLists } from '../../../domain/printing/pickList';
import { hasTicket, orderTicket, pickupOrderTickets, type Ticket } from '../../../domain/printing/tickets';
import { MAX_PRINTED } from '../../../domain/printing/limits';
import type { OrderRecord } from '../../../domain/schemas/orderRecords';
import type { PickupOrderRecord } from '../../../domain/schemas/pickupOrderRecords';
import type { PrintedPdf } from '../../../dataProvider/printing';

// The preview, its sheets and react-to-print load when a preview is first opened, not with the list.
const TicketSheet = lazy(() => import('../orders/ShippingTicket').then((m) => ({ default: m.TicketSheet })));
const PickListSheet = lazy(() => import('./PickListSheet').then((m) => ({ default: m.PickListSheet })));
const PrintPreviewDialog = lazy(() =>
  import('./PrintPreviewDialog').then((m) => ({ default: m.PrintPreviewDialog })),
);

/** Which list the selection is on: it decides the lines on a ticket and the PDF call. */
export type PrintedList = 'orders' | 'warehouse-orders' | 'pickup-orders';

const TICKET_PDF: Record<PrintedList, PrintedPdf> = {
  orders: 'order-tickets',
  'warehouse-orders': 'warehouse-order-tickets',
  'pickup-orders': 'pickup-order-tickets',
};

/** The selected records, those of other pages too (react-admin's cache first, then the server). */
function useSelection(open: boolean) {
  const { selectedIds, resource } = useListContext();
  const { data, isPending } = useGetMany(resource, { ids: selectedIds }, { enabled: open });
  return { ids: selectedIds.map(String), records: (data ?? []) as never[], isPending: open && isPending };
}

/** Tickets of the selection's records, computed as the PDF computes them. */
function ticketsOf(list: PrintedList, records: unknown[]): { tickets: Ticket[]; leftOut: string[] } {
  if (list === 'pickup-orders')
    return { tickets: (records as PickupOrderRecord[]).flatMap(pickupOrderTickets), leftOut: [] };
  const orders = records as OrderRecord[];
  const linesOf = list === 'warehouse-orders' ? warehouseLines : (o: OrderRecord) => o.products;
  return {
    tickets: orders.filter(hasTicket).map((o) => orderTicket(o, linesOf(o))),
    leftOut: orders.filter((o) => !hasTicket(o)).map((o) => o.order_number),
  };
}

const useLanguage = () => {
  const locale = useLocale();
  return isLanguage(locale) ? locale : 'en';
};

/**
 * 'Print tickets' of a list's selection: a print preview of every ticket, one a page, each with
 * its number's barcode; Print sends them as one job, Download PDF saves the server's PDF.
 */
export const PrintTicketsButton = ({ list }: { list: PrintedList }) => {
  const translate = useTranslate();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const { ids, records, isPending } = useSelection(open);
  const tooMany = ids.length > MAX_PRINTED;
  const { tickets, leftOut } = ticketsOf(list, records);
  return (
    <>
      <Button
        size="small"
        startIcon={<LocalPrintshopIcon />}
        disabled={tooMany}
        title={
          tooMany ? translate('app.printing.too_many', { max: MAX_PRINTED, count: ids.length }) : undefined
        }
        onClick={() => setOpen(true)}
      >
        {translate('app.printing.print_tickets')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PrintPreviewDialog
            title={translate('app.printing.tickets_title', { count: tickets.length })}
            loading={isPending}
            download={(dp) => dp.downloadPrintPdf({ pdf: TICKET_PDF[list], ids, language })}
            onClose={() => setOpen(false)}
          >
            {leftOut.length ? (
              <Box role="status" sx={{ mb: 2 }}>
                {translate('app.printing.no_ticket', { orders: leftOut.join(', ') })}
              </Box>
            ) : null}
            {tickets.map((ticket, index) => (
              <Box key={index} sx={{ mb: 2, '@media print': { mb: 0, breakAfter: 'page' } }}>
                <TicketSheet ticket={ticket} />
              </Box>
            ))}
          </PrintPreviewDialog>
        </Suspense>
      ) : null}
    </>
  );
};

/** 'Pick list' of an order list's selection: one list per warehouse, previewed, printed or saved as PDF. */
export const PickListButton = () => {
  const translate = useTranslate();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const { ids, records, isPending } = useSelection(open);
  const tooMany = ids.length > MAX_PRINTED;
  return (
    <>
      <Button
        size="small"
        startIcon={<ListAltIcon />}
        disabled={tooMany}
        title={
          tooMany ? translate('app.printing.too_many', { max: MAX_PRINTED, count: ids.length }) : undefined
        }
        onClick={() => setOpen(true)}
      >
        {translate('app.printing.pick_list')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PrintPreviewDialog
            title={translate('app.printing.pick_list_title')}
            loading={isPending}
            download={(dp) => dp.downloadPrintPdf({ pdf: 'pick-list', ids, language })}
            onClose={() => setOpen(false)}
          >
            <PickListSheet picked={pickLists(records as OrderRecord[])} />
          </PrintPreviewDialog>
        </Suspense>
      ) : null}
    </>
  );
};

/** The print buttons of an order list's selection. */
export const OrderPrintButtons = ({ list }: { list: 'orders' | 'warehouse-orders' }) => (
  <>
    <PrintTicketsButton list={list} />
    <PickListButton />
  </>
);
