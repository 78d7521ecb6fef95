"""Documents → chunks with stable ids: the input side of `ask`.

A Markdown document carries a front-matter header (ARCHITECTURE.md, "Policy corpus"):
doc_id, title, type, version, in_force_from, in_force_to, audience, language. A file
without one is still indexed (doc_id from the file name, audience staff, no dates) with a
warning. A PDF (e.g. `--corpus reports/`) is read through analyste.pages (cached in
facts/<slug>/pages.json) and cut into one chunk per page, or per paragraph group on a long
page, each citing its page.

Chunks follow the structure: one chunk per Markdown section (heading path kept as the
section name), long sections cut between paragraphs. A chunk id is the first 12 hex digits
of sha256(doc_id, version, chunk text): stable across runs and machines, and a new version
of a document gets new ids even where the text did not change, so that a citation always
says which version it read.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from analyste.errors import BadInput

FIELDS = (
    "doc_id",
    "title",
    "type",
    "version",
    "in_force_from",
    "in_force_to",
    "audience",
    "language",
)
AUDIENCES = ("staff", "public")
# A section longer than this is cut between paragraphs; about 300 tokens, so that a
# passage stays specific enough to be cited and several fit in the context.
MAX_CHUNK_CHARS = 1400


@dataclass(frozen=True)
class Chunk:
    id: str
    doc_id: str
    version: str
    section: str
    text: str
    page: int | None = None
    ordinal: int = 0


@dataclass
class Document:
    path: str
    doc_id: str
    title: str
    type: str
    version: str
    in_force_from: date | None
    in_force_to: date | None
    audience: str
    language: str
    chunks: list[Chunk] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def in_force(self, on: date) -> bool:
        if self.in_force_from and on < self.in_force_from:
            return False
        return not (self.in_force_to and on > self.in_force_to)


def chunk_id(doc_id: str, version: str, text: str) -> str:
    """12 lowercase hex digits from the document, its version and the chunk text."""
    digest = hashlib.sha256("\x1f".join((doc_id, version, text)).encode("utf-8"))
    return digest.hexdigest()[:12]


def parse_date(value: str, where: Path | str, key: str) -> date | None:
    value = value.strip().strip('"').strip("'")
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise BadInput(where, f"{key}: {value!r} is not a date (YYYY-MM-DD)") from None


def split_front_matter(text: str) -> tuple[dict[str, str] | None, str]:
    """(header fields or None, body). The header is `key: value` lines between `---` lines."""
    if not text.startswith("---"):
        return None, text
    lines = text.splitlines()
    for end in range(1, len(lines)):
        if lines[end].strip() == "---":
            break
    else:
        return None, text
    meta: dict[str, str] = {}
    for line in lines[1:end]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if sep:
            meta[key.strip()] = value.strip().strip('"').strip("'")
    return meta, "\n".join(lines[end + 1 :])


def read_markdown(path: Path) -> Document:
    """One Markdown document, chunked; BadInput on a header that cannot be used."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise BadInput(path, "not UTF-8 text") from None
    meta, body = split_front_matter(text)
    warnings: list[str] = []
    if meta is None:
        warnings.append(
            f"{path}: no front matter; indexed as doc_id {path.stem!r}, audience staff, no dates"
        )
        meta = {}
    audience = meta.get("audience") or "staff"
    if audience not in AUDIENCES:
        raise BadInput(path, f"audience: {audience!r} is not staff or public")
    title = meta.get("title") or _first_heading(body) or path.stem
    doc = Document(
        path=str(path),
        doc_id=meta.get("doc_id") or path.stem,
        title=title,
        type=meta.get("type") or "document",
        version=meta.get("version") or "",
        in_force_from=parse_date(meta.get("in_force_from", ""), path, "in_force_from"),
        in_force_to=parse_date(meta.get("in_force_to", ""), path, "in_force_to"),
        audience=audience,
        language=meta.get("language") or "fr",
        warnings=warnings,
    )
    doc.chunks = chunk_markdown(body, doc.doc_id, doc.version, title)
    return doc


def _first_heading(body: str) -> str:
    m = re.search(r"^#\s+(.+)$", body, flags=re.M)
    return m.group(1).strip() if m else ""


