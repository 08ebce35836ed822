#!/usr/bin/env python3
"""Writes realistic .screen text of a given size, for benchmarks.

Usage: generate_screens.py OUTPUT --megabytes N            one file of about N MB
       generate_screens.py OUTPUT --lines N                 one file of about N lines
       generate_screens.py FOLDER --screens N --files M     a workspace of N screens in M files
Each form takes --cells N: N more cells in each screen's table (default 0), for screens of
realistic length; `--screens 1000 --files 100 --cells 100` writes about 10 MB.
--mistakes N plants about N findings per 100 lines: lines of the template are swapped for the
mistakes people make (a lowercase button title, a misspelt property or screen name, a generic
search placeholder, a modal screen with no way out, ...), each of which one rule reports.
--small writes small screens (about 140 bytes each, no findings) instead of the template.
"""
import argparse
import os
import random

TEMPLATE = """// Screen {index}: generated for benchmarks.
screen {name} {{
    device: iphone
    StatusBar {{ style: darkContent }}
    NavigationBar {{
        title: "收件匣 {index} 📬"
        BackButton "{parent_title}"
        Button "Edit" {{ placement: trailing }}
    }}
    SearchBar {{ placeholder: "Search mail and contacts" }}
    TableView {{
        style: plain
        Cell "Alice Chen" {{ subtitle: "Lunch on Friday?" accessory: disclosureIndicator pushes: {child} }}
        Cell "陳小明" {{ subtitle: "週五午餐？😀" accessory: disclosureIndicator }}
        Cell "Bob" {{ subtitle: "Re: the plan" image: "person.circle" }}
{cells}    }}
    Toolbar {{
        Button {{ icon: "square.and.pencil" }}
        FlexibleSpace
        Label "Updated just now"
    }}
}}
"""


# The template's lines that a mistake replaces, and the mistaken line: each is one finding of
# one rule, as users write them. Applied in this order, as many per screen as --mistakes asks.
MISTAKES = [
    ('        Button "Edit" {{ placement: trailing }}\n',
     '        Button "edit all" {{ placement: trailing }}\n'),  # button-title-case
    ('    SearchBar {{ placeholder: "Search mail and contacts" }}\n',
     '    SearchBar {{ placeholder: "Search" }}\n'),  # search-placeholder-generic
    ('        Cell "Bob" {{ subtitle: "Re: the plan" image: "person.circle" }}\n',
     '        Cell "Bob" {{ subtitel: "Re: the plan" image: "person.circle" }}\n'),  # unknown-property
    ('        Label "Updated just now"\n',
     '        Label "Updated just now" {{ dynamicType: false }}\n'),  # label-fixed-font
    ('        Cell "陳小明" {{ subtitle: "週五午餐？😀" accessory: disclosureIndicator }}\n',
     '        Cell "陳小明" {{ subtitle: "週五午餐？😀" accessory: disclosureIndicator pushes: Screen{index}x }}\n'),  # unknown-screen
    ('        Button {{ icon: "square.and.pencil" }}\n',
     '        Button {{ icon: "square.and.pencil" presents: Compose{index} }}\n'),  # modal-without-dismiss (Compose has no Cancel)
    ('    StatusBar {{ style: darkContent }}\n',
     '    StatusBar {{ style: darkContent hidden: true }}\n'),  # status-bar-hidden
]

# The screen a `presents:` mistake opens: a form with no Cancel or Done button.
COMPOSE = """screen Compose{index} {{
    NavigationBar {{ title: "New Message" Button "Send" }}
    TextView
}}
"""

# A small screen, about 140 bytes, that no rule reports.
SMALL = """screen Item{index} {{
    NavigationBar {{ title: "Item {index}" }}
    Label "Hello, item {index}; welcome back"
    Button "Open" {{ pushes: Item{child} }}
}}
"""


# Extra cells, as a long inbox has: names, subtitles, accessories and the odd switch.
CELLS = [
    '        Cell "Message {n}" {{ subtitle: "Re: report {n}, page {page}" accessory: disclosureIndicator }}\n',
    '        Cell "會議 {n}" {{ subtitle: "下午三點，會議室 {page}" image: "calendar" }}\n',
    '        Cell "Notifications" {{\n            Switch "Notify me about {n}" {{ on: true }}\n        }}\n',
    '        Cell "Invoice {n}" {{ subtitle: "Due in {page} days" accessory: detailDisclosureButton }}\n',
]


def cells(index, count):
    return "".join(CELLS[n % len(CELLS)].format(n=index * count + n, page=n % 30 + 1) for n in range(count))


def screen(index, total, extra_cells=0, mistakes=0.0, small=False):
    if small:
        return SMALL.format(index=index, child=(index + 1) % total)
    parent = index - 1 if index > 0 else total - 1
    template = TEMPLATE
    if mistakes:
        # Spread fractional rates over screens: screen i gets floor((i+1)r) - floor(ir).
        lines = TEMPLATE.count("\n") + extra_cells
        rate = mistakes * lines / 100
        count = min(len(MISTAKES), int((index + 1) * rate) - int(index * rate))
        # Each screen starts at another mistake, so that every kind is made.
        for offset in range(count):
            line, mistaken = MISTAKES[(index + offset) % len(MISTAKES)]
            template = template.replace(line, mistaken)
            if "presents:" in mistaken:
                template += COMPOSE
    return template.format(
        index=index,
        name=f"Screen{index}",
        parent_title=f"收件匣 {parent} 📬",
        child=f"Screen{(index + 1) % total}",
        cells=cells(index, extra_cells),
    )


def write_until(path, limit_bytes=None, limit_lines=None, extra_cells=0, mistakes=0.0, small=False):
    sample = "".join(screen(index, 1, extra_cells, mistakes, small) for index in range(10))
    per_screen_bytes = len(sample.encode()) / 10
    per_screen_lines = sample.count("\n") / 10
    if limit_bytes is not None:
        total = max(1, int(limit_bytes // per_screen_bytes))
    else:
        total = max(1, int(limit_lines // per_screen_lines))
    with open(path, "w", encoding="utf-8") as out:
        for index in range(total):
            out.write(screen(index, total, extra_cells, mistakes, small))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--megabytes", type=float)
    parser.add_argument("--lines", type=int)
    parser.add_argument("--screens", type=int)
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--cells", type=int, default=0)
    parser.add_argument("--mistakes", type=float, default=0.0, help="findings per 100 lines")
    parser.add_argument("--small", action="store_true", help="small screens without findings")
    args = parser.parse_args()
    random.seed(1)
    if args.screens:
        os.makedirs(args.output, exist_ok=True)
        per_file = max(1, args.screens // args.files)
        for file_index in range(args.files):
            with open(os.path.join(args.output, f"part{file_index:04}.screen"), "w", encoding="utf-8") as out:
                for offset in range(per_file):
                    out.write(screen(file_index * per_file + offset, args.screens, args.cells, args.mistakes, args.small))
    elif args.lines:
        write_until(args.output, limit_lines=args.lines, extra_cells=args.cells, mistakes=args.mistakes, small=args.small)
    else:
        write_until(args.output, limit_bytes=int((args.megabytes or 50) * 1_000_000), extra_cells=args.cells,
                    mistakes=args.mistakes, small=args.small)


if __name__ == "__main__":
    main()
