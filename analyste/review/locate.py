"""Where a quote or a printed number sits on its PDF page: boxes to draw over the image.

The page text of pages.json may come from another extractor than the character boxes
(analyste.pdftext lays out pdfium characters its own way; older pages.json files came
from pdfplumber), so an offset of the page text cannot index the characters directly. The
words are found again instead: the page's characters are laid out in rows, the row text is
reduced with `analyste.normalise.Keyed` (the form the claim checker matches on), the
quote is searched in it, and the characters of the match give one box per row.

Printed numbers (ratio inputs) are found on the statement line recorded in facts.json
(`FieldSource.line`/`label`); when a line prints the number of both years, or a note
number sits before the value ("Immobilisations financières 3 150 3 020" in the Ferlac
balance sheet), the match nearest to the year's column header wins.

Boxes are fractions of the page (0..1, origin top left), so that they scale with the
image whatever its resolution.
"""

from __future__ import annotations

import base64
import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analyste.normalise import Keyed

TINY_PT = 2.0  # characters below this size are hidden text (as analyste.pdftext decides)
# pdfium reports some hyphens as U+FFFE or U+0002, and a soft hyphen at a line end, as
# analyste.pdftext does ("forward\x02\nlooking" in the Microsoft 2016 10-K, p. 3)
_HYPHENS = {"\ufffe": "-", "\x02": "-", "\u00ad": "-"}
FAKE_BOLD_PT = 1.0  # the same glyph drawn again closer than this is a fake-bold copy


@dataclass(frozen=True)
class Box:
    """A rectangle in fractions of the page, origin top left."""

    x0: float
    top: float
    x1: float
    bottom: float

    def css(self, pad: float = 0.002) -> str:
        """left/top/width/height in per cent, a little padding so glyphs are not cut."""
        x0, top = max(self.x0 - pad, 0.0), max(self.top - pad, 0.0)
        x1, bottom = min(self.x1 + pad, 1.0), min(self.bottom + pad, 1.0)
        return (
            f"left:{x0 * 100:.3f}%;top:{top * 100:.3f}%;"
            f"width:{(x1 - x0) * 100:.3f}%;height:{(bottom - top) * 100:.3f}%"
        )


@dataclass
class _Row:
    chars: list[dict[str, Any]]
    top: float
    bottom: float


@dataclass
class _Layout:
    """A page's visible characters in rows, and their text with a way back."""

    text: str
    index: list[int]  # text position → character index in `chars`, -1 for added spaces
    chars: list[dict[str, Any]]
    row_of: list[int]  # character index → row number
    rows: list[_Row]


