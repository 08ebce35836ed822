"""The preview's pictures as pictures: the examples' golden SVGs rendered by rsvg-convert and a
storyboard rendered by headless Chromium, their pixels read back where the SVG contract
says the frames are: bars in their colors, text where text is drawn.

The binary is SCREENKIT_BIN, else .build/debug/screenkit.
"""
import os
import pathlib
import re
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest
from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SCREENKIT_BIN", str(ROOT / ".build" / "debug" / "screenkit"))
SVG = "{http://www.w3.org/2000/svg}"
GOLDENS = sorted((ROOT / "Docs" / "previews").glob("*.svg"))
# The storyboard's header is this tall; the board starts right under it.
HEADER_HEIGHT = 80


def color(text):
    text = text.lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def close(pixel, expected, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], expected))


def elements(svg_root):
    """(name, frame, frame fill) of every element, by the contract."""
    for group in svg_root.iter(SVG + "g"):
        if "data-element" in group.attrib:
            rect = group.find(SVG + "rect")
            frame = tuple(float(rect.attrib[key]) for key in ("x", "y", "width", "height"))
            yield group.attrib["data-element"], frame, rect.attrib.get("fill", "none")


def ink(image, frame, background, origin=(0, 0), scale=1.0):
    """How many pixels inside `frame` differ clearly from `background`."""
    x, y, width, height = frame
    left, top = int(origin[0] + x * scale), int(origin[1] + y * scale)
    right, bottom = int(origin[0] + (x + width) * scale), int(origin[1] + (y + height) * scale)
    count = 0
    for py in range(max(0, top), min(image.height, bottom)):
        for px in range(max(0, left), min(image.width, right)):
            if not close(image.getpixel((px, py)), background, 60):
                count += 1
    return count


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda path: path.stem)
def test_rsvg_draws_the_bars_in_their_colors_and_the_text(golden, tmp_path):
    png = tmp_path / (golden.stem + ".png")
    subprocess.run(["rsvg-convert", str(golden), "-o", str(png)], check=True, timeout=60)
    image = Image.open(png).convert("RGB")
    root = ElementTree.parse(golden).getroot()
    assert image.size == (int(float(root.attrib["width"])), int(float(root.attrib["height"])))
    checked_bars = 0
    for name, (x, y, width, height), fill in elements(root):
        if name.endswith("Bar") and fill.startswith("#"):
            pixel = image.getpixel((int(x + 5), int(y + 5)))
            assert close(pixel, color(fill)), f"{golden.stem} {name} at {(x, y)}: {pixel} is not {fill}"
            checked_bars += 1
        if name in ("Cell", "Label"):
            background = color(fill) if fill.startswith("#") else color(root.find(SVG + "rect").attrib["fill"])
            assert ink(image, (x, y, width, height), background) > 40, f"{golden.stem}: the text of a {name} at {(x, y)} is missing"
    assert checked_bars >= 2


