"""The reader on filings written unlike ours: the same facts in other words (issue 16).

Generated filings written by helpers who saw only the category list (never the lexicon)
state the credit facts of our samples in phrasings the lexicon had not met, and wrap
risk words in sentences that carry no risk. Each class below is a kind of sentence, not
one filing's sentence: the examples are written for this test, in French and in English,
and none is copied from a tuning filing.

- a covenant stated as the lenders' right, a ratio that "must remain above" a floor, an
  incurrence test ("prohibits … unless the leverage ratio is below 6.0x");
- a concentration told by the counterparties and their share of revenue ("two
  distributors together made 38 % of sales");
- a facility told by how much of it is left;
- a going-concern basis tied to a refinancing or a cash horizon;
- a pledge told as "remis en gage", "charged in favour of";
- a maturity told as "repayable", "falls due";
- a change of control told by its threshold ("acquires more than 50 % of the voting
  shares") in a commercial or financing contract — not in an equity plan;
- a pointer inside a longer sentence (the risk word sits in the pointing clause);
- a definition of a risk word; a risk that ended (a pledge released, a suit dismissed).
"""

from __future__ import annotations

import pytest

from analyste.offline.risk_reader import assess, classify, read_page


def _kept(sentence: str) -> str | None:
    """The category the reader proposes the sentence under, or None."""
    hit = classify(sentence)
    if hit is None:
        return None
    return hit[0] if assess(sentence).keeps(hit[0]) else None