_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def chunk_markdown(body: str, doc_id: str, version: str, title: str) -> list[Chunk]:
    """One chunk per section (heading path as its name); long sections cut by paragraph."""
    sections: list[tuple[str, list[str]]] = []
    path: list[tuple[int, str]] = []
    current: list[str] = []
    name = ""

    def flush() -> None:
        text = "\n".join(current).strip()
        if text:
            sections.append((name, [text]))

    for line in body.splitlines():
        m = _HEADING.match(line)
        if m:
            flush()
            current = []
            level, heading = len(m.group(1)), m.group(2).strip()
            path = [(lv, h) for lv, h in path if lv < level] + [(level, heading)]
            # The document title (the H1) adds nothing to the section name: the header
            # already carries the title.
            name = " > ".join(h for lv, h in path if not (lv == 1 and h == title)) or title
            continue
        current.append(line)
    flush()

    chunks: list[Chunk] = []
    for section, (text,) in sections:
        for part in _cut(text):
            chunks.append(
                Chunk(
                    id=chunk_id(doc_id, version, part),
                    doc_id=doc_id,
                    version=version,
                    section=section,
                    text=part,
                    ordinal=len(chunks),
                )
            )
    return chunks


def _cut(text: str, limit: int = MAX_CHUNK_CHARS) -> list[str]:
    """Paragraph groups of at most `limit` characters (a longer paragraph stays whole)."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    parts: list[str] = []
    for p in paragraphs:
        if parts and len(parts[-1]) + len(p) + 2 <= limit:
            parts[-1] += "\n\n" + p
        else:
            parts.append(p)
    return parts


# A number the page layout cut at a line end, inside a sentence ("s'établit à 9\n940 k€").
_CUT_NUMBER = re.compile(r"(?<=[^\W\d] )(\d{1,3})\n(\d{3})(?=[\s,.;)]|$)")


def mend_cut_numbers(text: str) -> str:
    """`text` with the numbers pdfplumber cut at a line end joined again ("9 940")."""
    return _CUT_NUMBER.sub(r"\1 \2", text)


def read_pdf(path: Path) -> Document:
    """A PDF: one chunk per page (or per paragraph group on a long page), citing the page."""
    from analyste.pages import extract

    pages = extract(path)
    doc = Document(
        path=str(path),
        doc_id=path.stem,
        title=_pdf_title(pages.pages[0].text if pages.pages else "", path.stem),
        type="filing",
        version=pages.sha256[:12],
        in_force_from=None,
        in_force_to=None,
        audience="staff",
        language=pdf_language([p.text for p in pages.pages]),
    )
    for page in pages.pages:
        text = mend_cut_numbers(page.text.strip())
        if not text:
            continue
        # pdfplumber gives one line per printed line: join the lines of a paragraph so
        # that a sentence is not cut by the page layout.
        for part in _cut(text, limit=MAX_CHUNK_CHARS * 2):
            doc.chunks.append(
                Chunk(
                    id=chunk_id(doc.doc_id, doc.version, f"p{page.number}\n{part}"),
                    doc_id=doc.doc_id,
                    version=doc.version,
                    section=f"page {page.number}",
                    text=part,
                    page=page.number,
                    ordinal=len(doc.chunks),
                )
            )
    return doc


def pdf_language(texts: list[str]) -> str:
    """The language a filing is written in (its first pages), French when they cannot
    tell: an answer is drawn from the question's language's documents first."""
    from analyste.claims import guess_language

    return guess_language(" ".join(texts)[:20000]) or "fr"


def _pdf_title(first_page: str, fallback: str) -> str:
    for line in first_page.splitlines():
        if line.strip():
            return line.strip()[:120]
    return fallback


def read_document(path: Path) -> Document:
    if path.suffix.lower() == ".pdf":
        return read_pdf(path)
    return read_markdown(path)


def corpus_files(folder: Path) -> list[Path]:
    """The documents of a corpus folder, in a stable order (questions files excluded)."""
    if not folder.is_dir():
        raise BadInput(folder, "no such corpus folder")
    found = [
        p
        for p in folder.rglob("*")
        if p.is_file()
        and p.suffix.lower() in (".md", ".markdown", ".pdf")
        and not any(part.startswith(".") for part in p.relative_to(folder).parts)
        and p.name.lower() not in ("readme.md",)
    ]
    return sorted(found)
