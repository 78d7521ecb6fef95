"""The review page in headless Chromium: click a quote, see it highlighted (issue 6).

Needs the Debian packages chromium and chromium-driver (`scripts/ensure_chromium.sh`,
run by `make test`, installs them when root) and selenium (dev extra). Skipped with the
reason when either is missing.

Run as a script to take the README screenshot of a review page:

    .venv/bin/python tests/test_browser.py PAGE.html docs/ferlac-memo.png [FACT_ID]
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FERLAC = ROOT / "reports" / "ferlac.pdf"

# The machine's network is closed: without these Chromium waits on background services.
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
)


def _binaries() -> tuple[str, str] | str:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        return (
            "chromium and chromium-driver are not installed "
            "(run scripts/ensure_chromium.sh as root, or apt-get install them)"
        )
    return browser, driver


def open_browser(width: int = 1400, height: int = 900):  # type: ignore[no-untyped-def]
    """A headless Chromium driven by selenium, with a fresh profile in a temporary dir."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    found = _binaries()
    if isinstance(found, str):
        raise RuntimeError(found)
    browser, driver = found
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="analyste-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    drv = webdriver.Chrome(service=Service(driver), options=options)
    drv.set_page_load_timeout(30)
    drv._analyste_profile = profile  # type: ignore[attr-defined]
    return drv


def close_browser(drv) -> None:  # type: ignore[no-untyped-def]
    try:
        drv.quit()
    finally:
        shutil.rmtree(getattr(drv, "_analyste_profile", ""), ignore_errors=True)


def click_source(drv, page: Path, fact_id: str):  # type: ignore[no-untyped-def]
    """Load the page, click the first link to `fact_id`; the highlight elements shown."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    drv.get(page.resolve().as_uri())
    link = drv.find_element(By.CSS_SELECTOR, f'#memo a.src[href="#fact-{fact_id}"]')
    link.click()
    section = drv.find_element(By.ID, f"fact-{fact_id}")
    WebDriverWait(drv, 10).until(ec.visibility_of(section))
    return section.find_elements(By.CSS_SELECTOR, ".hl")


# ---------------------------------------------------------------- the test


@pytest.fixture(scope="module")
def driver() -> Iterator[object]:
    found = _binaries()
    if isinstance(found, str):
        pytest.skip(found)
    pytest.importorskip("selenium", reason="selenium is not installed (pip install -e .[dev])")
    drv = open_browser()
    try:
        yield drv
    finally:
        close_browser(drv)


@pytest.fixture(scope="module")
def review_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The review page of a hand-built Ferlac memo over the committed Ferlac filing."""
    from review_fixtures import ferlac_home

    from analyste.review import load_review
    from analyste.review.html import write_html

    root = tmp_path_factory.mktemp("browser")
    where = ferlac_home(root, FERLAC)
    out, _size = write_html(load_review("ferlac", where), root / "ferlac.html")
    return out