SIGNALS = [
    # covenant: the lenders' right, a floor the ratio must stay above, an incurrence test
    (
        "Le taux de couverture des intérêts par l'excédent brut d'exploitation, qui doit "
        "demeurer supérieur à 2,5 selon la convention de prêt, ressortait à 1,9 au 30 "
        "septembre 2025.",
        "covenant",
    ),
    (
        "The interest cover ratio, which must remain above 4.0 under the term loan "
        "agreement, stood at 3.1 at year end.",
        "covenant",
    ),
    (
        "The credit agreement prohibits the Company from paying dividends unless its net "
        "leverage ratio is below 3.0x, and at June 30, 2025 that ratio was 3.6x.",
        "covenant",
    ),
    (
        "Le pool bancaire a accepté de ne pas se prévaloir du manquement constaté au 31 "
        "mars 2025 jusqu'à la prochaine date de test.",
        "covenant",
    ),
    # concentration told by the counterparties and their share
    (
        "Deux grossistes ont réalisé ensemble 38 % des ventes de l'exercice 2025.",
        "concentration",
    ),
    (
        "Four hospital groups account for 57% of our product revenue, and each contract "
        "may be terminated on ninety days' notice.",
        "concentration",
    ),
    (
        "Sales to a single utility accounted for 44% of Group turnover in 2025.",
        "concentration",
    ),
    (
        "31 % du chiffre d'affaires a été facturé à trois opérateurs seulement.",
        "concentration",
    ),
    # the payer named by what it pays
    (
        "Payments from the state Medicaid programme represented 63% of our net revenue in 2025.",
        "concentration",
    ),
    # a facility told by how much of it is left
    (
        "Au 30 juin 2025, le crédit renouvelable de 20 M€ était utilisé à hauteur de 18,2 "
        "M€, ne laissant qu'une marge disponible de 1,8 M€.",
        "undrawn_facilities",
    ),
    (
        "At March 31, 2025, $4.0 million remained available for borrowing under our "
        "$50.0 million asset-based facility.",
        "undrawn_facilities",
    ),
    # a going-concern basis tied to a refinancing or a cash horizon
    (
        "Les comptes ont été établis selon le principe de continuité d'exploitation, bien "
        "que le financement de l'activité au-delà de mars 2026 dépende du renouvellement "
        "par les banques de la ligne de 12 M€.",
        "going_concern",
    ),
    (
        "The directors have prepared the accounts on a going concern basis, although the "
        "Group's cash would last only until August 2026 if its £30 million facility were "
        "not renewed by the lenders.",
        "going_concern",
    ),
    # a pledge in other words
    (
        "Des stocks de marchandises d'une valeur de 8,4 M€ ont été remis en gage au profit "
        "de la banque prêteuse.",
        "guarantee",
    ),
    # a maturity in other words
    (
        "The £18.0 million term loan is repayable in full in October 2026.",
        "refinancing",
    ),
    (
        "Of our $90.0 million of borrowings, $60.0 million falls due in 2026.",
        "refinancing",
    ),
    # a change of control by its threshold, in a financing or commercial contract
    (
        "If any shareholder acquires more than 50% of the Company's voting rights, each "
        "bondholder may require the Company to redeem its bonds at par.",
        "change_of_control",
    ),
    (
        "Le contrat de licence conclu avec le concédant peut être résilié par celui-ci si "
        "un tiers venait à détenir plus de la moitié des droits de vote de la société.",
        "change_of_control",
    ),
    # a covenant kept by a verb of keeping, a waiver told by its verb
    (
        "Under the facility agreement, the Group must keep its gearing below 1.5 times; at "
        "31 December 2025 gearing stood at 1.42 times.",
        "covenant",
    ),
    (
        "The lenders have agreed to waive the leverage test for the June 2025 testing date.",
        "covenant",
    ),
    (
        "Les banques ont renoncé à exiger le respect du ratio de levier au 30 juin 2025.",
        "covenant",
    ),
    # a maturity told as "are due in"
    ("Our $300 million senior notes are due in 2027.", "refinancing"),
    # a tax assessment contested: a dispute with an amount
    (
        "The tax authority has issued an assessment of €7.4 million, which the Company is "
        "contesting; no provision has been made.",
        "litigation",
    ),
    # a related party described by the relationship
    (
        "The Company pays management fees of £0.9 million a year to Harbour Holdings Ltd, "
        "its majority shareholder.",
        "related_party",
    ),
    (
        "The Group rents its Bristol depot from a company owned by the wife of the Chief "
        "Financial Officer, for £210,000 a year.",
        "related_party",
    ),
    (
        "Le siège est loué à une société détenue par des membres de la famille du fondateur, "
        "pour un loyer de 180 k€ en 2025.",
        "related_party",
    ),
    # an auditor's qualification told by its basis, negated in its own words
    (
        "We were not able to obtain sufficient appropriate audit evidence about the carrying "
        "amount of the inventories of €9.0 million.",
        "auditor_emphasis",
    ),
    # a cash horizon
    (
        "Our cash balance of $3.1 million is expected to fund operations only until the "
        "third quarter of 2026.",
        "liquidity",
    ),
    # a covenant told by its ceiling; a claim told by who brought it
    (
        "Le crédit syndiqué de 25 M€ est assorti d'un ratio de levier maximal de 3,0x, "
        "testé semestriellement.",
        "covenant",
    ),
    (
        "Au 31 décembre 2025, le ratio de levier s'établissait à 3,4x pour un plafond "
        "contractuel de 3,5x.",
        "covenant",
    ),
    (
        "The Company has recorded a provision of €3.0 million for the claim brought by the "
        "city of Lyon.",
        "litigation",
    ),
    # a related party told by an officer's interest or the parent's fees
    (
        "We purchase packaging from a company in which our Chairman holds a 40% interest; "
        "purchases totalled $3.2 million in 2025.",
        "related_party",
    ),
    (
        "La société verse une redevance de marque de 2 % du chiffre d'affaires à sa société "
        "mère, Holding Dufresne.",
        "related_party",
    ),
    # a concentration with a retail chain named by its role
    (
        "Le groupe réalise 45 % de son chiffre d'affaires avec l'enseigne Carrefour.",
        "concentration",
    ),
    # a change of control told as a change of majority shareholder
    (
        "Le contrat d'approvisionnement avec le principal fournisseur peut être résilié en "
        "cas de changement d'actionnaire majoritaire.",
        "change_of_control",
    ),
    # a fact beside a negation of something else stays a fact
    (
        "The $150 million term loan B matures on 15 June 2026 and has not yet been refinanced.",
        "refinancing",
    ),
    # a third probe: acceleration in French law's words, a ratio that falls below, an
    # undertaking to maintain a ratio, a cash runway, factoring, an investigation, a
    # relative employed, control that changes, lines that expire, receivables owed
    (
        "La banque peut prononcer la déchéance du terme si le ratio de couverture du "
        "service de la dette devient inférieur à 1,2.",
        "covenant",
    ),
    (
        "The bank has the right to call the loan if the debt service coverage ratio falls "
        "below 1.2.",
        "covenant",
    ),
    (
        "Le contrat de crédit comporte un engagement de maintenir un ratio dette nette sur "
        "fonds propres inférieur à 1,0.",
        "covenant",
    ),
    ("Cash on hand of £1.8 million covers about six weeks of operating expenses.", "liquidity"),
    (
        "Le groupe a cédé 6 M€ de créances à un factor afin de financer son besoin en fonds "
        "de roulement.",
        "liquidity",
    ),
    (
        "In June 2025, the competition authority opened an investigation into the Company "
        "and may impose a fine of up to 10% of turnover.",
        "litigation",
    ),
    (
        "The CEO's son is employed by the Group as head of procurement and received "
        "£180,000 in 2025.",
        "related_party",
    ),
    (
        "Our joint venture partner has the right to buy our 50% stake at fair value if "
        "control of the Company changes.",
        "change_of_control",
    ),
    (
        "Les lignes de crédit bilatérales, d'un montant total de 20 M€, expirent en juin 2026.",
        "undrawn_facilities",
    ),
    (
        "Two customers owed the Group €9.3 million at year end, 61% of trade receivables.",
        "concentration",
    ),
    (
        "Our contract with the Ministry of Defence generated 58% of turnover in 2025.",
        "concentration",
    ),
    # a clause stated without a figure: a breach, assets pledged
    (
        "At year end, the Group was in breach of its interest cover covenant and the lenders "
        "have not yet granted a waiver.",
        "covenant",
    ),
    (
        "Substantially all of our assets are pledged as collateral under our senior credit "
        "facility.",
        "guarantee",
    ),
    # a negation of the main clause does not reach into its condition: "sans indemnité"
    # negates the indemnity, not the change of control the condition states
    (
        "Le bail commercial du siège peut être résilié par le bailleur sans préavis si un "
        "concurrent venait à acquérir plus de la moitié du capital de la société.",
        "change_of_control",
    ),
    (
        "The supply agreement may be terminated by the customer without compensation if "
        "any person acquires more than half of the voting shares of the Company.",
        "change_of_control",
    ),
    # a cross-reference opening a sentence whose main clause states the fact
    (
        "As discussed in Note 4 to the financial statements, the Company's term loan "
        "matures in April 2026 and has not been refinanced, which raises substantial doubt "
        "about its ability to continue as a going concern.",
        "auditor_emphasis",
    ),
]


