import { CardsPage, isCardKind } from '@atrium/showcase';
import { createFileRoute, notFound } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/pages/cards/$card')({
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  component: CardsRoute,
});

function CardsRoute() {
  const { card } = Route.useParams();
  if (!isCardKind(card)) throw notFound();
  return <CardsPage kind={card} />;
}