def test_clicking_a_quote_shows_it_highlighted_on_its_page(driver, review_page: Path) -> None:
    from PIL import Image

    highlights = click_source(driver, review_page, "Q-ferlac-1")
    assert highlights, "no highlight element in the quote's panel"
    shown = [h for h in highlights if h.is_displayed()]
    assert shown, "the highlight is in the page but not displayed"
    for h in shown:
        assert h.size["width"] > 20 and h.size["height"] > 5
    # the highlight is drawn over the page image: its region of the screenshot holds
    # the highlight's yellow and the dark ink of the quoted words, not a blank area
    first = shown[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", first)
    png = review_page.with_suffix(".png")
    # The page image is a CSS background decoded asynchronously: on a loaded machine the
    # first screenshot may come before it is painted (ink 0 under a yellow highlight).
    for _attempt in range(10):
        driver.save_screenshot(str(png))
        rect = driver.execute_script(
            "var r = arguments[0].getBoundingClientRect();"
            "return [r.left, r.top, r.right, r.bottom, window.innerWidth, window.innerHeight];",
            first,
        )
        image = Image.open(png).convert("RGB")
        sx, sy = image.width / rect[4], image.height / rect[5]
        box = (
            int(rect[0] * sx) + 3,
            int(rect[1] * sy) + 3,
            int(rect[2] * sx) - 3,
            int(rect[3] * sy) - 3,
        )
        assert box[2] > box[0] and box[3] > box[1], f"highlight outside the viewport: {rect}"
        raw = image.crop(box).tobytes()
        pixels = [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]
        # rgba(255, 208, 0, .42) multiplied over white paper: about (255, 235, 148)
        yellow = sum(1 for r, g, b in pixels if r > 200 and g > 180 and r - b > 60)
        ink = sum(1 for r, g, b in pixels if r + g + b < 250)
        if ink > 0.01 * len(pixels):
            break
        time.sleep(0.5)
    assert yellow > 0.3 * len(pixels), f"highlight colour missing: {yellow}/{len(pixels)}"
    assert ink > 0.01 * len(pixels), f"no text under the highlight: {ink}/{len(pixels)}"


def test_a_ratio_shows_its_inputs_boxed_on_the_statement(driver, review_page: Path) -> None:
    from selenium.webdriver.common.by import By

    driver.get(review_page.resolve().as_uri())
    driver.find_element(By.CSS_SELECTOR, '#memo a.src[href="#fact-R-ferlac-net_debt"]').click()
    section = driver.find_element(By.ID, "fact-R-ferlac-net_debt")
    boxes = [b for b in section.find_elements(By.CSS_SELECTOR, ".box") if b.is_displayed()]
    assert len(boxes) == 6  # long_term_debt, short_term_debt, cash × 2 years
    assert all(b.size["width"] > 10 for b in boxes)


def test_keys_walk_the_sources_and_escape_closes(driver, review_page: Path) -> None:
    from selenium.webdriver.common.by import By

    driver.get(review_page.resolve().as_uri())
    body = driver.find_element(By.TAG_NAME, "body")
    shown = lambda: [  # noqa: E731
        s.get_attribute("id")
        for s in driver.find_elements(By.CSS_SELECTOR, "section.fact")
        if s.is_displayed()
    ]
    assert shown() == []
    body.send_keys("n")
    assert shown() == ["fact-R-ferlac-net_debt"]
    body.send_keys("n")
    assert shown() == ["fact-Q-ferlac-1"]
    body.send_keys("p")
    assert shown() == ["fact-R-ferlac-net_debt"]
    body.send_keys("\ue00c")  # Escape
    assert shown() == []


def test_page_written_with_a_fact_opens_on_it(driver, review_page: Path) -> None:
    from selenium.webdriver.common.by import By

    from analyste.review import load_review
    from analyste.review.html import write_html
    from analyste.settings import Paths

    out, _size = write_html(
        load_review("ferlac", Paths(review_page.parent)),
        review_page.with_name("open.html"),
        open_fact="Q-ferlac-2",
    )
    driver.get(out.resolve().as_uri())
    section = driver.find_element(By.ID, "fact-Q-ferlac-2")
    assert section.is_displayed()
    assert [h for h in section.find_elements(By.CSS_SELECTOR, ".hl") if h.is_displayed()]


def test_without_scripts_a_click_still_shows_the_quote(driver, review_page: Path) -> None:
    """A mail client or a locked-down browser may block scripts: CSS :target alone."""
    from selenium.webdriver.common.by import By

    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(review_page.resolve().as_uri())
        assert "js" not in (driver.find_element(By.TAG_NAME, "body").get_attribute("class") or "")
        driver.find_element(By.CSS_SELECTOR, '#memo a.src[href="#fact-Q-ferlac-1"]').click()
        section = driver.find_element(By.ID, "fact-Q-ferlac-1")
        assert section.is_displayed()
        assert [h for h in section.find_elements(By.CSS_SELECTOR, ".hl") if h.is_displayed()]
        assert not driver.find_element(By.ID, "hint").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


# ---------------------------------------------------------------- issue 13: the page's first view

DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def read_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Ferlac review page with the statement reading recorded (constructed: the
    reader of this branch leaves `reading` empty), as the statements issue will fill it."""
    from review_fixtures import ferlac_home

    from analyste.review import load_review
    from analyste.review.html import write_html
    from analyste.schema import FactsFile, FieldRef, Reading, StatementFound, load, save

    root = tmp_path_factory.mktemp("browser-read")
    where = ferlac_home(root, FERLAC)
    ff = load(FactsFile, where.facts_json("ferlac"))
    ff.reading = Reading(
        statements=[
            StatementFound(statement="income", pages=[5]),
            StatementFound(statement="balance", pages=[6]),
            StatementFound(statement="cashflow", pages=[7]),
        ],
        checks_passed=10,
        checks_total=11,
        failed_checks=["pont des flux 2024 : écart de 10 k€ entre flux et variation"],
        unconfirmed=[FieldRef(year=2025, field="long_term_debt")],
    )
    for year in ff.sources.values():
        for name, src in year.items():
            src.status = "unconfirmed" if name == "long_term_debt" else "confirmed"
    net_debt = next(f for f in ff.facts if f.id == "R-ferlac-net_debt")
    net_debt.data["name"] = "net_debt"
    covenant = next(f for f in ff.facts if f.id == "Q-ferlac-2")
    covenant.data["why"] = "covenant : « covenant » (règle du lexique hors ligne)"
    save(ff, where.facts_json("ferlac"))
    out, _size = write_html(load_review("ferlac", where), root / "ferlac.html")
    return out


def _in_view(driver, element, whole: bool = True) -> bool:  # type: ignore[no-untyped-def]
    """In the window: wholly, or (a page image taller than the pane) from its top."""
    top, bottom, height = driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return [r.top, r.bottom, window.innerHeight];",
        element,
    )
    return top >= 0 and bottom > top and (bottom <= height if whole else top < height - 100)


def _keep(driver, name: str) -> None:  # type: ignore[no-untyped-def]
    """docs/<name> when ANALYSTE_SCREENSHOTS is set (the committed pictures come from here)."""
    import os

    if os.environ.get("ANALYSTE_SCREENSHOTS"):
        driver.save_screenshot(str(DOCS / name))


def test_page_opens_with_key_figures_and_a_statement_page(driver, read_page: Path) -> None:
    """The newcomer's page opened on a blank right pane and no figure in sight."""
    from selenium.webdriver.common.by import By

    driver.get(read_page.resolve().as_uri())
    table = driver.find_element(By.CSS_SELECTOR, "#key-figures table.keyfig")
    assert _in_view(driver, table)
    rows = table.find_elements(By.TAG_NAME, "tr")
    assert [c.text for c in rows[0].find_elements(By.TAG_NAME, "th")] == [
        "chiffre",
        "2025",
        "2024",
        "variation",
        "lecture",
    ]
    cells = [c.text for c in rows[1].find_elements(By.TAG_NAME, "td")]
    assert cells == ["R-ferlac-net_debt Dette nette", "79 700 k€", "71 500 k€", "+8 200 k€",
                     "non confirmé"]  # fmt: skip
    reading = driver.find_element(By.ID, "reading").text
    assert "contrôles réussis : 10/11" in reading
    assert "pont des flux 2024" in reading
    first = driver.find_element(By.CSS_SELECTOR, "#viewer .default-page .page")
    assert first.is_displayed() and _in_view(driver, first, whole=False)
    assert "bilan" not in first.get_attribute("class")  # an image class, not a caption
    caption = driver.find_element(By.CSS_SELECTOR, "#viewer .default-page figcaption").text
    assert "page 5" in caption and "compte de résultat" in caption
    _keep(driver, "review-opening.png")


def test_after_a_click_the_quote_its_reason_and_its_box_are_in_view(
    driver, read_page: Path
) -> None:
    """Centring the highlight in the pane pushed the quote's text out of sight."""
    from selenium.webdriver.common.by import By

    highlights = click_source(driver, read_page, "Q-ferlac-2")
    section = driver.find_element(By.ID, "fact-Q-ferlac-2")
    assert not driver.find_element(By.CSS_SELECTOR, ".default-page").is_displayed()
    text = section.find_element(By.CSS_SELECTOR, ".facttext")
    reason = section.find_element(By.CSS_SELECTOR, ".why")
    shown = [h for h in highlights if h.is_displayed()]
    assert shown and _in_view(driver, text) and _in_view(driver, reason)
    assert _in_view(driver, shown[0])
    title = section.find_element(By.CSS_SELECTOR, "h2")
    assert _in_view(driver, title)
    _keep(driver, "review-quote-click.png")


def test_small_type_pages_render_sharper() -> None:
    """10-K statements in ~8-point type blurred at 110 dpi; ordinary pages keep 110 dpi
    (a review page of two dozen pages stays a few MB)."""
    from fpdf import FPDF

    from analyste.review.html import DENSE_DPI, DPI, _Images
    from analyste.review.locate import PdfPages

    font = ROOT / "scripts" / "fonts" / "DejaVuSans.ttf"
    pdf = FPDF()
    pdf.add_font("DejaVu", "", str(font))
    for size in (11, 7):
        pdf.add_page()
        pdf.set_font("DejaVu", size=size)
        for k in range(30):
            line = f"Line {k} Total net revenues 12,345 11,234 10,987"
            pdf.cell(0, size / 2, line, new_x="LMARGIN", new_y="NEXT")
    path = Path(tempfile.mkdtemp()) / "types.pdf"
    pdf.output(str(path))
    with PdfPages(path) as pages:
        images = _Images.__new__(_Images)
        assert images.dpi(pages, 1) == DPI
        assert images.dpi(pages, 2) == DENSE_DPI


# ---------------------------------------------------------------- screenshot


def screenshot(page: Path, png: Path, fact_id: str = "Q-ferlac-2") -> None:
    """The README picture: the memo on the left, the quote on its page on the right."""
    drv = open_browser(1400, 860)
    try:
        click_source(drv, page, fact_id)
        # the clicked id mid-height in the memo, as a reader who just clicked it sees it
        drv.execute_script(
            "document.querySelector('#memo a.src.active').scrollIntoView({block: 'center'})"
        )
        drv.save_screenshot(str(png))
    finally:
        close_browser(drv)


if __name__ == "__main__":
    screenshot(Path(sys.argv[1]), Path(sys.argv[2]), *sys.argv[3:4])
