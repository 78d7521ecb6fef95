"""The offline risk reader: a rule-based agent that returns whole sentences verbatim.

It receives the same payload a language model is prompted with (the numbered page texts,
never the PDF) and answers with `SignalsReply`. It is honest by construction:

- a sentence is proposed only when a lexicon pattern (analyste/data/risk_lexicon.json)
  matches it outside a negation, so "Aucun covenant ne s'applique aux contrats de
  location." is not a signal while "… est assorti d'un covenant …" is;
- the quote is the page's own characters (line breaks become one space, nothing else is
  retyped: apostrophes, no-break spaces and hyphens stay as printed), so that the claim
  checker finds it on its page;
- instructions embedded in a filing ("Note aux systèmes d'IA : …") are never obeyed —
  the reader has no way to obey — and are themselves reported as `embedded_instruction`.

Beside the lexicon, readings by structure (issue 16, third and fourth rounds): the total
row of a maturity schedule or of the contractual obligations, a figure per year ("Total
debt (Note 12) $ 14,622 $ 1,211 …", copied as the line is printed); under a related-party
heading, an amount paid to or received by a named person; a concentration as a share of
revenue beside counted or role-named counterparties ("Three wireless carriers account for
88% of our site leasing revenue"); and a cross-reference as a sentence whose risk words
all sit in pointing clauses (", dont l'analyse … figure à la note 5,").

What a risk word is about (seventh round): a refinancing word inside a loan's repayment
profile (instalments, a schedule from or to a year) and a facility named as where money
was drawn from are taken out and the rest of the sentence read again (`_restate`); an
embedded instruction needs a directive, not a mention of AI (`_DIRECTIVE`).

Where a sentence sits (fourteenth round): a line that continues a full paragraph line is
no heading, even when it opens on a year and a full stop; a sentence under an emphasis or
going-concern heading of an auditor's report is the auditor's statement
(`_under_emphasis`); a table's footnote takes its anchors from the row it marks
(`_footnoted_row`).

What not: ranking and bounding what is read (the stage's `signals.keep_most_telling`, for
every provider).

On a payload with `corrections` (the quotes the claim checker sent back) it re-copies
each sentence from the page the checker names, or drops the signal.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

from analyste.risk import CATEGORIES, MONEY, Anchors, Lexicon, anchors, fold, lexicon
from analyste.signals import ProposedSignal, SignalsReply, matters

# Words after which a full stop does not end a sentence (French and English filings).
_ABBREVIATIONS = {
    "n°",
    "no",
    "nos",
    "art",
    "m",
    "mm",
    "mme",
    "mmes",
    "mr",
    "mrs",
    "ms",
    "dr",
    "st",
    "cf",
    "p",
    "pp",
    "etc",
    "env",
    "inc",
    "co",
    "corp",
    "ltd",
    "vs",
    "e.g",
    "i.e",
    "u.s",
    "s.a",
    "fig",
    "vol",
    "approx",
}

_END = re.compile(r"[.!?…]+[»”\")\]]*")
_WORD = re.compile(r"\w+", re.U)
# A sentence starts with an upper-case letter, an opening quote or bracket, or a digit.
_STARTER = re.compile(r"[\s\u00a0]*[«“\"(\[A-ZÀ-ÖØ-Þ0-9]")


# "Note 6 - Emprunts", "3. Situation financière", "NOTE 12 – Litigation": numbered headings.
# A number opens a heading before a capital letter only: a justified line that opens on a
# figure and a lower-case word is the sentence running on ("… en réclamant 4⏎200 k€ de
# dommages et intérêts …", "… le chiffre d'affaires de l'exercice⏎2025 s'établit à …"; a
# generated filing lost its litigation sentence whole when the case-blind pattern took
# such lines for headings).
_HEADING = re.compile(r"\s*((?:Note|NOTE)\s+\d+\b|\d+(\.\d+)*[.)]?\s+[A-ZÀ-Þ])[^.!?]*$")


def _runs_on(previous: str, full: int) -> bool:
    """Does the line after `previous` continue its sentence? A full line of a justified
    paragraph that ends on a word or a comma has not ended: the next line is the sentence
    running on, even when it opens like a numbered heading — a year and a full stop ("…
    arrive à échéance le 31 décembre⏎2026. Les financements …", two generated filings of
    the sixth session lost their concentration sentence so, cut before its year). A table
    row ends on a figure and a finished sentence on its punctuation: a heading after them
    stands alone."""
    stripped = previous.rstrip()
    return len(stripped.strip()) >= 0.7 * full and re.search(r"[^\W\d_,]$|,$", stripped) is not None


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str  # the page's characters, line breaks turned into one space


def copy_span(text: str, start: int, end: int) -> str:
    """The page's characters; each line break (with the spaces around it) becomes one space."""
    return re.sub(r"[ \t]*\n[ \t]*", " ", text[start:end]).strip()


# ---------------------------------------------------------------- segmentation


