import { buyDomainSelectors, type DomainOffer } from '@landing/machines';
import { Button, ErrorText, Modal, TextInput } from '@landing/ui';
import { useSelector } from '@xstate/react';
import * as styles from './BuyDomainModal.css.ts';
import type { BuyDomainActor } from './useBuyDomain.ts';

export type BuyDomainModalProps = { actor: BuyDomainActor };

/**
 * 'Buy a domain': type a base name, Check it with the registrar, pick one of the available
 * domains (with its first-year price) and Buy it. Failures show in the inline error area.
 */
export function BuyDomainModal({ actor }: BuyDomainModalProps) {
  const open = useSelector(actor, buyDomainSelectors.selectIsOpen);
  const stage = useSelector(actor, buyDomainSelectors.selectStage);
  const buying = useSelector(actor, buyDomainSelectors.selectIsBuying);
  const canBuy = useSelector(actor, buyDomainSelectors.selectCanBuy);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'modal.close' });
      }}
      title="Buy a domain"
      dismissible={!buying}
      footer={
        <Button
          disabled={!canBuy && !buying}
          busy={buying}
          onClick={() => actor.send({ type: 'domain.buy' })}
        >
          Buy
        </Button>
      }
    >
      <div className={styles.body} data-state={stage}>
        <SearchForm actor={actor} />
        <Offers actor={actor} />
        <InlineError actor={actor} />
      </div>
    </Modal>
  );
}

function SearchForm({ actor }: BuyDomainModalProps) {
  const name = useSelector(actor, buyDomainSelectors.selectName);
  const canCheck = useSelector(actor, buyDomainSelectors.selectCanCheck);
  const searching = useSelector(actor, buyDomainSelectors.selectIsSearching);
  const buying = useSelector(actor, buyDomainSelectors.selectIsBuying);
  return (
    <form
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'domain.check' });
      }}
    >
      <div className={styles.entry}>
        <TextInput
          label="Domain name"
          value={name}
          autoComplete="off"
          spellCheck={false}
          disabled={buying}
          onChange={(event) => actor.send({ type: 'name.change', value: event.target.value })}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!canCheck && !searching} busy={searching}>
        Check
      </Button>
    </form>
  );
}

function Offers({ actor }: BuyDomainModalProps) {
  const offers = useSelector(actor, buyDomainSelectors.selectOffers);
  const picked = useSelector(actor, buyDomainSelectors.selectPickedName);
  const busy = useSelector(actor, buyDomainSelectors.selectIsBusy);
  if (offers.length === 0) return null;
  return (
    <fieldset className={styles.offers} disabled={busy}>
      <legend className={styles.legend}>Available domains</legend>
      {offers.map((offer) => (
        <OfferOption
          key={offer.name}
          offer={offer}
          checked={offer.name === picked}
          onPick={() => actor.send({ type: 'domain.pick', name: offer.name })}
        />
      ))}
    </fieldset>
  );
}

type OfferOptionProps = { offer: DomainOffer; checked: boolean; onPick: () => void };

function OfferOption({ offer, checked, onPick }: OfferOptionProps) {
  return (
    <label className={styles.offer} data-state={checked ? 'checked' : 'unchecked'}>
      <input type="radio" name="available-domain" checked={checked} onChange={onPick} />
      <span className={styles.offerName}>{offer.name}</span>
      <span className={styles.price}>{offer.price}</span>
    </label>
  );
}

function InlineError({ actor }: BuyDomainModalProps) {
  const error = useSelector(actor, buyDomainSelectors.selectError);
  return error === null ? null : <ErrorText>{error}</ErrorText>;
}