class PdfPages:
    """One open PDF: page images and character layouts, each computed once.

    pypdfium2 reads the characters (about 50x faster than pdfplumber's parse, which also
    needs a second pass to drop fake-bold duplicates) and renders the pages.
    """

    def __init__(self, pdf: Path) -> None:
        import pypdfium2 as pdfium

        self.path = Path(pdf)
        self._pdf = pdfium.PdfDocument(str(self.path))
        self._layouts: dict[int, _Layout] = {}

    def close(self) -> None:
        self._pdf.close()

    def __enter__(self) -> PdfPages:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def page_count(self) -> int:
        return len(self._pdf)

    def _bbox(self, number: int) -> tuple[float, float, float, float]:
        """The visible area (crop box) in PDF units: left, bottom, right, top."""
        return tuple(self._pdf[number - 1].get_bbox())

    # ------------------------------------------------------------ images

    def image(self, number: int, dpi: int = 100, colours: int = 16) -> tuple[str, int, int]:
        """The page as a PNG data URI of a few colours, with its pixel width and height.

        Filing pages are black text on white: 16 colours keep the anti-aliased glyphs
        sharp where JPEG smears them, at half JPEG's size (Ferlac p. 9: 32 kB against
        75 kB at 100 dpi), so a review page of two dozen pages stays a few MB (issue 6:
        "can be mailed as is"). A photograph on a cover page is posterised; no matter.
        """
        from PIL import Image

        shown = self._pdf[number - 1].render(scale=dpi / 72).to_pil().convert("RGB")
        few = shown.quantize(colors=colours, method=Image.Quantize.FASTOCTREE)
        buf = io.BytesIO()
        few.save(buf, format="PNG")
        data = base64.b64encode(buf.getvalue()).decode("ascii")
        return f"data:image/png;base64,{data}", shown.width, shown.height

    def type_size(self, number: int) -> float:
        """The median size (points) of the page's visible characters; 0 when none."""
        sizes = sorted(c["size"] for c in self._chars(number))
        return sizes[len(sizes) // 2] if sizes else 0.0

    # ------------------------------------------------------------ layout

    def layout(self, number: int) -> _Layout:
        if number not in self._layouts:
            self._layouts[number] = _layout(self._chars(number))
        return self._layouts[number]

    def _chars(self, number: int) -> list[dict[str, Any]]:
        """Visible characters in display coordinates (points from the top left of the
        visible area): not generated by pdfium, not tiny, inside the page."""
        import pypdfium2.raw as R

        left, bottom, right, top = self._bbox(number)
        page = self._pdf[number - 1]
        tp = page.get_textpage()
        out: list[dict[str, Any]] = []
        try:
            for i in range(tp.count_chars()):
                ch = chr(R.FPDFText_GetUnicode(tp.raw, i))
                ch = _HYPHENS.get(ch, ch)
                if R.FPDFText_IsGenerated(tp.raw, i):
                    # a space pdfium adds where it sees a word break (it knows the font's
                    # space width): kept as a hint on the character before it
                    if ch == " " and out:
                        out[-1]["space_after"] = True
                    continue
                if ch in "\r\n\x00":
                    continue
                x0, y0, x1, y1 = tp.get_charbox(i, loose=True)
                # The loose box's height is the size that shows: FPDFText_GetFontSize omits
                # the text matrix (416 "pt" glyphs scaled down in the Amazon 2017 10-K).
                size = y1 - y0
                if size < TINY_PT:
                    continue
                if x1 < left or x0 > right or y1 < bottom or y0 > top:
                    continue
                out.append(
                    {
                        "text": ch,
                        "x0": x0 - left,
                        "x1": x1 - left,
                        "top": top - y1,
                        "bottom": top - y0,
                        "size": size,
                    }
                )
        finally:
            tp.close()
        return out

    def _box(self, number: int, chars: list[dict[str, Any]]) -> Box:
        left, bottom, right, top = self._bbox(number)
        w, h = (right - left) or 1.0, (top - bottom) or 1.0
        return Box(
            min(c["x0"] for c in chars) / w,
            min(c["top"] for c in chars) / h,
            max(c["x1"] for c in chars) / w,
            max(c["bottom"] for c in chars) / h,
        )

    def _row_boxes(self, number: int, lay: _Layout, char_ids: list[int]) -> list[Box]:
        by_row: dict[int, list[dict[str, Any]]] = {}
        for i in char_ids:
            by_row.setdefault(lay.row_of[i], []).append(lay.chars[i])
        return [self._box(number, chars) for _r, chars in sorted(by_row.items())]

    # ------------------------------------------------------------ quotes

    def quote_boxes(self, number: int, quote: str) -> list[Box]:
        """One box per row of the quote's characters on page `number`; [] when not found."""
        if not 1 <= number <= self.page_count:
            return []
        lay = self.layout(number)
        hit = _find_key(lay.text, quote)
        if hit is None:
            return []
        a, b = hit
        ids = [lay.index[k] for k in range(a, b) if lay.index[k] >= 0]
        return self._row_boxes(number, lay, ids)

    # ------------------------------------------------------------ numbers

    def number_box(
        self, number: int, line: str, label: str, printed: str, year: int | str
    ) -> Box | None:
        """The box of a printed value on its statement line, in the column of `year`."""
        if not printed or not 1 <= number <= self.page_count:
            return None
        lay = self.layout(number)
        row = _statement_row(lay, line, label)
        if row is None:
            return None
        text, index = _row_text(lay.rows[row])
        candidates = []
        for m in _number_pattern(printed).finditer(text):
            ids = [index[k] for k in range(m.start(1), m.end(1)) if index[k] >= 0]
            if ids:
                candidates.append([lay.rows[row].chars[i] for i in ids])
        if not candidates:
            return None
        header = _year_header(lay, row, str(year))
        if header is not None and len(candidates) > 1:
            hx1 = header["x1"]
            candidates.sort(key=lambda cs: abs(max(c["x1"] for c in cs) - hx1))
        return self._box(number, candidates[0])


# ---------------------------------------------------------------- layout helpers


def _rows(chars: list[dict[str, Any]]) -> list[_Row]:
    """Characters grouped in rows: a character joins a row its vertical middle falls in."""
    rows: list[_Row] = []
    for c in sorted(chars, key=lambda c: (c["top"], c["x0"])):
        middle = (c["top"] + c["bottom"]) / 2
        for row in reversed(rows[-3:]):  # rows are built top-down: look at the last few
            if row.top <= middle <= row.bottom:
                row.chars.append(c)
                row.top, row.bottom = min(row.top, c["top"]), max(row.bottom, c["bottom"])
                break
        else:
            rows.append(_Row([c], c["top"], c["bottom"]))
    for row in rows:
        row.chars.sort(key=lambda c: c["x0"])
        # fake bold draws each glyph twice, a fraction of a point apart: keep one
        row.chars = [
            c
            for k, c in enumerate(row.chars)
            if not k
            or c["text"] != row.chars[k - 1]["text"]
            or abs(c["x0"] - row.chars[k - 1]["x0"]) > FAKE_BOLD_PT
        ]
    return rows


def _row_text(row: _Row) -> tuple[str, list[int]]:
    """A row's text with spaces where the glyphs leave a gap; index → char in row.chars."""
    text: list[str] = []
    index: list[int] = []
    prev = None
    for i, c in enumerate(row.chars):
        if prev is not None:
            gap = c["x0"] - prev["x1"]
            apart = gap > 0.15 * min(c.get("size", 10), prev.get("size", 10))
            if (apart or prev.get("space_after")) and c["text"] != " " and prev["text"] != " ":
                text.append(" ")
                index.append(-1)
        for ch in c["text"]:
            text.append(ch)
            index.append(i)
        prev = c
    return "".join(text), index


def _layout(visible: list[dict[str, Any]]) -> _Layout:
    chars: list[dict[str, Any]] = []
    row_of: list[int] = []
    text: list[str] = []
    index: list[int] = []
    rows = _rows(visible)
    for r, row in enumerate(rows):
        if r:
            text.append("\n")
            index.append(-1)
        row_text, row_index = _row_text(row)
        base = len(chars)
        chars += row.chars
        row_of += [r] * len(row.chars)
        text.append(row_text)
        index += [base + i if i >= 0 else -1 for i in row_index]
    return _Layout("".join(text), index, chars, row_of, rows)


_EDGE = " .,;:!?"


def _find_key(text: str, quote: str) -> tuple[int, int] | None:
    """Offsets in `text` of `quote`, compared as the claim checker does (Keyed form)."""
    q = Keyed.of(quote)
    start, end = 0, len(q.key)
    while start < end and q.key[start] in _EDGE:
        start += 1
    while end > start and q.key[end - 1] in _EDGE:
        end -= 1
    needle = q.key[start:end]
    if not needle:
        return None
    here = Keyed.of(text)
    pos = here.key.find(needle)
    if pos < 0:
        return None
    return here.original_span(pos, pos + len(needle))


def _statement_row(lay: _Layout, line: str, label: str) -> int | None:
    """The row of a statement line: the recorded line itself, else its label."""
    keys = [Keyed.of(_row_text(row)[0]).key for row in lay.rows]
    for wanted in (line, label):
        key = Keyed.of(wanted).key if wanted else ""
        if not key:
            continue
        exact = [r for r, k in enumerate(keys) if k == key]
        if exact:
            return exact[0]
        starting = [r for r, k in enumerate(keys) if k.startswith(key)]
        if starting:
            return starting[0]
    return None


_SEPARATORS = "[\\s\u00a0\u202f\u2009.,']?"


def _number_pattern(printed: str) -> re.Pattern[str]:
    """The printed number's digits, any thousands separator, never inside a longer number.

    The sign may be printed or not (a dash, a minus, brackets): the digits are boxed.
    """
    digits = re.sub(r"[^\d.,]", " ", printed).strip()
    groups = [g for g in re.split(r"[\s.,]+", digits) if g]
    body = _SEPARATORS.join(re.escape(g) for g in groups)
    # no digit right before (but a space may separate a note number) nor right after
    return re.compile(rf"(?<![\d.,])({body})(?![\d]|[.,]\d)")


def _year_header(lay: _Layout, row: int, year: str) -> dict[str, Any] | None:
    """The last `year` printed above `row` (the column header): its last character."""
    for r in range(row - 1, -1, -1):
        text, index = _row_text(lay.rows[r])
        for m in re.finditer(rf"(?<!\d){year}(?!\d)", text):
            return lay.rows[r].chars[index[m.end() - 1]]
    return None
