#!/usr/bin/env python3
"""Every target imports only what Package.swift says it depends on (tests included).

Usage: check_imports.py [PACKAGE_ROOT]

Reads the targets of Package.swift (name, dependencies, path) and the `import` lines of each
target's Swift files; prints each import of a package target that the target does not
declare, and exits 1 if there is one. Imports of the toolchain's modules (Foundation, XCTest,
Glibc, …) are not the package's business and are ignored.
"""
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
TARGET = re.compile(r'\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"(.*?)\)\s*,\s*$', re.S | re.M)
IMPORT = re.compile(r'^\s*(?:@testable\s+)?import\s+(\w+)', re.M)


def targets(manifest):
    found = {}
    for match in TARGET.finditer(manifest):
        kind, name, rest = match.groups()
        dependencies = re.search(r'dependencies:\s*\[([^\]]*)\]', rest)
        path = re.search(r'path:\s*"([^"]+)"', rest)
        found[name] = {
            "kind": kind,
            "dependencies": set(re.findall(r'"([^"]+)"', dependencies.group(1))) if dependencies else set(),
            "path": path.group(1) if path else os.path.join("Tests" if kind == "testTarget" else "Sources", name),
        }
    return found


def main():
    with open(os.path.join(ROOT, "Package.swift")) as manifest:
        declared = targets(manifest.read())
    problems = []
    for name, target in sorted(declared.items()):
        if target["kind"] == "systemLibrary":
            continue
        folder = os.path.join(ROOT, target["path"])
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as source:
                    for module in IMPORT.findall(source.read()):
                        if module in declared and module != name and module not in target["dependencies"]:
                            problems.append(f"{os.path.relpath(path, ROOT)}: imports {module}, which {name} does not declare")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"imports match Package.swift in {len(declared)} targets")


if __name__ == "__main__":
    main()