def sentences(text: str) -> list[Sentence]:
    """Split a page's text into sentences, across line breaks.

    A sentence ends at . ! ? … followed by a capital (not after an abbreviation or inside a
    number), or at a line break after a short line without final punctuation: headings,
    running headers, table rows (pdfplumber gives one line per printed line, and a
    justified paragraph's lines are all long, so a short line ends its block).
    """
    lines = text.split("\n")
    widths = sorted(len(x.strip()) for x in lines if x.strip())
    # The paragraph width: a high percentile of line lengths (robust to one long table row).
    full = widths[int(len(widths) * 0.9) - 1] if widths else 0
    cuts: set[int] = set()
    offset = 0
    for i, line in enumerate(lines):
        end = offset + len(line)
        stripped = line.rstrip()
        if i + 1 < len(lines) and stripped:
            short = len(line.strip()) < 0.7 * full
            if short and not re.search(r"[,;:\-–(]$", stripped):
                cuts.add(end)
            if _HEADING.match(line) and not _runs_on(lines[i - 1] if i else "", full):
                cuts.update((offset, end))  # a numbered heading stands alone
        elif not stripped:
            cuts.add(end)
        offset = end + 1
    for m in _END.finditer(text):
        pos = m.end()
        if pos < len(text) and not text[pos].isspace():
            continue  # 3.5x, k€.x, URLs: not a sentence end
        before = text[: m.start()]
        word = re.search(r"([\w°.]+)$", before)
        if (
            word
            and m.group().startswith(".")
            and word.group(1).lower().strip(".") in _ABBREVIATIONS
        ):
            continue
        if word and len(word.group(1)) == 1 and word.group(1).isupper():
            continue  # an initial: "J. Dupont"
        if pos < len(text) and not _STARTER.match(text, pos):
            continue
        cuts.add(pos)
    out: list[Sentence] = []
    start = 0
    for cut in sorted(cuts | {len(text)}):
        seg = text[start:cut]
        lead = len(seg) - len(seg.lstrip())
        s, e = start + lead, start + len(seg.rstrip())
        if e > s:
            out.append(Sentence(s, e, copy_span(text, s, e)))
        start = cut
    return out


def _is_prose(sentence: str) -> bool:
    """A finished sentence with enough words, not mostly figures.

    Table rows, page furniture and headings ("Note 7 - Transactions avec les parties
    liées", solvea p. 12) have no final punctuation and are not signals.
    """
    words = _WORD.findall(sentence)
    letters = sum(c.isalpha() for c in sentence)
    digits = sum(c.isdigit() for c in sentence)
    finished = re.search(r"[.!?…;:][»”\")\]]*$", sentence) is not None
    # a long finished sentence may be dense with figures: a maturity schedule told as a
    # list ("Aggregate maturities … are as follows (in millions): 2023-$0.0; 2024–$5,472.9
    # …", McDonald's 2022 p. 55)
    dense = len(words) >= 12 and letters > digits
    return finished and len(words) >= 6 and (letters > 3 * digits or dense)


# The total row of a maturity schedule or of the contractual obligations ("Total debt
# (Note 12) $ 14,622 $ 1,211 $ 1,330 …", 3M 2018 p. 50; "Total contractual obligations
# $ 91,836 …", Oracle 2019 p. 58): the schedule an analyst copies, one figure per year.
_TOTAL_ROW = re.compile(
    r"^total\s+(?:(?:long-term|short-term)\s+)?(?P<what>debt|borrowings|indebtedness"
    r"|contractual obligations|des dettes financi[èe]res|dettes financi[èe]res|emprunts)\b",
    re.I,
)
_ROW_FIGURE = re.compile(r"(?<![\w.])\(?\d[\d,.\u00a0\u202f]*\)?(?![\w])")
SCHEDULE_FIGURES = 4  # a total and three years at least: a row of two years is no schedule


def total_rows(text: str) -> list[tuple[int, str, str]]:
    """(start, line, category) of the schedule total rows of a page."""
    out = []
    offset = 0
    for line in text.split("\n"):
        m = _TOTAL_ROW.match(line.strip())
        if m and len(_ROW_FIGURE.findall(line[m.end() :])) >= SCHEDULE_FIGURES:
            what = m.group("what").lower()
            category = "liquidity" if "obligations" in what else "refinancing"
            start = offset + len(line) - len(line.lstrip())
            out.append((start, line.strip(), category))
        offset += len(line) + 1
    return out


# ---------------------------------------------------------------- classification


# Where a clause starts, for a negation's reach. A condition is a clause of its own: in
# "peut être résilié par celui-ci sans indemnité si un actionnaire … venait à détenir plus
# de la moitié des droits de vote" (a generated filing) "sans" negates the indemnity, not
# the change of control the condition states.
_CLAUSE_OPENERS = re.compile(
    r"[;,:]| mais | but | whereas | alors que | si | s'il | if | unless | à moins qu"
)