@pytest.mark.parametrize(("sentence", "category"), SIGNALS)
def test_a_fact_in_other_words_is_read(sentence: str, category: str) -> None:
    assert _kept(sentence) == category


NOT_SIGNALS = [
    # a risk that ended, an adverb between the auxiliary and the participle (third session:
    # the `extinguished` patterns wanted them adjacent)
    "Le différend avec l'ancien distributeur, qui réclamait 1,2 M€, a été finalement clos "
    "en 2025 par une transaction sans paiement à la charge de la société.",
    "The $4.5 million claim brought by a former supplier was definitively dismissed by the "
    "court of appeal in March 2025.",
    # a pointer inside a longer sentence: the risk word sits in the pointing clause
    "Le chiffre d'affaires par canal, dont l'étude de la dépendance envers les principaux "
    "clients figure à la note 7, a progressé en France et en Belgique.",
    "Information on the collateral pledged under our credit facility is set out in note 14, "
    "while the accounting policy for guarantees is described in note 1.",
    # a definition of a risk word
    "Le terme « covenant » désigne, dans la présente annexe, les engagements financiers "
    "pris envers les prêteurs.",
    "In this note, liquidity headroom means the undrawn part of the committed facilities "
    "plus cash.",
    # an equity-plan clause on a change of control, in both languages
    "En cas de changement de contrôle, les actions de performance attribuées aux "
    "dirigeants seront acquises par anticipation, dans la limite de 50 000 actions.",
    "Under the Deferred Bonus Share Plan, awards vest in full on a change of control, "
    "subject to a cap of 400,000 shares.",
    # a risk that ended
    "Le nantissement du fonds de commerce consenti en 2018 a été levé en mars 2025 après "
    "le remboursement du prêt.",
    "The suit filed by a former supplier, which sought $3.4 million, was dismissed with "
    "prejudice in February 2025.",
    "Le contentieux avec l'ancien franchisé, évoqué l'an dernier, a été clos par une "
    "transaction en janvier 2025 sans paiement de la société.",
    # a definition by its form, a plan clause, a procedure, a target, a guarantee expired
    "A covenant is a condition in a loan agreement that requires the borrower to meet "
    "certain tests.",
    "Restricted stock units vest in three equal annual installments, subject to "
    "acceleration upon a change in control.",
    "Les conventions réglementées font l'objet d'un rapport spécial des commissaires aux comptes.",
    "The Group's liquidity policy is to maintain headroom of at least £10 million at all times.",
    "Our capital allocation policy targets a net leverage ratio of 2.0x to 2.5x.",
    "The guarantee given to the former joint venture expired in March 2025.",
    # procedures, measurement policies, targets, a definition's pointer
    "The Group monitors covenant compliance on a monthly basis.",
    "Les covenants sont calculés sur la base des comptes consolidés.",
    "Guarantees are initially measured at fair value.",
    "Le groupe a pour objectif de maintenir un ratio de levier inférieur à 2,0x.",
    "The term 'change of control' is defined in the indenture governing the notes.",
    "Our related party transactions policy requires approval by the audit committee of any "
    "transaction above $120,000.",
    "The covenant waiver obtained in 2023 is no longer relevant since the facility was replaced.",
    "La garantie de passif consentie en 2021 n'est plus en vigueur depuis mars 2025.",
    # a clause's kind named, no clause stated: a generality
    "Covenants of this kind are customary for facilities of this size.",
    "Related parties include key management personnel and their close family members.",
    "Les parties liées comprennent les principaux dirigeants et les membres proches de "
    "leur famille.",
    "Change of control provisions are common in the industry.",
    "Le groupe suit attentivement ses covenants bancaires.",
    "Les garanties données sont recensées par la direction financière.",
    "Transactions with related parties are conducted on an arm's length basis.",
    "The Group's covenants are set by reference to EBITDA before exceptional items.",
    # risks that ended, in other words
    "The revolving facility entered into in 2019 was cancelled in 2025 when the Group "
    "repaid all amounts outstanding.",
    "The litigation with Delta Components was resolved in 2024 and no further claims remain.",
    "Le contentieux prud'homal évoqué l'an dernier s'est conclu par un désistement du "
    "demandeur en mai 2025.",
    # negations and comfort facts, in words the negators had not met
    "Les actifs du groupe sont libres de tout nantissement.",
    "Our auditors did not include an emphasis of matter paragraph in their report.",
    "Le groupe n'a pas identifié d'incertitude significative sur la continuité d'exploitation.",
    "The Group's liquidity remained strong, with cash of £45 million and no net debt.",
    # a share of revenue with no counterparty: a segment, a region, not a customer
    "Our consulting business, which forms a single operating segment, represented 12% of "
    "total revenues in 2025.",
    "Les ventes réalisées en Allemagne ont représenté 27 % du chiffre d'affaires en 2025.",
    # "charged to" an account is accounting, not a charge over an asset
    "Marketing costs are charged to operations when incurred and totalled £3.2 million in 2025.",
    "The charge over the Leeds warehouse, granted in 2017, was released in May 2025 when "
    "the mortgage was repaid.",
]


