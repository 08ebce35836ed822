#!/usr/bin/env python3
"""Writes realistic .screen text of a given size, for benchmarks.

Usage: generate_screens.py OUTPUT --megabytes N            one file of about N MB
       generate_screens.py OUTPUT --lines N                 one file of about N lines
       generate_screens.py FOLDER --screens N --files M     a workspace of N screens in M files
Each form takes --cells N: N more cells in each screen's table (default 0), for screens of
realistic length; `--screens 1000 --files 100 --cells 100` writes about 10 MB.
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


# Extra cells, as a long inbox has: names, subtitles, accessories and the odd switch.
CELLS = [
    '        Cell "Message {n}" {{ subtitle: "Re: report {n}, page {page}" accessory: disclosureIndicator }}\n',
    '        Cell "會議 {n}" {{ subtitle: "下午三點，會議室 {page}" image: "calendar" }}\n',
    '        Cell "Notifications" {{\n            Switch "Notify me about {n}" {{ on: true }}\n        }}\n',
    '        Cell "Invoice {n}" {{ subtitle: "Due in {page} days" accessory: detailDisclosureButton }}\n',
]


def cells(index, count):
    return "".join(CELLS[n % len(CELLS)].format(n=index * count + n, page=n % 30 + 1) for n in range(count))


def screen(index, total, extra_cells=0):
    parent = index - 1 if index > 0 else total - 1
    return TEMPLATE.format(
        index=index,
        name=f"Screen{index}",
        parent_title=f"收件匣 {parent} 📬",
        child=f"Screen{(index + 1) % total}",
        cells=cells(index, extra_cells),
    )


def write_until(path, limit_bytes=None, limit_lines=None, extra_cells=0):
    sample = screen(0, 1, extra_cells)
    per_screen_bytes = len(sample.encode())
    per_screen_lines = sample.count("\n")
    if limit_bytes is not None:
        total = max(1, limit_bytes // per_screen_bytes)
    else:
        total = max(1, limit_lines // per_screen_lines)
    with open(path, "w", encoding="utf-8") as out:
        for index in range(total):
            out.write(screen(index, total, extra_cells))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--megabytes", type=float)
    parser.add_argument("--lines", type=int)
    parser.add_argument("--screens", type=int)
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--cells", type=int, default=0)
    args = parser.parse_args()
    random.seed(1)
    if args.screens:
        os.makedirs(args.output, exist_ok=True)
        per_file = max(1, args.screens // args.files)
        for file_index in range(args.files):
            with open(os.path.join(args.output, f"part{file_index:04}.screen"), "w", encoding="utf-8") as out:
                for offset in range(per_file):
                    out.write(screen(file_index * per_file + offset, args.screens, args.cells))
    elif args.lines:
        write_until(args.output, limit_lines=args.lines, extra_cells=args.cells)
    else:
        write_until(args.output, limit_bytes=int((args.megabytes or 50) * 1_000_000), extra_cells=args.cells)


if __name__ == "__main__":
    main()
