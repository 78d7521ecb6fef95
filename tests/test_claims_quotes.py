"""Verbatim quotes on their page: one test per rule of issue 4, each from the failure it
must catch. Pages are constructed (labelled so) unless a test names a real filing."""

import pytest

from analyste.claims import MIN_QUOTE_CHARS, check_quote, normalise

# Constructed: a Ferlac-like covenant page, as pdfplumber gives it (typographic
# apostrophes, no-break spaces, a bullet, a hyphenated line break).
FERLAC_P9 = (
    "Note 14 – Emprunts et dettes financières\n"
    "L\u2019emprunt syndiqué de 85\u00a0000 k€ est assorti d\u2019un covenant de levier "
    "(dette nette / EBITDA)\nplafonné à 4,0x. Ce ratio s\u2019établit à 3,4x au 31 décembre "
    "2025.\n"
    "• La société a obtenu un waiver — en mars 2026 — de ses prêteurs.\n"
    "La marge nette ressort à -0,5 % et le résultat net à \u2212591 k€. Les emprun-\n"
    "ts bancaires | 12 000 | 9 500\n"
)
PAGES = ["Sommaire\nRapport de gestion", "Bilan\nTotal actif 118 240", FERLAC_P9]
COVENANT = "L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant"


def test_quote_found_gives_the_span_in_the_original_page_text():
    result = check_quote(COVENANT, PAGES, 3)
    assert result.ok and result.reason == "" and result.page == 3
    assert result.span is not None
    start, end = result.span
    assert FERLAC_P9[start:end] == (
        "L\u2019emprunt syndiqué de 85\u00a0000 k€ est assorti d\u2019un covenant"
    )


def test_seed_quote_rejected_only_for_a_final_period_is_accepted():
    """Seed: a model ends its quote with a period the page does not have there."""
    result = check_quote(COVENANT + ".", PAGES, 3)
    assert result.ok
    start, end = result.span
    assert FERLAC_P9[start:end].endswith("covenant")


@pytest.mark.parametrize(
    "quote",
    [
        "«\u00a0" + COVENANT + "\u00a0»",  # French quote marks around
        "\u201c" + COVENANT + "\u201d",  # English quote marks around
        '"' + COVENANT + '."',
        COVENANT.upper(),  # case
        COVENANT.replace(" ", "\n"),  # line breaks
        COVENANT.replace(" ", "   "),  # runs of whitespace
        COVENANT.replace("85 000", "85\u202f000"),  # narrow no-break space
        COVENANT.replace("'", "\u2019"),  # typographic apostrophe
        COVENANT.replace("'", ""),  # apostrophe dropped by another extractor
    ],
)
def test_quote_absorbs_what_carries_no_meaning(quote):
    assert check_quote(quote, PAGES, 3).ok


@pytest.mark.parametrize(
    ("quote", "why"),
    [
        (COVENANT.replace("85 000", "86 000"), "changed number"),
        (COVENANT.replace("syndiqué", "bancaire"), "changed word"),
        (COVENANT.replace("syndiqué ", ""), "removed word"),
        (COVENANT.replace("est assorti", "est largement assorti"), "added word"),
        (COVENANT.replace("covenant", "covenants"), "added letter"),
        ("La marge nette ressort à 0,5 %", "minus sign dropped"),
        ("le résultat net à 591 k€", "minus sign (U+2212) dropped"),
        ("ratio s'établit à 3,4 x au 31 décembre 2024", "changed year"),
    ],
)
def test_quote_with_a_changed_meaning_fails(quote, why):
    result = check_quote(quote, PAGES, 3)
    assert not result.ok, why
    assert result.reason == "not_on_page"


def test_minus_sign_before_a_number_is_kept_by_normalise():
    assert normalise("marge de −0,5 %") == "marge de -0,5 %"
    assert normalise("résultat : – 591 k€") == "résultat : -591 k€"
    assert normalise("marge de 0,5 %") != normalise("marge de -0,5 %")


def test_dash_used_as_punctuation_is_absorbed():
    """Another extractor (FinanceBench's evidence for the 3M balance sheet) printed
    "Marketable securities current" where our page reads "Marketable securities — current"."""
    assert check_quote("La société a obtenu un waiver en mars 2026 de ses prêteurs", PAGES, 3).ok
    assert normalise("Marketable securities — current") == "marketable securities current"


def test_bullets_and_table_pipes_are_absorbed():
    assert check_quote("La société a obtenu un waiver", PAGES, 3).ok
    assert check_quote("• La société a obtenu un waiver", PAGES, 3).ok
    assert check_quote("Les emprunts bancaires 12 000 9 500", PAGES, 3).ok


def test_hyphenation_across_a_line_break_is_joined():
    assert normalise("Les emprun-\nts bancaires") == "les emprunts bancaires"
    assert check_quote("Les emprunts bancaires", PAGES, 3).ok


