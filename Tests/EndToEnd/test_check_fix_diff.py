"""`screenkit check --fix --diff`, run as a user runs it: the diff, applied with `patch`, gives
the files `check --fix` writes, and nothing is written meanwhile."""
import subprocess

import pytest

from conftest import BINARY

FILES = {
    # Two passes: the repeat goes, then both titles are title-cased; the unknown name's fix
    # is unsafe.
    "settings.screen": 'screen Settings {\n  NavigationBar { title: "Settings" title: "Settings" }\n'
                       '  Button "sign in" { }\n  Button "log out" { }\n  Label { font: body font: title }\n  Stac\n}\n',
    # CRLF, a byte-order mark, Chinese and emoji, and a trailing comment on the line fixed.
    "inbox.screen": '\ufeffscreen Inbox {\r\n  StatusBar\r\n  SearchBar { placeholder: "搜索邮件 📧" }\r\n'
                    '  NavigationBar { title: "收件箱" } // 顶部 😀\r\n}\r\n',
    "clean.screen": 'screen Clean {\n  NavigationBar { title: "Clean" }\n}\n',
}


def write_workspace(folder):
    for name, text in FILES.items():
        (folder / name).write_bytes(text.encode("utf-8"))


def contents(folder):
    return {path.name: path.read_bytes() for path in sorted(folder.glob("*.screen"))}


def screenkit(*arguments, cwd):
    return subprocess.run([BINARY, *arguments], capture_output=True, cwd=cwd, timeout=60)


@pytest.mark.parametrize("unsafe", [False, True])
def test_the_diff_patched_in_gives_what_fix_writes(tmp_path, unsafe):
    flags = ["--fix", "--unsafe-fixes"] if unsafe else ["--fix"]
    shown, fixed = tmp_path / "shown", tmp_path / "fixed"
    for folder in (shown, fixed):
        folder.mkdir()
        write_workspace(folder)
    before = contents(shown)

    diff = screenkit("check", ".", *flags, "--diff", cwd=shown)
    assert diff.returncode == 1, diff.stderr
    assert contents(shown) == before, "--diff wrote a file"
    assert b"Would fix" in diff.stderr
    assert b"clean.screen" not in diff.stdout

    assert screenkit("check", ".", *flags, cwd=fixed).returncode in (0, 1)
    assert contents(fixed) != before

    patched = subprocess.run(["patch", "-p0", "--batch", "--no-backup-if-mismatch"], input=diff.stdout, cwd=shown,
                             capture_output=True, timeout=60)
    assert patched.returncode == 0, patched.stdout.decode() + patched.stderr.decode()
    assert contents(shown) == contents(fixed)

    # Once fixed, nothing is left for the diff to show.
    again = screenkit("check", ".", *flags, "--diff", cwd=fixed)
    assert again.returncode == 0, again.stdout.decode()
    assert again.stdout == b""


def test_nothing_to_fix_exits_0_though_findings_are_left(tmp_path):
    (tmp_path / "a.screen").write_text("screen A {\n  Label { font: body font: title }\n}\n", encoding="utf-8")
    assert b"[duplicate-property]" in screenkit("check", "a.screen", cwd=tmp_path).stdout
    diff = screenkit("check", "a.screen", "--fix", "--diff", cwd=tmp_path)
    assert (diff.returncode, diff.stdout) == (0, b"")
    assert diff.stderr == b"1 fix is unsafe (it changes what the screen shows); use --unsafe-fixes to apply it.\n"


def test_diff_without_fix_is_a_usage_error(tmp_path):
    (tmp_path / "a.screen").write_text("screen A { }\n", encoding="utf-8")
    done = screenkit("check", "a.screen", "--diff", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(b"screenkit check: --diff needs --fix\n")