# A comma followed by one to three words and "et/and/ou/or" continues an enumeration, not
# a new clause: "Aucun client du réseau des cafés, hôtels et restaurants ne représente plus
# de 2 % du chiffre d'affaires" (generated filing chantereine, fourth session) was read as
# a concentration because the comma hid "Aucun". ", and two distributors …" (the
# conjunction right after the comma) still opens a clause.
_ENUMERATION_TAIL = re.compile(
    r"\s*[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,2}\s+(?:et|and|ou|or)\s"
)


def _clause_start(folded: str, pos: int) -> int:
    """Start of the clause holding `pos`: after the last ; , : ' but ' ' mais ' or the
    opening of a condition (' if ', ' si ') before it; a comma inside an enumeration
    ("cafés, hôtels et restaurants") opens none."""
    best = 0
    for m in re.finditer(_CLAUSE_OPENERS, folded[:pos]):
        if m.group(0) == "," and _ENUMERATION_TAIL.match(folded, m.end(), pos):
            continue
        best = m.end()
    return best


def _negated(folded: str, m: re.Match[str], lex: Lexicon) -> bool:
    """Is match `m` under a negation ("aucun covenant", "no guarantee", "pas de")?

    Only negators in the same clause, before the match's last word, count: the litigation
    sentence of ferlac ("… réclamant 4 200 k€ … ; aucune provision n'a été constituée")
    stays a signal while "Aucun autre litige significatif n'est en cours" does not, and
    "n'a consenti aucune garantie" (solvea) is negated inside the match itself. An English
    verb negated right after the match counts too (`negators_after`: "Debt covenants do
    not restrict the payment of dividends", 3M).
    """
    last = m.group(0).rstrip().rfind(" ")
    stop = m.start() + last if last > 0 else m.start()
    start = _clause_start(folded, m.start())
    # the phrases that only look like negations are blanked on the clause up to the
    # match's end, then cut: "… the leverage ratio required by the credit agreement was
    # not met" denies the compliance, and its "not met" ends the match
    clause = folded[start : m.end()]
    for keep in lex.not_negators:
        clause = keep.sub(lambda k: " " * len(k.group(0)), clause)
    clause = clause[: stop - start]
    if any(n.search(clause) for n in lex.negators):
        return True
    after = re.split(r"[;,:]| but | whereas ", folded[m.end() :], maxsplit=1)[0]
    return any(n.search(after) for n in lex.negators_after)


# An embedded instruction is a directive addressed to an automated reader: naming AI is
# not enough. A 10-K that sells AI products ("… use advanced AI models, spot trends …",
# "Developing, testing and deploying AI systems may also increase the cost profile …",
# Salesforce 2023 pp. 7, 24) had both sentences kept as embedded instructions, the most
# severe category. A directive is an address (a colon after the addressee, "you",
# "vous"), an imperative or an obligation laid on the reader ("do not mention", "rate",
# "doivent présenter", "ne pas évoquer"), or the task it governs ("when summarising").
_DIRECTIVE = re.compile(
    r":|\b(?:you|your|vous|votre|vos|please|veuillez|merci de|do not|don't|never|always|must"
    r"|should|shall|ignore|disregard|forget|omit|describe|rate|grade|score|present|treat"
    r"|conclude|recommend|report|mention|when (?:summari[sz]ing|reviewing|analy[sz]ing|reading)"
    r"|ne (?:pas|jamais)|doi(?:t|vent)|devez|ignorez|oubliez|omettez|mentionnez|pr[ée]sentez"
    r"|d[ée]crivez|concluez|recommandez|attribuez|notez|lors de (?:la |l')?(?:synth[èe]se|lecture"
    r"|analyse))\b"
)


def classify(sentence: str) -> tuple[str, str] | None:
    """(category, the words that triggered it) or None."""
    lex = lexicon()
    folded = fold(sentence)
    # customary practice, or the standard wording of an auditor's report (responsibilities
    # of the directors and of the auditor): not a signal of this company
    routine = any(r.search(folded) for r in (*lex.routine, *lex.boilerplate))
    for category, patterns in lex.steps:
        if routine and category not in lex.never_negated:
            continue
        if category == "embedded_instruction" and not _DIRECTIVE.search(folded):
            continue
        for pattern in patterns:
            for m in pattern.finditer(folded):
                if category == "litigation" and _settled_instrument(folded, m):
                    continue
                if category in lex.never_negated or not _negated(folded, m, lex):
                    return category, m.group(0).strip()
        if category == "concentration":
            hit = _concentration(folded, lex)
            if hit is not None:
                return category, hit
    return None


# A settlement of a financial instrument is no litigation: "we … settled $0.9 billion
# notional amount of interest rate swaps" (Verizon 2019 10-K), "the net investment hedge
# settled in the fourth quarter" — an instrument named anywhere in the sentence. Not
# "derivative" alone: a derivative action is a shareholders' suit.
_INSTRUMENT = re.compile(
    r"\b(?:swaps?|swaptions?|notional|hedges?|hedging|forwards?|forward contracts?"
    r"|treasury locks?|rate locks?|collars?|futures|currency contracts?"
    r"|derivative (?:instruments?|contracts?|positions?|liabilit\w+|assets?))\b"
)


