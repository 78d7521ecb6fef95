"""Visible text of PDF pages, laid out line by line, from pypdfium2's characters.

Why not plain pdfplumber: on the 160-page 3M 10-K, `extract_text()` reads ~1.3 pages/s,
while pdfium reads the same characters at 50-120 pages/s. We take pdfium's characters
(unicode, loose box, fill colour, font size, render mode) through its raw API and do the
layout ourselves, so that:

- text a reader cannot see (page-coloured fill, invisible render mode, type < 2 pt,
  outside the crop box) is kept out of the page text and returned beside it;
- duplicated "fake bold" characters (the same glyph drawn twice ~0.5 pt apart) are dropped,
  while a second letter pdfium took for such a copy (the second f of "ff" in the 3M
  10-K, drawn glyph by glyph with a scaled matrix) is read back;
- a table row stays on one line with its numbers even when the producer drew the label
  column and the number columns separately, or set the label slightly above the numbers
  (3M 10-K p. 60, "Proceeds from sale of businesses, net of cash sold": the label box
  sits 3.6 pt above the numbers; both pdfplumber and raw pdfium split that row);
- lines are read top to bottom; prose columns one after the other, whatever order they
  were drawn in; words side by side far apart are a table, read row by row.

Word boundaries are pdfium's (it knows each font's space width), plus a break wherever
two glyphs are visibly apart. This module opens PDFs and reads pages; it does not cache,
write files or decide what a bad input is (analyste.pages does).
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass, field
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as R

EXTRACTOR = "pdfium-layout"
# Below this effective size (points) type is unreadable on paper and on screen at 100 %.
TINY_PT = 2.0
# Colour distance (0-255 per channel) under which text is taken as the colour of what is
# under it: anti-aliasing makes 8/255 invisible on white.
SAME_COLOUR = 12
# A horizontal gap of this many line heights ends a fragment (cells, column gutters);
# justified prose stretches spaces to about half a line height at most.
CELL_GAP = 1.0
# Two prose lines side by side are columns when the gap between them is at most this
# many line heights (for most pairs): column text runs up to the gutter, table cells don't.
GUTTER_MAX = 4.0
# Fraction of the smaller line height two fragments must share to be one row.
ROW_OVERLAP = 0.5

# Word separators; every run of them becomes one plain space, including the no-break
# spaces French filings put between thousands ("118 240"), as the claim checker's
# normalisation and the statement parser expect.
_SPACE_LIKE = {" ", "\t", "\xa0", "\u2002", "\u2003", "\u2009", "\u202f"}
_BREAKS = {"\r", "\n"}
_INVISIBLE = {R.FPDF_TEXTRENDERMODE_INVISIBLE, R.FPDF_TEXTRENDERMODE_CLIP}
_STROKE_ONLY = {R.FPDF_TEXTRENDERMODE_STROKE, R.FPDF_TEXTRENDERMODE_STROKE_CLIP}
# pdfium reports some in-word hyphens (U+2010, soft hyphen at a line end) as U+FFFE or
# U+0002 (3M 10-K p. 1: "Regulation S\ufffeT").
_REPLACE = {"\ufffe": "-", "\x02": "-", "\u00ad": "-"}
# A glyph drawn again further right than this (points) is a second letter, not fake bold.
FAKE_BOLD_PT = 1.0


@dataclass
class PageResult:
    """One page: visible text, hidden runs (reason, text), text layer present."""

    number: int
    text: str
    hidden: list[tuple[str, str]] = field(default_factory=list)
    has_text_layer: bool = True
    has_images: bool = False
    extractor: str = EXTRACTOR
    # One box per line of `text` (line i of text.split("\n")), in points from the page's
    # top-left corner after its /Rotate: (x0, top, x1, bottom). Placing a quote on its page
    # is then a lookup, not a second reading of pdfium's characters.
    lines: list[tuple[float, float, float, float]] = field(default_factory=list)
    size: tuple[float, float] = (0.0, 0.0)  # page width and height, in points, as displayed


@dataclass
class _Frag:
    """A run of words pdfium put on one line, in display coordinates (y downwards)."""

    words: list[str]
    x0: float
    x1: float
    top: float
    bottom: float
    size: float

    def prose(self) -> bool:
        # Three words with letters: a sentence, not a number cell or a short label.
        return sum(1 for w in self.words if sum(c.isalpha() for c in w) >= 2) >= 3


@dataclass
class _Row:
    frags: list[_Frag]
    top: float
    bottom: float

    def prose(self) -> bool:
        return any(f.prose() for f in self.frags)


class _Page:
    """What is drawn on a page besides text: filled shapes and images, in drawing order."""

    def __init__(self, page: pdfium.PdfPage) -> None:
        self.fills: list[tuple[int, float, float, float, float, tuple[int, int, int]]] = []
        self.images: list[tuple[int, float, float, float, float]] = []
        self._texts: list[tuple[int, object]] = []  # (drawing index, text object)
        # Text objects pdfium may have dropped as fake-bold copies: (kept, copy, shift).
        self.copies: list[tuple[object, object, float]] = []
        self._order: dict[int, int] | None = None  # text object address → drawing index
        self._n = 0
        # Text styles seen on the page: (render mode, rgba of what shows).
        self._styles: set[tuple[int, tuple[int, int, int, int] | None]] = set()
        raw = page.raw
        objects = [R.FPDFPage_GetObject(raw, i) for i in range(R.FPDFPage_CountObjects(raw))]
        self._walk(objects, 0)
        # The page itself is white; text of any other colour can only vanish on a fill.
        self.colours = {(255, 255, 255)} | {f[-1] for f in self.fills}
        # Most pages hold no text that could be hidden by its style: their characters
        # skip the per-character colour and render-mode reads (MSFT 10-K: 2x faster).
        self.suspect = any(
            mode in _INVISIBLE
            or rgba is None
            or rgba[3] == 0
            or any(_near(rgba[:3], c) for c in self.colours)
            for mode, rgba in self._styles
        )

    def _walk(self, objects: list, depth: int) -> None:
        # Locals, not attribute look-ups: 3M's pages hold ~3 000 objects (one per glyph).
        get_type, text_kind = R.FPDFPageObj_GetType, R.FPDF_PAGEOBJ_TEXT
        get_mode, fill, stroke = (
            R.FPDFTextObj_GetTextRenderMode,
            R.FPDFPageObj_GetFillColor,
            R.FPDFPageObj_GetStrokeColor,
        )
        texts, styles = self._texts, self._styles
        get_bounds, (b_left, b_bottom, b_right, _), box_refs = R.FPDFPageObj_GetBounds, *_BOX
        # For pdfium's fake-bold test (see _copy_of): the latest text object of each box
        # shape (width, baseline, 1/100 pt) in this list, as (count, left, object).
        shapes: dict[tuple[int, int], tuple[int, float, object]] = {}
        count = 0
        for obj in objects:
            self._n += 1
            kind = get_type(obj)
            if kind == text_kind:
                texts.append((self._n, obj))
                mode = get_mode(obj)
                styles.add((mode, _colour(stroke if mode in _STROKE_ONLY else fill, obj)))
                count += 1
                get_bounds(obj, *box_refs)
                x0 = b_left.value
                width = b_right.value - x0
                # A copy shifts by over FAKE_BOLD_PT, at most half the width: narrower
                # glyphs (i, l, punctuation, spaces) cannot be one nor have one.
                if width > 2 * FAKE_BOLD_PT:
                    shape = (int(width * 100), int(b_bottom.value * 100))
                    prev = shapes.get(shape)
                    if prev and count - prev[0] <= 5 and FAKE_BOLD_PT < x0 - prev[1] <= width / 2:
                        self._copy_of(prev[2], obj, x0 - prev[1])
                    shapes[shape] = (count, x0, obj)
            elif kind == R.FPDF_PAGEOBJ_PATH:
                self._path(obj)
            elif kind == R.FPDF_PAGEOBJ_IMAGE:
                box = _bounds(obj)
                if box:
                    self.images.append((self._n, *box))
            elif kind == R.FPDF_PAGEOBJ_FORM and depth < 8:
                # Form XObjects nest what they draw; their children's bounds are taken as
                # in page space (true for the usual identity form matrix).
                children = [
                    R.FPDFFormObj_GetObject(obj, i) for i in range(R.FPDFFormObj_CountObjects(obj))
                ]
                self._walk(children, depth + 1)

    def _copy_of(self, prev, obj, dx: float) -> None:
        """Note `obj` when pdfium's fake-bold test (CPDF_TextPage::IsSameTextObject, against
        the 5 text objects drawn before it in the same list) may take it for a copy of
        `prev` although it is drawn visibly to the right of it: the same glyph box on the
        same baseline, shifted by more than FAKE_BOLD_PT but at most half its width.
        pdfium's shift limit (0.9 glyph advance) is measured before the text matrix scale:
        with one object per glyph scaled 0.6 (3M 10-K), the second f of "ff", whose box is
        over twice its advance, is dropped. read_page confirms the drop (no text)."""
        box, prev_box = _bounds(obj), _bounds(prev)
        if (
            box
            and prev_box
            and abs((box[3] - box[1]) - (prev_box[3] - prev_box[1])) < 0.01
            and _font_key(prev) == _font_key(obj)
        ):
            self.copies.append((prev, obj, dx))

    def _path(self, obj) -> None:
        fillmode, stroke = ctypes.c_int(), ctypes.c_int()
        if not R.FPDFPath_GetDrawMode(obj, ctypes.byref(fillmode), ctypes.byref(stroke)):
            return
        if fillmode.value == 0:
            return
        box = _bounds(obj)
        # A fill thinner than a glyph (table rules, underlines) cannot hide text.
        if not box or min(box[2] - box[0], box[3] - box[1]) < TINY_PT:
            return
        rgba = _colour(R.FPDFPageObj_GetFillColor, obj)
        if rgba and rgba[3] > 0:
            self.fills.append((self._n, *box, rgba[:3]))

    def index(self, obj) -> int:
        """Drawing index of a text object (after every fill when unknown)."""
        if self._order is None:
            # Built on first need only: most pages never ask (3M has ~3 000 objects a page).
            self._order = {_address(o): n for n, o in self._texts}
        return self._order.get(_address(obj), 1 << 30)

    def background(self, index: int, x: float, y: float) -> tuple[int, int, int] | None:
        """Colour under (x, y) before drawing object `index`; None when an image is under."""
        best, colour = -1, (255, 255, 255)
        for n, left, bottom, right, top, rgb in self.fills:
            if n < index and left <= x <= right and bottom <= y <= top and n > best:
                best, colour = n, rgb
        for n, left, bottom, right, top in self.images:
            if n < index and n > best and left <= x <= right and bottom <= y <= top:
                return None
        return colour


def _address(obj) -> int:
    return ctypes.cast(obj, ctypes.c_void_p).value or 0


def _bounds(obj) -> tuple[float, float, float, float] | None:
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    ok = R.FPDFPageObj_GetBounds(
        obj, ctypes.byref(left), ctypes.byref(bottom), ctypes.byref(right), ctypes.byref(top)
    )
    return (left.value, bottom.value, right.value, top.value) if ok else None


# Out-parameters reused by every call: ctypes objects cost more to make than the call.
# (One page is read at a time per process; the workers are processes, not threads.)
_SIZE = ctypes.c_float()
_BOUNDS = tuple(ctypes.c_float() for _ in range(4))
_BOX = (_BOUNDS, tuple(ctypes.byref(c) for c in _BOUNDS))


def _font_key(obj) -> tuple[int, float]:
    R.FPDFTextObj_GetFontSize(obj, ctypes.byref(_SIZE))
    return _address(R.FPDFTextObj_GetFont(obj)), _SIZE.value


_RGBA = tuple(ctypes.c_uint() for _ in range(4))
_RGBA_REFS = tuple(ctypes.byref(c) for c in _RGBA)


def _colour(getter, obj) -> tuple[int, int, int, int] | None:
    if not getter(obj, *_RGBA_REFS):
        return None
    return _RGBA[0].value, _RGBA[1].value, _RGBA[2].value, _RGBA[3].value


def _near(c1: tuple[int, int, int], c2: tuple[int, int, int]) -> bool:
    return (
        abs(c1[0] - c2[0]) <= SAME_COLOUR
        and abs(c1[1] - c2[1]) <= SAME_COLOUR
        and abs(c1[2] - c2[2]) <= SAME_COLOUR
    )


def _size(tp, k: int) -> float:
    """Effective font size of char k in points (font size times the text matrix scale)."""
    m = R.FS_MATRIX()
    scale = 1.0
    if R.FPDFText_GetMatrix(tp, k, ctypes.byref(m)):
        scale = math.sqrt(abs(m.a * m.d - m.b * m.c)) or 1.0
    return R.FPDFText_GetFontSize(tp, k) * scale


def read_page(page: pdfium.PdfPage, number: int) -> PageResult:
    """Visible text and hidden runs of one page."""
    # get_bbox, not get_cropbox: pdfium's box getters do not inherit from the page tree
    # and pypdfium2 then falls back to US Letter, so on an A4 page whose MediaBox sits on
    # /Pages (fpdf2 writes it there) the top 50 pt were taken as "outside the page" and
    # visible text vanished from the page (crbug.com/pdfium/1786; test_pages.py).
    left, bottom, right, top = page.get_bbox()
    rotation = page.get_rotation() % 360

    def display(x: float, y: float) -> tuple[float, float]:
        # To top-down display coordinates, after the page's /Rotate.
        if rotation == 90:
            return y - bottom, x - left
        if rotation == 180:
            return right - x, y - bottom
        if rotation == 270:
            return top - y, right - x
        return x - left, top - y

    upright = rotation == 0
    tp = page.get_textpage()
    raw = tp.raw
    try:
        drawn = _Page(page)
        n = R.FPDFText_CountChars(raw)
        # Glyphs pdfium dropped as fake bold though drawn visibly apart (3M "ff"): char
        # index of the glyph it kept → shifts of the copies, read back after it.
        restore = _dropped_copies(raw, n, drawn.copies) if drawn.copies else {}
        glue: tuple[float, float, float] | None = None  # end x, y, size of a restored glyph
        rect = R.FS_RECTF()
        prect = ctypes.byref(rect)
        cr, cg, cb, ca = (ctypes.c_uint() for _ in range(4))
        pr, pg, pb, pa = (ctypes.byref(c) for c in (cr, cg, cb, ca))
        seen: dict[tuple[str, int, int], tuple[float, float]] = {}
        hidden: list[tuple[str, str]] = []
        frags: list[_Frag] = []
        hid_reason = ""
        hid_chars: list[str] = []  # current hidden run
        hid_y = 0.0  # vertical centre of its last character
        frag: _Frag | None = None
        word: list[str] = []
        last_x1 = last_top = last_bottom = 0.0
        visible_count = 0
        skipped = False  # the last glyph was a fake-bold copy

        def end_word() -> None:
            if word and frag is not None:
                frag.words.append("".join(word))
            word.clear()

        def end_hidden() -> None:
            nonlocal hid_reason
            txt = " ".join("".join(hid_chars).split())
            if txt:
                hidden.append((hid_reason, txt))
            hid_chars.clear()
            hid_reason = ""

        # All characters in one call (one UTF-16 unit per index, as GetUnicode gives
        # them, except U+0002 → U+FFFE, both hyphens); per character where a surrogate
        # pair breaks the one-to-one mapping.
        buf = (ctypes.c_ushort * (n + 1))()
        R.FPDFText_GetText(raw, 0, n, buf)
        chars = bytes(buf)[: 2 * n].decode("utf-16-le", "surrogatepass")
        if len(chars) != n or any(0xD800 <= ord(c) <= 0xDFFF for c in chars):
            chars = "".join(chr(R.FPDFText_GetUnicode(raw, k)) for k in range(n))
        loose_box = R.FPDFText_GetLooseCharBox  # local: called once per character
        for k, ch in enumerate(chars):
            if ch in _BREAKS or ch in _SPACE_LIKE or ch == "\x00":
                # The space pdfium generated in the gap the dropped glyph left is no space.
                if glue and ch == " " and _in_gap(raw, k, chars, glue):
                    continue
                glue = None
                end_word()
                if hid_chars:
                    hid_chars.append(" ")
                continue
            ch = _REPLACE.get(ch, ch)
            loose_box(raw, k, prect)
            cx, cy = (rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2
            # 3M's 10-K draws one text object per glyph, so style is read per char, cheap
            # checks first: the exact size only for small boxes, the background only for
            # colours that could match it.
            size = abs(rect.top - rect.bottom)
            if size < 2 * TINY_PT:
                size = _size(raw, k) or size
            reason = ""
            if not (left - 1 <= cx <= right + 1 and bottom - 1 <= cy <= top + 1):
                reason = "outside_page"
            elif 0 < size < TINY_PT:
                reason = "tiny_type"
            elif drawn.suspect:
                obj = R.FPDFText_GetTextObject(raw, k)
                mode = R.FPDFTextObj_GetTextRenderMode(obj)
                if mode in _STROKE_ONLY:
                    R.FPDFText_GetStrokeColor(raw, k, pr, pg, pb, pa)
                else:
                    R.FPDFText_GetFillColor(raw, k, pr, pg, pb, pa)
                colour = (cr.value, cg.value, cb.value)
                if mode in _INVISIBLE:
                    # Invisible text over an image is an OCR layer: what the scan shows.
                    if drawn.background(drawn.index(obj), cx, cy) is not None:
                        reason = "invisible_colour"
                elif ca.value == 0:
                    reason = "invisible_colour"
                elif any(_near(colour, c) for c in drawn.colours):
                    under = drawn.background(drawn.index(obj), cx, cy)
                    if under is not None and _near(colour, under):
                        reason = "invisible_colour"
            if reason:
                end_word()
                # A run ends at a change of reason or a jump beyond the next line: two
                # planted sentences far apart are two findings, a wrapped one is one.
                if hid_chars and (reason != hid_reason or abs(cy - hid_y) > 2 * size):
                    end_hidden()
                hid_reason, hid_y = reason, cy
                hid_chars.append(ch)
                continue
            if hid_chars:
                end_hidden()
            if upright:  # the common case, without the general transform
                x0, x1, y0, y1 = (
                    rect.left - left,
                    rect.right - left,
                    top - rect.top,
                    top - rect.bottom,
                )
            else:
                x0, y0 = display(rect.left, rect.top)
                x1, y1 = display(rect.right, rect.bottom)
                x0, x1 = min(x0, x1), max(x0, x1)
                y0, y1 = min(y0, y1), max(y0, y1)
            # Fake bold: the same glyph drawn again within 1 pt (pdfplumber dedupe_chars).
            # Looked up only where the text does not simply run on to the right: a copy
            # always steps back or jumps (every glyph is remembered).
            if (
                skipped
                or x0 < last_x1 - 0.1
                or y0 >= last_bottom - 0.2 * (last_bottom - last_top)
                or y1 <= last_top + 0.2 * (last_bottom - last_top)
            ) and _dupe(seen, ch, x0, y0):
                skipped = True
                continue
            skipped = False
            seen[(ch, round(x0), round(y0))] = (x0, y0)
            visible_count += 1
            new_line = (
                frag is None
                or y0 >= last_bottom - 0.2 * (last_bottom - last_top)
                or y1 <= last_top + 0.2 * (last_bottom - last_top)
                or x0 < last_x1 - 0.5 * size
                # A gap wider than a line is high separates table cells or columns.
                or x0 - last_x1 > CELL_GAP * size
            )
            if new_line:
                end_word()
                frag = _Frag([], x0, x1, y0, y1, size)
                frags.append(frag)
            else:
                assert frag is not None
                # Glyphs visibly apart are two words even when pdfium put no space.
                if word and x0 - last_x1 > 0.25 * size:
                    end_word()
                frag.x1 = max(frag.x1, x1)
                frag.top, frag.bottom = min(frag.top, y0), max(frag.bottom, y1)
            word.append(ch)
            last_x1, last_top, last_bottom = x1, y0, y1
            glue = None
            if restore and k in restore:
                shifts = restore[k]
                for dx in shifts:
                    cx0, cy0 = display(rect.left + dx, rect.top)
                    cx1, cy1 = display(rect.right + dx, rect.bottom)
                    cx0, cx1 = min(cx0, cx1), max(cx0, cx1)
                    seen[(ch, round(cx0), round(min(cy0, cy1)))] = (cx0, min(cy0, cy1))
                    visible_count += 1
                    word.append(ch)
                    last_x1 = max(last_x1, cx1)
                    assert frag is not None
                    frag.x1 = max(frag.x1, cx1)
                # Where the last copy's advance ends (copies step by one advance).
                ox, oy = ctypes.c_double(), ctypes.c_double()
                R.FPDFText_GetCharOrigin(raw, k, ctypes.byref(ox), ctypes.byref(oy))
                step = shifts[-1] - (shifts[-2] if len(shifts) > 1 else 0.0)
                glue = (ox.value + shifts[-1] + step, oy.value, size)
        end_word()
        if hid_chars:
            end_hidden()
    finally:
        tp.close()
    rows = _rows([f for f in frags if f.words])
    text = "\n".join(" ".join(w for f in r.frags for w in f.words) for r in rows)
    width, height = (right - left, top - bottom)
    if rotation in (90, 270):
        width, height = height, width
    return PageResult(
        number=number,
        text=text,
        hidden=hidden,
        has_text_layer=visible_count > 0 or bool(hidden),
        has_images=bool(drawn.images),
        lines=[
            (
                round(min(f.x0 for f in r.frags), 1),
                round(r.top, 1),
                round(max(f.x1 for f in r.frags), 1),
                round(r.bottom, 1),
            )
            for r in rows
        ],
        size=(round(width, 1), round(height, 1)),
    )


def _dropped_copies(
    tp, n: int, copies: list[tuple[object, object, float]]
) -> dict[int, list[float]]:
    """Char index of each glyph pdfium kept → shifts (points, right) of the copies of it
    that it dropped, among the candidates _Page found: a copy pdfium dropped has no text."""
    dropped: dict[int, tuple[object, float]] = {}
    for kept, copy, dx in copies:
        if R.FPDFTextObj_GetText(copy, tp, None, 0) <= 2:  # just the terminator
            dropped[_address(copy)] = (kept, dx)
    if not dropped:
        return {}
    shifts: dict[int, list[float]] = {}
    for kept, dx in dropped.values():
        # A copy of a dropped copy ("fff") shifts from the glyph pdfium kept.
        for _ in range(8):
            if _address(kept) not in dropped:
                break
            kept, more = dropped[_address(kept)]
            dx += more
        shifts.setdefault(_address(kept), []).append(dx)
    found: dict[int, list[int]] = {}
    for k in range(n):
        if R.FPDFText_IsGenerated(tp, k) != 1:
            address = _address(R.FPDFText_GetTextObject(tp, k))
            if address in shifts:
                found.setdefault(address, []).append(k)
    out: dict[int, list[float]] = {}
    for address, ks in found.items():
        # Only a glyph that is its own text object (where a copy of a run goes is unsure),
        # and copies one advance apart: a second letter, where a fake-bold or shadow copy
        # sits a fraction of an advance away.
        if len(ks) == 1 and _one_advance_apart(tp, ks[0], sorted(shifts[address])):
            out[ks[0]] = sorted(shifts[address])
    return out


def _one_advance_apart(tp, k: int, shifts: list[float]) -> bool:
    """True when each copy of char k starts one advance after the glyph before it."""
    obj = R.FPDFText_GetTextObject(tp, k)
    matrix = R.FS_MATRIX()
    if not R.FPDFPageObj_GetMatrix(obj, ctypes.byref(matrix)):
        return False
    _, size = _font_key(obj)
    width = ctypes.c_float()
    font = R.FPDFTextObj_GetFont(obj)
    if not R.FPDFFont_GetGlyphWidth(
        font, R.FPDFText_GetUnicode(tp, k), ctypes.c_float(size), ctypes.byref(width)
    ):
        return False
    advance = width.value * abs(matrix.a)
    steps = [b - a for a, b in zip([0.0, *shifts[:-1]], shifts, strict=True)]
    return advance > 0 and all(abs(step - advance) <= 0.25 * advance for step in steps)


def _in_gap(tp, k: int, chars: str, glue: tuple[float, float, float]) -> bool:
    """True when char k is a space pdfium generated and the next glyph starts where the
    restored glyph ends (within a tenth of the type size): the gap was the glyph's own."""
    j = k + 1
    if j >= len(chars) or chars[j] in _SPACE_LIKE or chars[j] in _BREAKS:
        return False
    if R.FPDFText_IsGenerated(tp, k) != 1:
        return False
    ox, oy = ctypes.c_double(), ctypes.c_double()
    R.FPDFText_GetCharOrigin(tp, j, ctypes.byref(ox), ctypes.byref(oy))
    end_x, end_y, size = glue
    return abs(oy.value - end_y) < 0.1 * size and abs(ox.value - end_x) < 0.1 * size