def test_whitespace_inside_words_in_real_pdf_text_passes():
    """3M's 10-K (p. 60, p. 58) comes out of pdfplumber as "Cash Flow s", "Balance Shee t"."""
    page = "3M Company and Subsidiaries\nConsolidated Statement of Cash Flow s\nYears ended"
    assert check_quote("Consolidated Statement of Cash Flows", [page], 1).ok
    assert check_quote("Consolidated Balance Sheet", ["Consolidated Balance Shee t\nAt"], 1).ok


def test_split_word_in_the_quote_passes_against_a_joined_page_word():
    """The other direction: FinanceBench's evidence for 3M (another extractor) holds
    "Cash Flow s", while our pdfium layout prints "Cash Flows" on p. 60."""
    page = "3M Company and Subsidiaries\nConsolidated Statement of Cash Flows\nYears ended"
    assert check_quote("Consolidated Statement of Cash Flow s", [page], 1).ok
    assert check_quote(
        "Market for Registrant’ s Common Equity",
        ["Item 5. Market for Registrant’s Common Equity, Related Stockholder Matters"],
        1,
    ).ok


def test_whitespace_inside_words_does_not_let_a_changed_letter_pass():
    page = "3M Company and Subsidiaries\nConsolidated Statement of Cash Flow s\nYears ended"
    assert not check_quote("Consolidated Statement of Cash Flaws", [page], 1).ok
    assert not check_quote("Consolidated Statement of Cash Flow x", [page], 1).ok


def test_quote_may_not_join_or_move_word_boundaries():
    """Ignoring spaces must not let "not able" pass for "notable", nor cut a word."""
    page = "The company reported a notable increase in its interest expense."
    assert not check_quote("reported a not able increase", [page], 1).ok
    assert not check_quote("eported a notable increase", [page], 1).ok
    assert not check_quote("reported a notable incre", [page], 1).ok


def test_seed_stitched_covenant_quote_is_refused_even_though_each_piece_exists():
    quote = "L'emprunt syndiqué est assorti d'un covenant [...]. Ce ratio s'établit à 3,4x"
    assert check_quote("Ce ratio s'établit à 3,4x", PAGES, 3).ok  # each piece exists
    result = check_quote(quote, PAGES, 3)
    assert not result.ok and result.reason == "stitched"


@pytest.mark.parametrize("glue", [" [...] ", " […] ", " … ", " (...) ", "... ", " [ … ] "])
def test_every_stitch_mark_is_refused(glue):
    quote = "L'emprunt syndiqué de 85 000 k€" + glue + "plafonné à 4,0x"
    assert check_quote(quote, PAGES, 3).reason == "stitched"


def test_trailing_ellipsis_is_a_cut_sentence_not_a_stitch():
    assert check_quote(COVENANT + "…", PAGES, 3).ok


def test_too_short_after_normalisation():
    assert check_quote("covenant", PAGES, 3).reason == "too_short"
    assert check_quote("« 4,0x. »", PAGES, 3).reason == "too_short"
    exactly = "a" * MIN_QUOTE_CHARS
    assert check_quote(exactly, [exactly], 1).ok


def test_found_on_another_page_is_still_rejected_and_says_where():
    result = check_quote(COVENANT, PAGES, 2)
    assert not result.ok and result.reason == "found_on_page:3" and result.span is None


def test_page_out_of_range():
    assert check_quote(COVENANT, PAGES, 4).reason == "page_out_of_range"
    assert check_quote(COVENANT, PAGES, 0).reason == "page_out_of_range"


def test_normalise_examples():
    assert normalise("  L\u2019Emprunt\u00a0\u00a0syndiqué\n| 85\u202f000 k€ ") == (
        "lemprunt syndiqué 85 000 k€"
    )
    assert normalise("ﬁnancement") == "financement"  # NFKC ligature
    assert normalise("cafe\u0301") == "café"  # combining accent


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        # Constructed from FinanceBench evidence (another extractor) vs our pdfplumber text.
        (
            "LIABILITIES AND STOCKHOLDERS\u2019 EQUITY\nCurrent liabilities:",
            "LIABILITIES AND STOCKHOLDERS EQUITY\n \n \nCurrent liabilities:",
        ),
        (
            "Accounts receivable — net of allowances of $95 and $103 5,020 4,911",
            "Accounts receivable net of allowances of $95 and $103\n \n \n5,020 \n \n4,911",
        ),
        ("Net income $ 5,363 $ 4,869", "Net income\n \n$\n5,363 \n$\n4,869"),
        ("\u201cSafe harbor\u201d statements \u2022 risk", "Safe harbor statements risk"),
    ],
)
def test_quote_from_another_extractor_passes(ours, theirs):
    assert check_quote(theirs, [ours], 1).ok


def test_a_letter_lost_by_the_extraction_is_not_papered_over():
    """Real failure (3M 10-K 2018, p. 10): our pdfium layout printed "the ef ects of"
    where the PDF reads "the effects of". A faithful quote then fails, as a changed letter
    must; the fix belongs to the extraction, not to a looser match."""
    page = "results are impacted by the ef ects of, and changes in, worldwide economic"
    assert not check_quote("impacted by the effects of, and changes in", [page], 1).ok
    assert check_quote("impacted by the ef ects of, and changes in", [page], 1).ok