def _settled_instrument(folded: str, m: re.Match[str]) -> bool:
    return "settle" in m.group(0) and _INSTRUMENT.search(folded) is not None


# A share under an upper bound tells dispersion, not dependence: "Les autres clients pèsent
# chacun moins de 3 % des ventes", "each represent less than 2% of net sales" (our own
# sentences of round 14, beside a concentration told by the sentence before).
_CAPPED = re.compile(
    r"\b(?:moins de|less than|under|below|no more than|not more than|au plus|at most"
    r"|inf[ée]rieure?s? à|up to|jusqu'à)\s*$"
)


def _concentration(folded: str, lex: Lexicon) -> str | None:
    """A concentration read by its structure, whatever the words (issue 16, generated
    filings): a share of revenue, sales or admissions beside the counterparties it is made
    with, counted ("two distributors", "a single airframe manufacturer", "trois
    opérateurs") or named by their role ("wireless carriers", "un importateur").
    "Sales in Europe accounted for 31% of revenue" names no counterparty and is none."""
    if lex.concentration_share is None or lex.concentration_parties is None:
        return None
    for share in lex.concentration_share.finditer(folded):
        if _negated(folded, share, lex) or _CAPPED.search(folded[: share.start()]):
            continue
        # the share's own numerator is no counterparty ("two thirds of its purchases")
        if any(
            not _spread_party(folded, p) and (p.end() <= share.start() or p.start() >= share.end())
            for p in lex.concentration_parties.finditer(folded)
        ):
            return share.group(0)
    return None


# Counterparties counted by the score spread a share rather than concentrate it: "La part
# de l'artisanat, servi au travers de quarante distributeurs agréés, est revenue à 29 % du
# chiffre d'affaires" (a generated filing of the sixth session, plain prose read as a
# concentration once its page was cut into whole sentences).
_MANY = re.compile(
    r"\b(?:[2-9]\d|\d{3,}|\d{1,3}(?:[\s\u00a0\u202f,.]\d{3})+|twenty|thirty|forty|fifty|sixty"
    r"|hundreds?|thousands?|dozens?|vingt|trente|quarante|cinquante|soixante|cents?|centaines?"
    r"|milliers?|dizaines?)(?:\s+(?:d'|de\s))?\s+(?:[\w'-]+\s+){0,2}?$"
)


# The customers of an aggregate are its whole, not a subset: "Over 90 percent of the value
# of our billings to customers is for our subscription and support service" (Salesforce
# 2023 p. 41, real tune half) is a product mix.
_WHOLE = re.compile(
    r"\b(?:billings?|revenues?|sales|turnover|ventes|chiffre d'affaires|facturation|receivables"
    r"|cr[ée]ances)\s+(?:to|from|with|aux|à|auprès d[eu']\s?|des|de|d')\s*(?:our |all |the |its "
    r"|nos |ses |les |tous les |toutes les )?$"
)


def _spread_party(folded: str, party: re.Match[str]) -> bool:
    """Is the counterparty `party` names the whole of an aggregate ("billings to
    customers"), or counted by twenty or more ("quarante
    distributeurs", "300 customers")? Twelve operators out of 4,300 slip holders with 38 %
    of revenue are a concentration (a generated filing of the fourth session)."""
    before = folded[max(0, party.start() - 40) : party.start()]
    if _MANY.search(before) is not None:
        return True
    # "sales to a single utility" counts its party: a subset, not the whole
    return _WHOLE.search(before) is not None and not _COUNTED.match(party.group(0))


_COUNTED = re.compile(
    r"(?:a single|single|one|two|three|four|five|un seul|une seule|deux|trois|quatre|cinq)\b"
)


# Kinds of "not a signal" that a figure of its own overrides (a pointer or a procedure
# appended to a fact); the others never state a credit fact.
_WEAK_KINDS = frozenset({"cross_reference", "policy"})
_STATED_IN_THE_CONDITIONAL = frozenset({"going_concern", "auditor_emphasis"})
_FACT_BY_ITS_CLAUSE = frozenset({"guarantee", "covenant", "change_of_control", "related_party"})