@pytest.mark.parametrize("sentence", NOT_SIGNALS)
def test_a_sentence_that_carries_no_risk_is_not_read(sentence: str) -> None:
    assert _kept(sentence) is None


def test_a_pointer_ending_a_fact_keeps_the_fact() -> None:
    """The clause rule does not drop a fact whose pointer is a separate clause: an
    auditor's emphasis names its note after the fact (and Quérel's did)."""
    sentence = (
        "Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention "
        "sur l'incertitude significative relative à la continuité d'exploitation, décrite "
        "dans la note 2 de l'annexe."
    )
    assert _kept(sentence) == "auditor_emphasis"


def test_a_shortfall_is_liquidity_even_beside_the_facility_it_names() -> None:
    """Cash and what is left of a facility "will not be sufficient": a liquidity shortfall,
    the severer reading, not an undrawn line."""
    sentence = (
        "Our cash of $9.1 million, together with the $3.0 million still available under "
        "our revolving credit facility, will not be sufficient to fund our debt service "
        "over the next twelve months."
    )
    assert _kept(sentence) == "liquidity"


def test_a_page_of_mixed_sentences_keeps_the_facts_only() -> None:
    page = (
        "Note 9 - Engagements\n"
        "Des stocks de marchandises d'une valeur de 8,4 M€ ont été remis en gage au profit "
        "de la banque prêteuse.\n"
        "Le nantissement du fonds de commerce consenti en 2018 a été levé en mars 2025 après "
        "le remboursement du prêt.\n"
    )
    quotes = [s.quote for s in read_page(9, page, "fr")]
    assert len(quotes) == 1 and "remis en gage" in quotes[0]