def _dupe(
    seen: dict[tuple[str, int, int], tuple[float, float]], ch: str, x0: float, y0: float
) -> bool:
    """True when the same glyph was kept within 1 pt."""
    gx, gy = round(x0), round(y0)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            p = seen.get((ch, gx + dx, gy + dy))
            if p and abs(p[0] - x0) <= 1.0 and abs(p[1] - y0) <= 1.0:
                return True
    return False


def _rows(frags: list[_Frag]) -> list[_Row]:
    """Fragments → rows in reading order.

    A fragment joins an earlier row at the same height (sharing ROW_OVERLAP of the smaller
    height) that it does not overlap horizontally, unless both are single prose lines: two
    prose lines side by side belong to two columns, and the gutter between them is noted.
    (A prose cell joining a row that already has several cells is a table row: Costco 10-K
    p. 71 lists subsidiary, state and name under which it does business.) Rows are then
    read top to bottom (producers often draw the footer first: DFM 2025 p. 7), and, when
    two or more gutters were seen, column by column between full-width rows.
    """
    rows: list[_Row] = []
    row_of: dict[int, _Row] = {}  # id(fragment) → its row
    # Prose side by side: (row, fragment, right line's x0, gap in line heights).
    pairs: list[tuple[_Row, _Frag, float, float]] = []
    for f in frags:
        best, best_overlap = None, 0.0
        h = f.bottom - f.top
        for r in rows[-80:]:
            overlap = min(f.bottom, r.bottom) - max(f.top, r.top)
            if overlap <= ROW_OVERLAP * min(h, r.bottom - r.top):
                continue
            if any(f.x0 < g.x1 - 0.5 and g.x0 < f.x1 - 0.5 for g in r.frags):
                continue
            if len(r.frags) == 1 and f.prose() and r.prose():
                g = r.frags[0]
                first, second = (g, f) if g.x0 < f.x0 else (f, g)
                pairs.append((r, f, second.x0, (second.x0 - first.x1) / max(h, 1.0)))
                continue
            if overlap > best_overlap:
                best, best_overlap = r, overlap
        if best is None:
            best = _Row([f], f.top, f.bottom)
            rows.append(best)
        else:
            best.frags.append(f)
            best.frags.sort(key=lambda g: g.x0)
            best.top, best.bottom = min(best.top, f.top), max(best.bottom, f.bottom)
        row_of[id(f)] = best
    # Columns: at least two pairs whose right line starts at the same x (a column edge),
    # with lines that mostly run up to the gutter (half the gaps within GUTTER_MAX line
    # heights). Otherwise the pairs are one line with a wide gap (MSFT 10-K p. 20: a bold
    # run-in heading 1.4 em before its sentence) or a table of words (3M 10-K p. 1: class
    # of notes | exchange, 15 line heights apart): join them back.
    edges = [x for _, _, x, _ in pairs]
    edge = max(edges, key=lambda e: sum(abs(x - e) <= 3 for x in edges), default=0.0)
    same_edge = [(x, gap) for _, _, x, gap in pairs if abs(x - edge) <= 3]
    gaps = sorted(gap for _, gap in same_edge)
    if len(same_edge) < 2 or gaps[(len(gaps) - 1) // 2] > GUTTER_MAX:
        for r, f, _, _ in pairs:
            mine = row_of[id(f)]
            if mine is not r and mine.frags == [f] and mine in rows:
                if any(f.x0 < g.x1 - 0.5 and g.x0 < f.x1 - 0.5 for g in r.frags):
                    continue
                rows.remove(mine)
                r.frags = sorted([*r.frags, f], key=lambda g: g.x0)
                r.top, r.bottom = min(r.top, f.top), max(r.bottom, f.bottom)
                row_of[id(f)] = r
        rows.sort(key=lambda r: r.top)  # stable: rows at one height keep drawing order
        return rows
    rows.sort(key=lambda r: r.top)
    gutter = min(x for x, _ in same_edge) - 0.5
    # A short last line of a paragraph joined the other column's line at its height (it
    # is no prose on its own): split such rows back at the gutter.
    split: list[_Row] = []
    for r in rows:
        left_part = [g for g in r.frags if g.x1 <= gutter]
        right_part = [g for g in r.frags if g.x0 >= gutter]
        clean = left_part and right_part and len(left_part) + len(right_part) == len(r.frags)
        if clean and any(g.prose() for g in r.frags):
            split.append(_Row(left_part, r.top, r.bottom))
            split.append(_Row(right_part, r.top, r.bottom))
            continue
        split.append(r)
    rows = split
    out: list[_Row] = []
    left: list[_Row] = []
    right: list[_Row] = []
    for r in rows:
        if r.frags[-1].x1 <= gutter:
            left.append(r)
        elif r.frags[0].x0 >= gutter:
            right.append(r)
        else:  # a full-width row (title, table, footer) closes the columns above it
            out += left + right + [r]
            left, right = [], []
    return out + left + right


def read_pdf(pdf: Path | str, first: int = 1, last: int | None = None) -> list[PageResult]:
    """Pages first..last (1-based, inclusive) of a PDF; pdfium errors propagate."""
    doc = pdfium.PdfDocument(str(pdf))
    try:
        last = len(doc) if last is None else last
        out = []
        for i in range(first, last + 1):
            page = doc[i - 1]
            try:
                out.append(read_page(page, i))
            finally:
                page.close()
        return out
    finally:
        doc.close()