@dataclass(frozen=True)
class Assessment:
    """Whether a sentence states a credit fact about the company, and how specific it is.

    By what a signal is (issue 16), not by the phrases seen so far:
    - `not_signal`: the kind of sentence that points at a risk without stating one
      (cross-reference, accounting policy or standard update, equity-plan or exhibit
      clause); a cross-reference that carries its own figure ("$2.5 billion of notes due
      2026 (see Note 12)") still states a fact and is kept;
    - `modal`: a possibility ("may", "could", "pourrait") is kept only with a figure or a
      named counterparty — a contract's clause is conditional by nature: "peut être résilié
      par celle-ci en cas de changement de contrôle" names Optivia Distribution (helvane
      p. 9), the covenant clause "the lenders may demand immediate repayment … if net debt exceeds
      3.5 times EBITDA" states its threshold, "Litigation may be necessary to enforce our
      intellectual property rights" states nothing;
    - `score`: the anchors' weight (amounts, shares, ratios, counts, dates, named parties),
      less one for a modal; the stage ranks signals by it within a category.
    """

    anchors: Anchors
    modal: bool
    not_signal: str | None
    contract: bool = False  # names the contract a clause sits in (agreement, notes, lease…)
    # the clause categories a pattern other than their bare words matches (lexicon
    # `bare_words`): the sentence states such a clause rather than naming its kind
    stated: frozenset[str] = frozenset()

    def keeps(self, category: str) -> bool:
        """`keep`, except that a going-concern or an auditor's statement is a fact even in
        the conditional: "circonstances susceptibles de mettre en cause la continuité
        d'exploitation", "may cast significant doubt" are how those facts are worded; and
        that a clause stated in the indicative (a guarantee, a pledge, a covenant, a
        change-of-control or related-party clause) is a fact by itself, its counterparty
        or collateral being what it names: "Obligations under the revolving credit
        facility are guaranteed by each of our material domestic subsidiaries and secured
        by a first-priority lien on substantially all of our assets" (generated filing
        lumenfield p. 4; PG&E 2019 p. 151) carries no figure."""
        if category in _STATED_IN_THE_CONDITIONAL and self.not_signal is None:
            return True
        if (
            category in _FACT_BY_ITS_CLAUSE
            and self.not_signal is None
            and not self.modal
            and (category in self.stated or self.anchors.concrete)
        ):
            # the clause stated ("guaranteed by", "owned by the Chairman's brother"), not
            # its kind named: "Covenants of this kind are customary", "Related parties
            # include key management personnel" state no clause of this company
            return True
        if category == "change_of_control" and self.not_signal is None and self.contract:
            # a change-of-control clause is conditional by nature; in a commercial or
            # financing contract it is the contract's fact, its counterparty named by its
            # role ("Le contrat de distribution … peut être résilié par celui-ci si un
            # actionnaire … venait à détenir plus de la moitié des droits de vote"); an
            # equity plan's is a plan clause, set aside before
            return True
        # A possibility about cash, debt or a lawsuit is kept for its figure, not for the
        # party it names: "Although the DIP Credit Agreement is expected to be sufficient
        # to address liquidity needs …, if …" (PG&E 2019, p. 35) states no fact. A
        # contract's clause is conditional by nature and keeps its counterparty (helvane
        # p. 9: "peut être résilié par celle-ci en cas de changement de contrôle").
        if self.modal and category not in _FACT_BY_ITS_CLAUSE:
            return self.not_signal is None and self.anchors.figures
        # Any other fact is kept only when it is concrete: an amount, a share, a ratio, a
        # count, a date or a named party. "We are subject to various legal proceedings and
        # claims that arise in the ordinary course of business" (Boston Properties 2015,
        # p. 41) and "The Company's credit ratings have served to lower 3M's borrowing
        # costs" (3M 2018, p. 10) state nothing a credit analyst can write down.
        return self.keep and self.anchors.concrete

    @property
    def keep(self) -> bool:
        if self.not_signal is not None:
            return self.not_signal in _WEAK_KINDS and self.anchors.figures
        return not (self.modal and not (self.anchors.figures or self.anchors.party))

    @property
    def score(self) -> float:
        return self.anchors.weight - (1.0 if self.modal else 0.0)


# Where a clause ends: a pointer is one clause of a longer sentence ("La répartition des
# ventes par zone, dont l'analyse de la dépendance envers les principaux clients figure à
# la note 5, est restée stable") and what it points at is no fact of the sentence.
_CLAUSE = re.compile(r"[;:]|,(?=\s)|\s(?:while|whereas|but|mais|alors que|tandis que)\s")
_CONTRACT = re.compile(
    r"\b(contrats?|contracts?|agreements?|indentures?|notes|bonds?|obligations|"
    r"licen[cs]es?|baux|bail|leases?|facilit(y|ies)|pr[êe]ts?|loans?|emprunts?|accords?|"
    r"conventions?|debentures?|noteholders?|bondholders?|lenders?|pr[êe]teurs|porteurs)\b"
)


def _clauses(folded: str) -> list[tuple[int, int]]:
    cuts = [0] + [m.end() for m in _CLAUSE.finditer(folded)]
    cuts.append(len(folded))
    return [(a, b) for a, b in itertools.pairwise(cuts) if b > a]