def test_chromium_draws_the_storyboard(tmp_path):
    workspace = tmp_path / "app"
    workspace.mkdir()
    (workspace / "app.screen").write_text(
        'screen Home {\n'
        '    StatusBar { style: darkContent }\n'
        '    NavigationBar { title: "首頁 🏠"; barTint: #FF0000 }\n'
        '    Label "Welcome to the app" { font: title }\n'
        '    Button "Play" { style: filled; presents: Player }\n'
        '    TabBar { barTint: #00FF00; Tab "Home" { screen: Home }; Tab "Feed" { screen: Feed } }\n'
        '}\n'
        'screen Feed {\n'
        '    StatusBar\n'
        '    NavigationBar { title: "Feed" }\n'
        '    TableView { Cell "First post" { pushes: Home } }\n'
        '    TabBar { barTint: #00FF00; Tab "Home" { screen: Home }; Tab "Feed" { screen: Feed } }\n'
        '}\n'
        'screen Player {\n'
        '    presentation: modal\n'
        '    appearance: dark\n'
        '    StatusBar { style: lightContent }\n'
        '    NavigationBar { title: "Now Playing"; barTint: #0000FF; Button "Done" { style: done } }\n'
        '    Label "Here Comes the Sun" { font: headline }\n'
        '}\n', encoding="utf-8")
    page = tmp_path / "storyboard.html"
    run = subprocess.run([BINARY, "preview", str(workspace), "--format", "html", "--output", str(page)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    html = page.read_text(encoding="utf-8")
    assert "<link" not in html and "src=" not in html, "the page is self-contained"
    links = set(re.findall(r'data-from="(\w+)" data-to="(\w+)" data-kind="(\w+)"', html))
    assert {("Home", "Player", "presents"), ("Home", "Feed", "tab"), ("Feed", "Home", "tab"), ("Feed", "Home", "pushes")} <= links

    board = re.search(r'<div id="board" style="width:([\d.]+)px;height:([\d.]+)px"', html)
    width, height = int(float(board.group(1))), int(float(board.group(2)))
    png = tmp_path / "storyboard.png"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                    f"--window-size={width},{HEADER_HEIGHT + height}", f"--screenshot={png}", page.as_uri() + "#zoom=1"],
                   check=True, capture_output=True, timeout=120)
    image = Image.open(png).convert("RGB")

    screens = {}
    for match in re.finditer(r'(<svg xmlns="http://www.w3.org/2000/svg"[^>]*data-screen="(\w+)"[^>]*style="left:([\d.]+)px;top:([\d.]+)px"[^>]*>.*?</svg>)', html, re.S):
        screens[match.group(2)] = (ElementTree.fromstring(match.group(1)), (float(match.group(3)), HEADER_HEIGHT + float(match.group(4))))
    assert set(screens) == {"Home", "Feed", "Player"}
    expected = {("Home", "NavigationBar"): "#FF0000", ("Home", "TabBar"): "#00FF00", ("Feed", "TabBar"): "#00FF00",
                ("Player", "NavigationBar"): "#0000FF"}
    for (screen, bar), fill in expected.items():
        root, origin = screens[screen]
        (x, y, _, _) = next(frame for name, frame, _ in elements(root) if name == bar)
        pixel = image.getpixel((int(origin[0] + x + 5), int(origin[1] + y + 5)))
        assert close(pixel, color(fill)), f"{screen} {bar}: {pixel} is not {fill}"
    # The dark screen is drawn dark; labels show their text on both.
    root, origin = screens["Player"]
    label = next(frame for name, frame, _ in elements(root) if name == "Label")
    assert close(image.getpixel((int(origin[0] + label[0] + label[2] - 4), int(origin[1] + label[1] + 2))), (0, 0, 0))
    assert ink(image, label, (0, 0, 0), origin) > 40
    root, origin = screens["Home"]
    label = next(frame for name, frame, _ in elements(root) if name == "Label")
    assert ink(image, label, (255, 255, 255), origin) > 40


def test_a_click_shows_the_source_line_and_the_findings(tmp_path):
    page = tmp_path / "examples.html"
    subprocess.run([BINARY, "preview", str(ROOT / "Docs" / "examples"), "--format", "html", "--output", str(page)], check=True, timeout=60)
    line = next(number for number, text in enumerate((ROOT / "Docs" / "examples" / "notes.screen").read_text(encoding="utf-8").splitlines(), 1)
                if text.strip().startswith('Alert "Error"'))
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.as_uri() + f"#show=NotesEditor:{line}"],
                         check=True, capture_output=True, text=True, timeout=120).stdout
    panel = re.search(r'<aside id="details">(.*?)</aside>', dom, re.S)
    assert panel, "the panel is shown"
    assert "NotesEditor · Alert" in panel.group(1)
    assert f"notes.screen:{line}" in panel.group(1)
    assert 'Alert "Error" {' in panel.group(1)
    assert "[alert-generic-title]" in panel.group(1)