def _is_pointer(folded: str, lex: Lexicon) -> bool:
    """Does the sentence only point at a risk told elsewhere?

    A pointer opening the sentence ("For a more detailed discussion …, see Note 16", "As
    discussed in Note 2 …") or a clause saying where something is told ("… are set out in
    note 18", "… figure à la note 5") points; the sentence is a cross-reference when, its
    pointing clauses taken out, no risk word is left. A pointer at the tail of a fact, as a
    participle ("… l'incertitude significative … décrite dans la note 2 de l'annexe", an
    auditor's emphasis, Transports Quérel), is appended to the fact; and "As discussed in
    Note 2 to the financial statements, the Company's senior secured notes mature in May
    2026 …" states its fact after the pointer (a US auditor's going-concern paragraph)."""
    pointed: list[tuple[int, int]] = []
    for p in (lex.not_signal or {}).get("cross_reference", ()):
        for m in p.finditer(folded):
            if m.start() < 0.4 * len(folded):
                pointed.append((m.start(), m.end()))
    for p in lex.pointer_predicates:
        pointed.extend((m.start(), m.end()) for m in p.finditer(folded))
    if not pointed:
        return False
    rest = [
        folded[a:b]
        for a, b in _clauses(folded)
        if not any(a <= s < b or a < e <= b for s, e in pointed)
    ]
    return classify(" , ".join(rest)) is None if rest else True


# A pointer in brackets is appended to the fact it interrupts ("… swap contracts (See
# Note 7), the Company guaranteed …", Boston Properties 2015 p. 150).
_BRACKETED_POINTER = re.compile(r"\((?:see|refer to|voir|cf\.?)\b[^()]*\)")


def assess(sentence: str, company: str = "") -> Assessment:
    lex = lexicon()
    folded = _BRACKETED_POINTER.sub(" ", fold(sentence))
    kind: str | None = "cross_reference" if _is_pointer(folded, lex) else None
    if kind is None:
        kind = next(
            (
                k
                for k, ps in (lex.not_signal or {}).items()
                if k != "cross_reference" and any(p.search(folded) for p in ps)
            ),
            None,
        )
    if kind is None and any(p.search(folded) for p in lex.boilerplate):
        kind = "boilerplate"
    modal = any(p.search(folded) for p in lex.modal)
    return Assessment(
        anchors=anchors(sentence, company),
        modal=modal,
        not_signal=kind,
        contract=_CONTRACT.search(folded) is not None,
        stated=_stated(folded, lex),
    )


def _stated(folded: str, lex: Lexicon) -> frozenset[str]:
    """The clause categories the sentence states by a pattern other than their bare
    words, outside a negation."""
    bare = lex.bare_words or {}
    out = set()
    for category in _FACT_BY_ITS_CLAUSE:
        names = bare.get(category, frozenset())
        for p in lex.patterns.get(category, ()):
            if p.pattern in names:
                continue
            if any(not _negated(folded, m, lex) for m in p.finditer(folded)):
                out.add(category)
                break
    return frozenset(out)


# What a risk word is about (issue 16, seventh round). A refinancing word in a loan's
# repayment profile states no refinancing need: a loan repaid in instalments, or whose
# repayment starts years ahead, has nothing falling due that must be refinanced ("Equipment
# loans … are repayable in monthly instalments through 2031", "Ces prêts … sont
# remboursables trimestriellement jusqu'en 2029": generated filings, four distractors
# flagged). A facility named as where money was drawn from is debt, not headroom ("… la
# société ayant … tiré 6 500 k€ supplémentaires sur sa ligne de crédit renouvelable").
# Such a span is taken out and the rest of the sentence read again: a bullet, a balance
# due, a maturity, what is left of the line or the line's size keep the sentence.
_INSTALMENTS = (
    r"(?:(?:in|by|en|par)\s+(?:\S+\s+){0,2}?(?:instal+ments|[ée]ch[ée]ances\s+(?:\w+\s+)?"
    r"(?:constantes|trimestrielles|mensuelles|semestrielles|annuelles|r[ée]guli[èe]res))"
    r"|(?:par|per|each|every)\s+(?:mois|trimestre|semestre|an|ann[ée]e|month|quarter|half-year|year)\b"
    r"|monthly|quarterly|semi-annually|annually|trimestriellement|mensuellement"
    r"|semestriellement|annuellement"
    r"|(?:by|de)\s+(?:[^.;,]|[.,]\d){0,30}?\b(?:a year|per year|each year|per annum|par an"
    r"|chaque ann[ée]e))"
)
_BOUND_YEAR = (
    r"(?:through|until|to|jusqu'(?:en|au|à)|from|starting(?: in)?|beginning(?: in)?|à partir de"
    r"|à compter de)\s+(?:(?:the|its|sa|son|leur)\s+)?(?:final maturity\s+)?(?:in\s+|en\s+)?"
    r"(?:\w+\s+)?(?:19|20)\d\d\b"
)
_REPAID = r"\b(?:repa(?:id|yable)|payable|rembours(?:ables?|[ée]e?s?)|amorti[sz]\w*|amortie?s?)\b"
_PROFILE = re.compile(
    rf"{_REPAID}\s+(?:{_INSTALMENTS}(?:(?:[^.;]|[.,]\d){{0,40}}?\b{_BOUND_YEAR})?"
    r"|(?:from|starting(?: in)?|beginning(?: in)?|à partir de|à compter de)\s+(?:19|20)\d\d\b)"
)
_FACILITY = (
    r"(?:revolving credit facilit(?:y|ies)|credit facilit(?:y|ies)|facilit(?:y|ies)"
    r"|lines? of credit|credit lines?|revolver|rcf"
    r"|lignes? de cr[ée]dit(?: renouvelables?| confirm[ée]es?)?|cr[ée]dits? renouvelables?)"
)
_DRAWING = re.compile(
    r"\b(?:drawn|drew|draws?|drawdowns?|drawings?|borrowed|borrowings?|tir[ée]e?s?|tirages?)\b"
    r"(?:[^.;,]|[.,]\d){0,60}?\b(?:under|on|from|against|sur|au titre d[eu])\s+"
    r"(?:the |its |our |their |sa |son |ses |la |le |l'|leur )?"
    rf"(?P<fac>(?:[^.;]|[.,]\d){{0,40}}?\b{_FACILITY})\b"
)
_SIZE_AFTER = re.compile(r"\s*(?:of|de|d')\s*[$€£]?\s?\d")
_AVAILABLE = re.compile(
    r"\b(?:available|availability|undrawn|unused|unutili[sz]ed|headroom|disponibles?"
    r"|non (?:tir|utilis)\w*|marge|capacity|capacit[ée]|ability to borrow|remaining commitments?)\b"
)


# A facility's price ("bears interest at EURIBOR plus a margin of 1.5%") is no headroom
# either: a sentence that prices a line and gives no amount states nothing of what is left.
_PRICING = re.compile(
    r"\b(?:bears?|bearing|bore|porte(?:nt)?|portant) (?:interest|int[ée]r[êe]ts?)\b"
    r"|\binterest (?:at|of) (?:euribor|sofr|libor|sonia|estr|€str|\d)|\bcommitment fees?\b"
    r"|\bcommissions? d'engagement\b|\b(?:margin|marge) (?:of|de) \d"
)


def _restate(sentence: str, hit: tuple[str, str]) -> tuple[str, str] | None:
    """The sentence's category once a repayment profile or a drawing is taken out: the
    same hit when none is there, another category, or None."""
    category = hit[0]
    folded = fold(sentence)
    if category == "undrawn_facilities" and _PRICING.search(folded) and not MONEY.search(folded):
        return None
    if category == "refinancing":
        spans = [m.span() for m in _PROFILE.finditer(folded)]
    elif category == "undrawn_facilities":
        spans = []
        for m in _DRAWING.finditer(folded):
            # the line's size beside the drawing tells the headroom ("We borrowed $150
            # million under our $1.0 billion revolving credit facility")
            sized = MONEY.search(m.group("fac")) or _SIZE_AFTER.match(folded, m.end())
            if not sized:
                spans.append(m.span())
    else:
        return hit
    if not spans:
        return hit
    rest = folded
    for a, b in spans:
        rest = rest[:a] + " " * (b - a) + rest[b:]
    if category == "undrawn_facilities" and _AVAILABLE.search(folded):
        return hit
    return classify(rest)


_WHY = {
    "fr": "{category} : « {hit} » (règle du lexique hors ligne)",
    "en": "{category}: “{hit}” (offline lexicon rule)",
}


# Under a related-party heading, an amount paid to or received by a named person states
# a related-party fact without the words (Boston Properties 2015 p. 171, "18. Related
# Party Transactions": "Mr. Powers received approximately $616,000 …").
_RELATED_HEADING = re.compile(
    r"related[- ]part(y|ies)|parties li[ée]es|conventions r[ée]glement", re.I
)
_PERSON = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|M|Mme)\.?\s+[A-Z][\w'’-]+")


def _related_by_section(sentence: str, heading: str | None) -> tuple[str, str] | None:
    if heading is None or not _RELATED_HEADING.search(heading):
        return None
    person = _PERSON.search(sentence)
    if person is None or not MONEY.search(sentence):
        return None
    return "related_party", person.group(0)


# An auditor's paragraph under its own heading in the auditor's report (an emphasis of
# matter, a going-concern paragraph) is the auditor's statement by its form: it points at
# the note that tells the matter ("As described in Note 12 to the consolidated financial
# statements, the Company is a defendant …") and may say that the outcome "cannot
# presently be determined" (two generated filings, an emphasis and a going-concern
# paragraph, were read as a possibility and as a cross-reference). Outside the auditor's
# report the same words stay a pointer or a possibility.
_AUDIT_REPORT = re.compile(
    r"report of independent|independent auditor|auditors?'? report|rapport (?:des|du) "
    r"commissaires? aux comptes|rapport d'audit|certification des comptes"
)
_EMPHASIS_HEADING = re.compile(
    r"^(?:emphasis of (?:an? )?matters?|going concern|substantial doubt\b.*|material "
    r"uncertainty\b.*|observations?|incertitude significative\b.*|continuit[ée] "
    r"d'exploitation)$"
)


def _under_emphasis(start: int, headings: list[tuple[int, str]]) -> bool:
    before = [fold(h).strip(" .:") for off, h in headings if off < start]
    return (
        bool(before)
        and _EMPHASIS_HEADING.match(before[-1]) is not None
        and any(_AUDIT_REPORT.search(h) for h in before[:-1])
    )


# A table's footnote tells the risk of the row it marks ("(1) Aucune solution de
# refinancement de cette échéance n'a été arrêtée …", a generated filing's debt note,
# under a row "Prêt Bpifrance, in fine au 30 juin 2027 (1) 1 400 000 …"): its amount and
# maturity are printed in that row only, so the row's anchors are the footnote's.
_FOOTNOTE = re.compile(r"\((?:\d{1,2}|[a-z]|\*{1,3})\)(?=\s)")


def _footnoted_row(sentence: Sentence, text: str) -> str:
    """The line marked by the footnote `sentence` opens with, or ''."""
    marker = _FOOTNOTE.match(sentence.text)
    if marker is None:
        return ""
    mark = re.compile(r"(?<=\S\s)" + re.escape(marker.group(0)) + r"(?=\s|$)")
    for line in text[: sentence.start].split("\n"):
        if mark.search(line.strip()):
            return line.strip()
    return ""


def read_page(
    number: int,
    text: str,
    language: str = "fr",
    company: str = "",
    headings: list[tuple[int, str]] | None = None,
) -> list[ProposedSignal]:
    """Every classified sentence of one page, in reading order. `headings`: the page's
    sub-headings (offset, text; `signals.matters`), read from the page when not given."""
    if headings is None:
        headings = matters({number: text}).get(number, [])
    found: list[tuple[int, ProposedSignal]] = []
    for start, line, category in total_rows(text):
        why = _WHY.get(language, _WHY["en"]).format(category=category, hit=line.split(" ")[0])
        found.append(
            (start, ProposedSignal(category=category, quote=line, page=number, why=why))  # type: ignore[arg-type]
        )
    for s in sentences(text):
        if not _is_prose(s.text):
            continue
        hit = classify(s.text)
        emphasis = (
            hit is not None
            and hit[0] != "embedded_instruction"
            and _under_emphasis(s.start, headings)
            and assess(s.text, company).not_signal in (None, "cross_reference")
        )
        if hit is not None and emphasis:
            hit = ("auditor_emphasis", hit[1])
        elif hit is not None:
            hit = _restate(s.text, hit)
        if hit is None:
            heading = next((h for off, h in reversed(headings) if off < s.start), None)
            hit = _related_by_section(s.text, heading)
        if hit is None:
            continue
        category, words = hit
        row = _footnoted_row(s, text)
        told = f"{s.text} {row}" if row else s.text
        if (
            category != "embedded_instruction"
            and not emphasis
            and not assess(told, company).keeps(category)
        ):
            continue
        why = _WHY.get(language, _WHY["en"]).format(category=category, hit=words)
        found.append(
            (s.start, ProposedSignal(category=category, quote=s.text, page=number, why=why))  # type: ignore[arg-type]
        )
    found.sort(key=lambda f: f[0])
    return [sig for _start, sig in found]


def _recopy(fix: dict[str, Any], pages: dict[int, str]) -> ProposedSignal | None:
    """Re-copy a sent-back quote from the page the checker names, or None (drop it)."""
    target = int(fix.get("found_on_page") or fix.get("page") or 0)
    text = pages.get(target)
    if text is None:
        return None
    wanted = fold(str(fix.get("quote", ""))).strip(" .…")
    if not wanted:
        return None
    for s in sentences(text):
        if wanted in fold(s.text) or (len(fold(s.text)) > 20 and fold(s.text) in wanted):
            category = str(fix.get("category", ""))
            if category not in CATEGORIES:  # keep the schema's promise: re-classify
                hit = classify(s.text)
                if hit is None:
                    return None
                category = hit[0]
            return ProposedSignal(
                category=category,  # type: ignore[arg-type]  # in CATEGORIES, checked above
                quote=s.text,
                page=target,
                why=str(fix.get("why", "")),
            )
    return None


def read(payload: dict[str, Any]) -> SignalsReply:
    """The offline provider's entry point for task "risk_reader"."""
    pages = {int(p["number"]): str(p["text"]) for p in payload.get("pages", [])}
    language = str(payload.get("language", "fr"))
    company = str(payload.get("company", ""))
    corrections = payload.get("corrections")
    if corrections:
        fixed = [_recopy(fix, pages) for fix in corrections]
        return SignalsReply(signals=[f for f in fixed if f is not None])
    signals: list[ProposedSignal] = []
    headings = matters(pages)
    for number in sorted(pages):
        signals.extend(
            read_page(number, pages[number], language, company, headings.get(number, []))
        )
    return SignalsReply(signals=signals)
